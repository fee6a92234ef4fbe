import { randomUUID } from 'node:crypto';
import {
  actorFor,
  planProductNews,
  productConversationSubject,
  productConversationTopic,
  productPath,
  reasonOf,
  sellerRecipients,
  type ProductNewsEvent,
} from './product-news';

const facts = {
  productId: randomUUID(),
  versionGroupId: randomUUID(),
  organizationId: randomUUID(),
  number: 'P-0001',
  name: { de: 'Pralinés', en: 'Pralines' },
  version: 1,
  byUserId: randomUUID(),
};
const event = (e: Omit<ProductNewsEvent, 'data'> & { data?: object }): ProductNewsEvent =>
  ({ ...e, data: { ...facts, ...e.data } }) as ProductNewsEvent;

describe('product news plans', () => {
  it('gives the platform administrators a review task, tells the seller side it was released, and remembers the submitter', () => {
    expect(planProductNews(event({ type: 'product.published' }))).toEqual({
      reviewTask: 'notification.productReviewRequested',
      seller: { notification: 'notification.productPublished', mail: 'productPublished' },
      message: null,
      recordsSubmission: true,
      reason: null,
    });
  });

  it('tells the seller of an approval with its own mail, a new version with the version mail, a note as approvalReason', () => {
    const first = planProductNews(event({ type: 'product.approved', data: { replacedProductId: null } }));
    expect(first).toEqual({
      reviewTask: null,
      seller: { notification: 'notification.productApproved', mail: 'productApproved' },
      message: null,
      recordsSubmission: false,
      reason: null,
    });
    const next = planProductNews(
      event({ type: 'product.approved', data: { replacedProductId: randomUUID(), reason: '  Schön.  ' } }),
    );
    expect(next).toMatchObject({
      reviewTask: null,
      seller: { notification: 'notification.productVersionApproved', mail: 'productVersionApproved' },
      message: { type: 'approvalReason', body: 'Schön.' },
      reason: 'Schön.',
    });
  });

  it('tells nobody of an approval nobody made (the demo seed announcing its products)', () => {
    const seeded = { type: 'product.approved' as const, data: { ...facts, byUserId: null, replacedProductId: null } };
    expect(planProductNews(seeded)).toBeNull();
  });

  it('posts the reason of a rejection or a block as rejectionReason and mails it', () => {
    expect(planProductNews(event({ type: 'product.rejected', data: { reason: 'Bilder fehlen.' } }))).toEqual({
      reviewTask: null,
      seller: { notification: 'notification.productRejected', mail: 'productRejected' },
      message: { type: 'rejectionReason', body: 'Bilder fehlen.' },
      recordsSubmission: false,
      reason: 'Bilder fehlen.',
    });
    expect(planProductNews(event({ type: 'product.blocked', data: { reason: 'Marke.' } }))).toMatchObject({
      seller: { notification: 'notification.productBlocked', mail: 'productBlocked' },
      message: { type: 'rejectionReason', body: 'Marke.' },
    });
    // A blank reason still fits the mail contract and the conversation.
    expect(planProductNews(event({ type: 'product.rejected', data: { reason: ' ' } }))!.reason).toBe('–');
  });

  it('mails a pause, a resumption and a new draft version, with no review task and no message', () => {
    const plain = { reviewTask: null, message: null, recordsSubmission: false, reason: null };
    expect(planProductNews(event({ type: 'product.paused' }))).toEqual({
      ...plain,
      seller: { notification: 'notification.productPaused', mail: 'productPaused' },
    });
    expect(planProductNews(event({ type: 'product.resumed' }))).toEqual({
      ...plain,
      seller: { notification: 'notification.productResumed', mail: 'productResumed' },
    });
    expect(
      planProductNews(event({ type: 'product.versionCreated', data: { previousProductId: randomUUID() } })),
    ).toEqual({
      ...plain,
      seller: { notification: 'notification.productVersionCreated', mail: 'productVersionCreated' },
    });
  });
});

describe('product news helpers', () => {
  it('names the admins, the submitter and the member who acted, everyone once', () => {
    expect(sellerRecipients({ admins: ['a', 'b'], submitter: ['c'], actingMember: 'a' })).toEqual(['a', 'b', 'c']);
    // A one-admin organisation hears about its own act.
    expect(sellerRecipients({ admins: ['a'], submitter: [], actingMember: 'a' })).toEqual(['a']);
    expect(sellerRecipients({ admins: ['a'], submitter: ['d'], actingMember: 'e' })).toEqual(['a', 'd', 'e']);
    expect(sellerRecipients({ admins: [], submitter: [], actingMember: null })).toEqual([]);
  });

  it('confirms an act to the member who did it, names them to the others, and names nobody for the platform', () => {
    const anna = { id: 'a', name: 'Anna Muster', email: 'anna@cadeau.test' };
    expect(actorFor('a', anna)).toEqual({ byYou: true });
    expect(actorFor('b', anna)).toEqual({ name: 'Anna Muster', email: 'anna@cadeau.test' });
    expect(actorFor('b', null)).toBeNull();
  });

  it('trims a reason, keeps none when blank and shortens one beyond the mail contract', () => {
    expect(reasonOf(undefined)).toBeNull();
    expect(reasonOf('  \n ')).toBeNull();
    expect(reasonOf(' ok ')).toBe('ok');
    const long = reasonOf('x'.repeat(5000))!;
    expect(long).toHaveLength(4000);
    expect(long.endsWith('…')).toBe(true);
  });

  it('leads to the product in the cockpit and keeps one conversation per product across versions', () => {
    expect(productPath(facts.productId)).toBe(`/cockpit/products/${facts.productId}`);
    expect(productConversationTopic(facts.versionGroupId)).toBe(`product:${facts.versionGroupId}`);
    expect(productConversationTopic(facts.versionGroupId).length).toBeLessThanOrEqual(50);
    expect(productConversationSubject(facts)).toBe('P-0001 Pralinés');
    expect(productConversationSubject({ number: 'P-1', name: { de: 'x'.repeat(300), en: '' } })).toHaveLength(200);
  });
});
