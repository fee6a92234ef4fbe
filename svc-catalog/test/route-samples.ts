import type { PermissionSample } from '@cadeau/service-kit/testing';
import type { World } from './permission-world';
import { PIXEL_PNG_BASE64 } from './pixel-png';

export interface Sample extends PermissionSample {
  /** The sample names organisation A's data: `otherSeller` must be refused or answered 404, never 2xx. */
  foreign?: boolean;
}

/**
 * One call of every catalog route, keyed `'METHOD /path'` as in the route table: the permission test calls it as
 * every persona (test/permissions.test.ts). A route without a sample fails that test, so each catalog area adds
 * its routes' samples here (and what they need to `World` in permission-world.ts) with its routes.
 */
export const samples: Record<string, (w: World) => Sample> = {
  // VAT categories
  // svc-billing's and svc-campaign's internal call: the standard rate's history (signed service calls only).
  'GET /internal/vat/standard': () => ({}),
  'GET /vat-category': () => ({}),
  'PUT /vat-category': () => ({
    body: {
      name: { de: 'Neuer Satz', en: 'New rate' },
      isDefault: false,
      isShipping: false,
      rates: [{ rateBasisPoints: 250, validFrom: '2020-01-01' }],
    },
  }),
  'GET /vat-category/list': () => ({ query: { sort: 'rate', order: 'desc', isDefault: 'false' } }),
  'GET /vat-category/{categoryId}': (w) => ({ params: { categoryId: w.vatCategoryId } }),
  // Uploads: a tiny PNG as the raw body; an unpublished upload of organisation A is not found for the others.
  'POST /file/upload': () => ({
    query: { name: 'pixel.png' },
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.from(PIXEL_PNG_BASE64, 'base64'),
  }),
  'GET /file/{fileId}/{variant}': (w) => ({ params: { fileId: w.fileOfA, variant: 'list.webp' }, foreign: true }),
  // Products (organisation A's, see product-world.ts); the other seller must find none of them.
  'GET /product': () => ({}),
  'POST /product': (w) => ({ body: productBody(w) }),
  'PUT /product': (w) => ({ body: { ...productBody(w), id: w.draftProductId }, foreign: true }),
  'GET /product/list': () => ({ query: { sort: 'price', order: 'asc', status: 'draft' } }),
  'POST /product/statistics': () => ({ body: {} }),
  'GET /product/{productId}': (w) => ({ params: { productId: w.draftProductId }, foreign: true }),
  'POST /product/{productId}/version': (w) => ({ params: { productId: w.approvedProductId }, foreign: true }),
  'PUT /product/{productId}/pause': (w) => ({
    params: { productId: w.approvedProductId },
    body: { paused: true },
    foreign: true,
  }),
  'PUT /product/{productId}/delete': (w) => ({ params: { productId: w.draftProductId }, foreign: true }),
  'POST /product/{productId}/publish': (w) => ({ params: { productId: w.draftProductId }, foreign: true }),
  'POST /product/{productId}/approve': (w) => ({
    params: { productId: w.pendingProductId },
    body: { decision: 'reject', reason: 'Blurred images' },
  }),
  'POST /product/{productId}/block': (w) => ({ params: { productId: w.approvedProductId }, body: { reason: 'Fraud' } }),
  'POST /product/{productId}/create-template': (w) => ({ params: { productId: w.approvedProductId }, foreign: true }),
  // The product screen's weeks of organisation A's approved product (capacity opened as its approval does):
  // only its seller and platform administrators see them; the other seller and the giver find no product.
  'GET /product/{productId}/availability': (w) => ({
    params: { productId: w.approvedProductId },
    query: { from: w.reservationWeek },
    foreign: true,
  }),
  // Weekly availability: signed calls of other services only (every user persona is refused); the key is the
  // call's idempotency key, which the signature covers (route-properties.test.ts signs as a service).
  'POST /internal/availability/reserve': (w) => ({
    body: { productId: w.approvedProductId, week: w.reservationWeek },
    headers: { 'idempotency-key': w.reservationKey },
  }),
  'POST /internal/availability/release': (w) => ({
    body: { productId: w.approvedProductId, week: w.reservationWeek },
    headers: { 'idempotency-key': w.reservationKey },
  }),
  // One week of several products for svc-campaign's redemption page (sold out this week?): a read.
  'POST /internal/availability/week': (w) => ({
    body: { productIds: [w.approvedProductId, w.draftProductId], week: w.reservationWeek },
  }),
  // Orders (issue 12): the list of the current organisation's; organisation A's order (its seller's, the giver
  // persona's campaign): the other seller finds none; the giver reads it but does not change it (403 readOnly).
  'GET /order': () => ({ query: { sort: 'placedAt', status: 'placed', q: 'Mug' } }),
  'GET /order/{orderId}': (w) => ({ params: { orderId: w.orderId }, foreign: true }),
  'POST /order/{orderId}/status': (w) => ({
    params: { orderId: w.orderId },
    body: { status: 'shipped' },
    foreign: true,
  }),
  // Public: the QR image of the order number, by the unguessable order id.
  'GET /order/{orderId}/qr.png': (w) => ({ params: { orderId: w.orderId } }),
  // Product facts for svc-campaign: a signed service call only; a read, so any product may be named.
  'POST /internal/products/facts': (w) => ({ body: { productIds: [w.approvedProductId, w.draftProductId] } }),
  // Publication of uploads for svc-campaign: a signed service call only; an unknown id, so the walk publishes
  // nothing that later samples rely on being private (fileOfA).
  'POST /internal/files/publish': (w) => ({
    body: { organizationId: w.organizationA, fileIds: ['00000000-0000-4000-8000-000000000000'] },
  }),
};

/** A valid product of organisation A (its uploads): the other seller's save is refused at the images. */
function productBody(w: World) {
  return {
    type: 'physical',
    name: { de: 'Kerze', en: 'Candle' },
    description: { de: 'Bienenwachs', en: 'Beeswax' },
    imageIds: w.imageIds,
    priceRappen: 1800,
    shippingRappen: 700,
    vatCategoryId: w.vatCategoryId,
    weeklyAvailability: 4,
    deliveryDays: 2,
    warranty: '1 year',
  };
}
