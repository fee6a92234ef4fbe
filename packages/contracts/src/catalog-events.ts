import { z } from 'zod';
import { auditRecordedSchema } from './audit';
import { availabilityEvents } from './catalog-availability';
import { orderEvents } from './catalog-orders';
import { productEvents } from './catalog-product-events';

/**
 * Events of svc-catalog (stream CATALOG): products, VAT categories and weekly availability. Subjects are
 * `<entity>.<past-tense-verb>` like identity's; consumers (svc-identity's notifications, later svc-campaign)
 * receive the parsed payload.
 */
export const catalogEvents = {
  /** A VAT category was created or changed: read models holding its rates refresh from GET /vat-category. */
  'vatCategory.updated': z.object({ categoryId: z.string().uuid() }),
  /** An audit entry of a catalog change, stored by svc-identity in the one audit log (see auditRecordedSchema). */
  'audit.catalog.recorded': auditRecordedSchema,
  ...productEvents,
  ...availabilityEvents,
  ...orderEvents,
} as const;
export type CatalogEventSubject = keyof typeof catalogEvents;
