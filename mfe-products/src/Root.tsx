import { lazy } from 'react';
import { CockpitRoot } from '@cadeau/ui/cockpit';
import { registerTexts } from './i18n/register';

registerTexts();

// Each page is its own chunk: the list does not download the editor's upload and image code, and vice versa.
const routes = {
  '/cockpit/products': lazy(() => import('./pages/ProductsPage')),
  '/cockpit/products/new': lazy(() => import('./pages/NewProductPage')),
  '/cockpit/products/:productId': lazy(() => import('./pages/ProductPage')),
  '/cockpit/products/:productId/edit': lazy(() => import('./pages/EditProductPage')),
  '/cockpit/orders': lazy(() => import('./pages/OrdersPage')),
  '/cockpit/orders/:orderId': lazy(() => import('./pages/OrderPage')),
};

/**
 * mfe-products' React root: sellers' products and, for platform administrators, every product and its review;
 * the orders of sellers, givers and (all of them) platform administrators.
 */
export function Root() {
  return <CockpitRoot routes={routes} />;
}
