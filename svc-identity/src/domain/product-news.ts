import type { EventData, MailTemplateKey } from '@cadeau/contracts';
import type { MessageType } from './conversation';
import type { NotificationType } from './notification-texts';

/** The product events svc-identity tells people about (svc-catalog's stream CATALOG). */
export const productNewsSubjects = [
  'product.published',
  'product.approved',
  'product.rejected',
  'product.paused',
  'product.resumed',
  'product.versionCreated',
  'product.blocked',
] as const;
export type ProductNewsSubject = (typeof productNewsSubjects)[number];
export type ProductNewsEvent = { [S in ProductNewsSubject]: { type: S; data: EventData<S> } }[ProductNewsSubject];

/** A product mail to a seller (svc-mail's product templates). */
export type ProductMailTemplate = Extract<MailTemplateKey, `product${string}`>;

/**
 * Who hears about a product event and how (issue 10: "the seller gets a notification and a mail,
 * administrators a task"):
 * - `platformAdmins`: every platform administrator, the review task of a published product (a notification
 *   with the generic notification mail, as for a newly registered organisation).
 * - `seller`: the seller organisation's admins and the person who released the product for review.
 * Nobody is told about their own act (`byUserId` is left out). `mail` is the product template sent instead of
 * the generic notification mail, null for news that needs no mail (a colleague's new draft version).
 * `message` is the reviewer's reason, posted to the product's conversation with the seller.
 */
export interface ProductNewsPlan {
  audience: 'platformAdmins' | 'seller';
  notification: NotificationType;
  mail: ProductMailTemplate | 'notification' | null;
  message: { type: Extract<MessageType, 'approvalReason' | 'rejectionReason'>; body: string } | null;
  /** The released product's submitter is remembered, so the review reaches them. */
  recordsSubmission: boolean;
  reason: string | null;
}

/** A reason as the mail contract takes it: trimmed, at most 4000 characters, none when blank. */
export function reasonOf(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  return trimmed.length > 4000 ? `${trimmed.slice(0, 3999)}…` : trimmed;
}

export function planProductNews(event: ProductNewsEvent): ProductNewsPlan {
  const seller = { audience: 'seller' as const, recordsSubmission: false, message: null, reason: null };
  switch (event.type) {
    case 'product.published':
      return {
        audience: 'platformAdmins',
        notification: 'notification.productReviewRequested',
        mail: 'notification',
        message: null,
        recordsSubmission: true,
        reason: null,
      };
    case 'product.approved': {
      const reason = reasonOf(event.data.reason);
      const replaces = event.data.replacedProductId !== null;
      return {
        ...seller,
        notification: replaces ? 'notification.productVersionApproved' : 'notification.productApproved',
        mail: replaces ? 'productVersionApproved' : 'productApproved',
        message: reason ? { type: 'approvalReason', body: reason } : null,
        reason,
      };
    }
    case 'product.rejected':
    case 'product.blocked': {
      const rejected = event.type === 'product.rejected';
      // The contract cannot hold an empty reason back; the mail needs one, so a blank one is named as such.
      const reason = reasonOf(event.data.reason) ?? '–';
      return {
        ...seller,
        notification: rejected ? 'notification.productRejected' : 'notification.productBlocked',
        mail: rejected ? 'productRejected' : 'productBlocked',
        message: { type: 'rejectionReason', body: reason },
        reason,
      };
    }
    case 'product.paused':
      return { ...seller, notification: 'notification.productPaused', mail: 'productPaused' };
    case 'product.resumed':
      return { ...seller, notification: 'notification.productResumed', mail: 'productResumed' };
    case 'product.versionCreated':
      return { ...seller, notification: 'notification.productVersionCreated', mail: null };
  }
}

/** The recipients of a plan: everyone of the audience once, without the person who acted. */
export function recipientsOf(candidates: Iterable<string>, actorId: string | null): string[] {
  return [...new Set(candidates)].filter((id) => id !== actorId);
}

/** Where a product's news leads: the product in the cockpit (mfe-products), for sellers and reviewers alike. */
export const productPath = (productId: string) => `/cockpit/products/${productId}`;

/**
 * The conversation a product's reasons are posted to: one per product across its versions, so a seller
 * reads a rejection and the later approval of the corrected version in one thread.
 */
export const productConversationTopic = (versionGroupId: string) => `product:${versionGroupId}`;

/** The thread's subject: number and name, in no language of its own (the seller named the product). */
export function productConversationSubject(p: { number: string; name: { de: string; en: string } }): string {
  const subject = `${p.number} ${p.name.de}`.trim();
  return subject.length > 200 ? `${subject.slice(0, 199)}…` : subject;
}
