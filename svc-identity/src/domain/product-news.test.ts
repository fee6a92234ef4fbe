import { randomUUID } from 'node:crypto';
import {
  planProductNews,
  productConversationSubject,
  productConversationTopic,
  productPath,
  reasonOf,
  recipientsOf,
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
  it('gives the platform administrators a review task, mailed as a notification, and remembers the submitter', () => {
    expect(planProductNews(event({ type: 'product.published' }))).toEqual({
      audience: 'platformAdmins',
      notification: 'notification.productReviewRequested',
      mail: 'notification',
      message: null,
      recordsSubmission: true,
      reason: null,
    });
  });

  it('tells the seller of an approval with its own mail, a new version with the version mail, a note as approvalReason', () => {
    const first = planProductNews(event({ type: 'product.approved', data: { replacedProductId: null } }));
    expect(first).toMatchObject({
      audience: 'seller',
      notification: 'notification.productApproved',
      mail: 'productApproved',
      message: null,
      recordsSubmission: false,
    });
    const next = planProductNews(
      event({ type: 'product.approved', data: { replacedProductId: randomUUID(), reason: '  Schön.  ' } }),
    );
    expect(next).toMatchObject({
      notification: 'notification.productVersionApproved',
      mail: 'productVersionApproved',
      message: { type: 'approvalReason', body: 'Schön.' },
      reason: 'Schön.',
    });
  });

  it('posts the reason of a rejection or a block as rejectionReason and mails it', () => {
    expect(planProductNews(event({ type: 'product.rejected', data: { reason: 'Bilder fehlen.' } }))).toMatchObject({
      audience: 'seller',
      notification: 'notification.productRejected',
      mail: 'productRejected',
      message: { type: 'rejectionReason', body: 'Bilder fehlen.' },
      reason: 'Bilder fehlen.',
    });
    expect(planProductNews(event({ type: 'product.blocked', data: { reason: 'Marke.' } }))).toMatchObject({
      notification: 'notification.productBlocked',
      mail: 'productBlocked',
      message: { type: 'rejectionReason', body: 'Marke.' },
    });
    // A blank reason still fits the mail contract and the conversation.
    expect(planProductNews(event({ type: 'product.rejected', data: { reason: ' ' } })).reason).toBe('–');
  });

  it('mails a pause and a resumption, and only notifies of a new draft version', () => {
    expect(planProductNews(event({ type: 'product.paused' }))).toMatchObject({
      notification: 'notification.productPaused',
      mail: 'productPaused',
      message: null,
    });
    expect(planProductNews(event({ type: 'product.resumed' }))).toMatchObject({
      notification: 'notification.productResumed',
      mail: 'productResumed',
    });
    expect(
      planProductNews(event({ type: 'product.versionCreated', data: { previousProductId: randomUUID() } })),
    ).toMatchObject({ audience: 'seller', notification: 'notification.productVersionCreated', mail: null });
  });
});

describe('product news helpers', () => {
  it('leaves out the person who acted and names everyone else once', () => {
    expect(recipientsOf(['a', 'b', 'a', 'c'], 'b')).toEqual(['a', 'c']);
    expect(recipientsOf(['a'], null)).toEqual(['a']);
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
