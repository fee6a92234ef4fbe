import type { PermissionSample } from '@cadeau/service-kit/testing';
import type { World } from './permission-world';

/** A 1×1 PNG: the smallest real image an upload sample can send. */
export const PIXEL_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

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
};
