import type { EventData, ProductStatus } from '@cadeau/contracts';

/**
 * What the platform's view keeps of the other services' events (issue 20, ADR 0031): pure mappings from an event to
 * the row it writes. `db/platform-view.ts` stores them, newer states over older ones.
 */

export const PLATFORM_IDENTITY_SUBJECTS = [
  'organization.updated',
  'user.registered',
  'conversation.updated',
  'contact.received',
  'contact.answered',
] as const;
export const PLATFORM_PRODUCT_SUBJECTS = [
  'product.published',
  'product.approved',
  'product.rejected',
  'product.paused',
  'product.resumed',
  'product.versionCreated',
  'product.deleted',
  'product.finished',
  'product.blocked',
] as const;
export const PLATFORM_ORDER_SUBJECTS = ['order.placed', 'order.shipped', 'order.done', 'order.canceled'] as const;
export const PLATFORM_AVAILABILITY_SUBJECTS = ['availability.reserved', 'availability.released'] as const;
export const PLATFORM_INVOICE_SUBJECTS = [
  'invoice.issued',
  'invoice.paid',
  'invoice.reopened',
  'invoice.updated',
  'payout.requested',
  'payout.done',
] as const;
export const PLATFORM_BILLING_SUBJECTS = [...PLATFORM_INVOICE_SUBJECTS, 'ledger.moved', 'bankPayment.changed'] as const;
export type PlatformProductSubject = (typeof PLATFORM_PRODUCT_SUBJECTS)[number];

/** The status a product has after each of its events (a new version starts as a draft of its own id). */
export const productStatusAfter: Record<PlatformProductSubject, ProductStatus> = {
  'product.published': 'pending',
  'product.approved': 'approved',
  'product.rejected': 'rejected',
  'product.paused': 'paused',
  'product.resumed': 'approved',
  'product.versionCreated': 'draft',
  'product.deleted': 'deleted',
  'product.finished': 'finished',
  'product.blocked': 'blocked',
};

export interface ProductRow {
  id: string;
  version_group_id: string;
  weekly_availability: number | null;
  organization_id: string;
  number: string;
  name: { de: string; en: string };
  status: ProductStatus;
}

export function productRowOf(subject: PlatformProductSubject, data: EventData<PlatformProductSubject>): ProductRow {
  return {
    id: data.productId,
    version_group_id: data.versionGroupId,
    weekly_availability: data.weeklyAvailability ?? null,
    organization_id: data.organizationId,
    number: data.number,
    name: data.name,
    status: productStatusAfter[subject],
  };
}

/**
 * An approval names the group's former version it replaces: that one is `replaced` from then on, so a task or a
 * count never shows two approved versions of one product.
 */
export function replacedProductOf(subject: PlatformProductSubject, data: EventData<PlatformProductSubject>) {
  if (subject !== 'product.approved') return null;
  return (data as EventData<'product.approved'>).replacedProductId;
}
