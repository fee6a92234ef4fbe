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
 * - `reviewTask`: a published product's review task for every platform administrator (a notification with
 *   the generic notification mail, as for a newly registered organisation); null for the other events.
 * - `seller`: the notification and the product mail for the seller side: the organisation's admins, the
 *   person who released the product for review and the person who acted, when a member (`sellerRecipients`).
 *   The person who acted gets a confirmation ("You paused …"), the others are told who did it.
 * `message` is the reviewer's reason, posted to the product's conversation with the seller.
 */
export interface ProductNewsPlan {
  reviewTask: Extract<NotificationType, 'notification.productReviewRequested'> | null;
  seller: { notification: NotificationType; mail: ProductMailTemplate };
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

/**
 * What to tell about a product event; null for an approval nobody made (the demo seed announces its approved
 * products so the platform's view knows them, issue 20: no reviewer, nothing to tell the seller).
 */
export function planProductNews(event: ProductNewsEvent): ProductNewsPlan | null {
  const plain = { reviewTask: null, recordsSubmission: false, message: null, reason: null };
  switch (event.type) {
    case 'product.published':
      return {
        ...plain,
        reviewTask: 'notification.productReviewRequested',
        seller: { notification: 'notification.productPublished', mail: 'productPublished' },
        recordsSubmission: true,
      };
    case 'product.approved': {
      if (event.data.byUserId === null) return null;
      const reason = reasonOf(event.data.reason);
      const replaces = event.data.replacedProductId !== null;
      return {
        ...plain,
        seller: replaces
          ? { notification: 'notification.productVersionApproved', mail: 'productVersionApproved' }
          : { notification: 'notification.productApproved', mail: 'productApproved' },
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
        ...plain,
        seller: rejected
          ? { notification: 'notification.productRejected', mail: 'productRejected' }
          : { notification: 'notification.productBlocked', mail: 'productBlocked' },
        message: { type: 'rejectionReason', body: reason },
        reason,
      };
    }
    case 'product.paused':
      return { ...plain, seller: { notification: 'notification.productPaused', mail: 'productPaused' } };
    case 'product.resumed':
      return { ...plain, seller: { notification: 'notification.productResumed', mail: 'productResumed' } };
    case 'product.versionCreated':
      return {
        ...plain,
        seller: { notification: 'notification.productVersionCreated', mail: 'productVersionCreated' },
      };
  }
}

/**
 * The seller side of a product event, everyone once: the organisation's admins, the person who released
 * the product for review, and the person who acted when they are a member of the organisation (so a
 * one-admin organisation hears about its own pause). A platform administrator who reviewed, blocked or
 * acted while impersonating is not a member and gets no copy: their own screen confirmed it.
 */
export function sellerRecipients(p: { admins: string[]; submitter: string[]; actingMember: string | null }): string[] {
  return [...new Set([...p.admins, ...p.submitter, ...(p.actingMember ? [p.actingMember] : [])])];
}

/**
 * How one recipient is told who acted: the person who acted reads a confirmation (`byYou`), a colleague
 * reads the member's name (with the address as the notification's secondary detail), and when no member
 * acted (a reviewer, the system) the text names the platform.
 */
export type ActorForReader = { byYou: true } | { name: string; email: string } | null;
export function actorFor(
  recipientId: string,
  actingMember: { id: string; name: string; email: string } | null,
): ActorForReader {
  if (!actingMember) return null;
  if (recipientId === actingMember.id) return { byYou: true };
  return { name: actingMember.name, email: actingMember.email };
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
