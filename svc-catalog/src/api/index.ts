import { handleStandardVatRates } from './standard-vat-rates';
import { routesOf, type RouteHandlers } from '@cadeau/service-kit';
import type { CatalogDeps } from './deps';
import { handleGetProductAvailability } from './get-product-availability';
import { handleReleaseAvailability } from './release-availability';
import { handleWeekAvailability } from './week-availability';
import { handleReserveAvailability } from './reserve-availability';
import { handleGetFile } from './get-file';
import { handleChangeOrderStatus } from './change-order-status';
import { handleGetOrder } from './get-order';
import { handleGetOrderQr } from './get-order-qr';
import { handleListOrders } from './list-orders';
import { handleUploadFile } from './upload-file';
import { handlePublishFiles } from './publish-files';
import { handleBlockProduct } from './block-product';
import { handleCreateProduct } from './create-product';
import { handleCreateProductFromTemplate } from './create-product-from-template';
import { handleCreateProductVersion } from './create-product-version';
import { handleDeleteProduct } from './delete-product';
import { handleGetProduct } from './get-product';
import { handleGetProductDefaults } from './get-product-defaults';
import { handleListProducts } from './list-products';
import { handlePauseProduct } from './pause-product';
import { handleProductFacts } from './product-facts';
import { handleProductStatistics } from './product-statistics';
import { handlePublishProduct } from './publish-product';
import { handleReviewProduct } from './review-product';
import { handleUpdateProduct } from './update-product';
import { handleGetVatCategory } from './get-vat-category';
import { handleListVatCategories } from './list-vat-categories';
import { handlePageVatCategories } from './page-vat-categories';
import { handleSaveVatCategory } from './save-vat-category';

/**
 * One handler per catalog route of the table, keyed `METHOD path` (service-kit `registerRoutes` registers
 * them in table order and stops the start when a route has no handler or a handler no route).
 */
export const catalogHandlers = (deps: CatalogDeps): RouteHandlers<'catalog'> => {
  return {
    'POST /file/upload': handleUploadFile(deps),
    'GET /file/{fileId}/{variant}': handleGetFile(deps),
    'POST /internal/files/publish': handlePublishFiles(deps),
    'GET /product': handleGetProductDefaults(deps),
    'POST /product': handleCreateProduct(deps),
    'PUT /product': handleUpdateProduct(deps),
    'GET /product/list': handleListProducts(deps),
    'POST /product/statistics': handleProductStatistics(deps),
    'GET /product/{productId}': handleGetProduct(deps),
    'POST /product/{productId}/version': handleCreateProductVersion(deps),
    'PUT /product/{productId}/pause': handlePauseProduct(deps),
    'PUT /product/{productId}/delete': handleDeleteProduct(deps),
    'POST /product/{productId}/publish': handlePublishProduct(deps),
    'POST /product/{productId}/approve': handleReviewProduct(deps),
    'POST /product/{productId}/block': handleBlockProduct(deps),
    'POST /product/{productId}/create-template': handleCreateProductFromTemplate(deps),
    'POST /internal/products/facts': handleProductFacts(deps),
    'GET /internal/vat/standard': handleStandardVatRates(deps),
    'GET /vat-category': handleListVatCategories(deps),
    'PUT /vat-category': handleSaveVatCategory(deps),
    'GET /vat-category/list': handlePageVatCategories(deps),
    'GET /vat-category/{categoryId}': handleGetVatCategory(deps),
    'GET /product/{productId}/availability': handleGetProductAvailability(deps),
    'POST /internal/availability/reserve': handleReserveAvailability(deps),
    'POST /internal/availability/release': handleReleaseAvailability(deps),
    'GET /order': handleListOrders(deps),
    'GET /order/{orderId}': handleGetOrder(deps),
    'POST /order/{orderId}/status': handleChangeOrderStatus(deps),
    'GET /order/{orderId}/qr.png': handleGetOrderQr(deps),
    'POST /internal/availability/week': handleWeekAvailability(deps),
  };
};

/** The catalog routes of the table, in table order (the permission tests and docs walk them). */
export const catalogRoutes = () => routesOf('catalog');
