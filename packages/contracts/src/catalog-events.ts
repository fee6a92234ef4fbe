import { z } from 'zod';

/**
 * Events of svc-catalog (stream CATALOG): products, VAT categories and weekly availability. Subjects are
 * `<entity>.<past-tense-verb>` like identity's; consumers (svc-identity's notifications, later svc-campaign)
 * receive the parsed payload.
 */
export const catalogEvents = {
  /** A VAT category was created or changed: read models holding its rates refresh from GET /vat-category. */
  'vatCategory.updated': z.object({ categoryId: z.string().uuid() }),
} as const;
export type CatalogEventSubject = keyof typeof catalogEvents;
