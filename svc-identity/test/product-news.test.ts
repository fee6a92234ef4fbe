import { randomUUID } from 'node:crypto';
import type { EventInput } from '@cadeau/contracts';
import { catalogStream, type CatalogStream } from './catalog-stream';
import { startIdentity, type Identity } from './harness';

/**
 * svc-catalog's product events, published on a real NATS into CATALOG as its outbox relay would, become news
 * (issue 10): the review task of platform administrators, the seller's notifications and mails in each
 * person's language, the reviewer's reason in the product's conversation; a redelivered event adds nothing.
 */
let id: Identity;
let catalog: CatalogStream;
const DURABLE = 'identity-product-news';

let platform: { id: string; email: string }[];
let adminDe: { id: string; email: string };
let adminEn: { id: string; email: string };
let publisher: { id: string; email: string };
let blockedAdmin: { id: string; email: string };
let org: string;

beforeAll(async () => {
  // CATALOG exists before the consumer starts, as on a running platform (catalog-audit.test.ts covers a late one).
  id = await startIdentity({
    beforeStart: async (natsUrl) => {
      catalog = await catalogStream(natsUrl);
    },
  });
  platform = [
    await id.createUser({ roles: ['platformAdmin'], language: 'de' }),
    await id.createUser({ roles: ['platformAdmin'], language: 'en' }),
  ];
  adminDe = await id.createUser({ language: 'de' });
  adminEn = await id.createUser({ language: 'en' });
  publisher = await id.createUser({ language: 'en' });
  blockedAdmin = await id.createUser({ blocked: true });
  org = await id.createOrganization(
    'Berner Chocolatier',
    [
      { userId: adminDe.id, roles: ['admin'] },
      { userId: adminEn.id, roles: ['admin', 'manager'] },
      { userId: publisher.id, roles: ['user'] },
      { userId: blockedAdmin.id, roles: ['admin'] },
    ],
    'approved',
    ['seller'],
  );
});
afterAll(async () => {
  await catalog?.close();
  await id?.stop();
});

const productFacts = (overrides: Partial<EventInput<'product.published'>> = {}) => ({
  productId: randomUUID(),
  versionGroupId: randomUUID(),
  organizationId: org,
  number: 'P-0001',
  name: { de: 'Pralinés', en: 'Pralines' },
  version: 1,
  byUserId: publisher.id,
  ...overrides,
});

const notificationsOf = (productId: string) =>
  id.knex('notifications').whereRaw(`data->>'productId' = ?`, [productId]).orderBy('created_at');
const mailsAbout = async (productId: string) =>
  (await id.mails()).filter((m) => m.data.productId === productId || String(m.data.path ?? '').endsWith(productId));
const pushedAbout = async (productId: string) =>
  (await id.outboxEvents('notification.created')).filter((e) => e.payload.notification.data.productId === productId);

/** Publishes, waits, then publishes the same event again as a redelivery and waits again. */
async function publishTwice<S extends Parameters<CatalogStream['publish']>[0]>(subject: S, data: EventInput<S>) {
  const eventId = await catalog.publish(subject, data);
  await catalog.drained(DURABLE);
  return {
    eventId,
    redeliver: async () => {
      await catalog.publish(subject, data, { id: eventId });
      await catalog.drained(DURABLE);
    },
  };
}

describe('product.published', () => {
  it('gives every platform administrator a review task with a mail, pushed live, once', async () => {
    const facts = productFacts();
    const { redeliver } = await publishTwice('product.published', facts);

    const rows = await notificationsOf(facts.productId);
    expect(rows.map((r) => r.user_id).sort()).toEqual(platform.map((p) => p.id).sort());
    for (const row of rows)
      expect(row).toMatchObject({
        type: 'notification.productReviewRequested',
        path: `/cockpit/products/${facts.productId}`,
        organization_id: org,
        data: {
          productId: facts.productId,
          productName: { de: 'Pralinés', en: 'Pralines' },
          number: 'P-0001',
          version: 1,
          organizationName: 'Berner Chocolatier',
        },
      });
    expect((await pushedAbout(facts.productId)).map((e) => e.payload.userId).sort()).toEqual(
      platform.map((p) => p.id).sort(),
    );
    const mails = await mailsAbout(facts.productId);
    expect(mails.map((m) => [m.template, m.to, m.locale]).sort()).toEqual(
      [
        ['notification', platform[0].email, 'de'],
        ['notification', platform[1].email, 'en'],
      ].sort(),
    );
    expect(mails.find((m) => m.locale === 'de')!.data).toEqual({
      title: 'Produkt zur Prüfung: Pralinés',
      body: 'Der Anbieter «Berner Chocolatier» hat das Produkt «Pralinés» (P-0001, Version 1) veröffentlicht. Es wartet auf Ihre Prüfung.',
      path: `/cockpit/products/${facts.productId}`,
    });
    expect(await id.knex('product_submissions').where({ product_id: facts.productId }).first()).toMatchObject({
      organization_id: org,
      submitted_by: publisher.id,
    });

    await redeliver();
    expect(await notificationsOf(facts.productId)).toHaveLength(2);
    expect(await mailsAbout(facts.productId)).toHaveLength(2);
    expect(await pushedAbout(facts.productId)).toHaveLength(2);
  });
});

describe('the review of a product', () => {
  let facts: ReturnType<typeof productFacts>;
  const reviewer = () => platform[0].id;
  const sellerSide = () => [adminDe.id, adminEn.id, publisher.id].sort();
  const conversationMessages = async () => {
    const conversation = await id
      .knex('conversations')
      .where({ organization_id: org, topic: `product:${facts.versionGroupId}` })
      .first();
    if (!conversation) return { conversation, messages: [] };
    const messages = await id
      .knex('conversation_messages')
      .where({ conversation_id: conversation.id })
      .orderBy('created_at');
    return { conversation, messages };
  };

  beforeAll(async () => {
    facts = productFacts({ number: 'P-0002', name: { de: 'Bergkäse', en: 'Mountain cheese' } });
    await catalog.publish('product.published', facts);
    await catalog.drained(DURABLE);
  });

  it("tells the seller's admins and the submitter of a rejection, mails the reason, posts it to the product's conversation", async () => {
    const rejected = { ...facts, byUserId: reviewer(), reason: 'Es fehlen Bilder.\nBitte drei hochladen.' };
    const { redeliver } = await publishTwice('product.rejected', rejected);

    const rows = (await notificationsOf(facts.productId)).filter((r) => r.type === 'notification.productRejected');
    expect(rows.map((r) => r.user_id).sort()).toEqual(sellerSide());
    const { conversation, messages } = await conversationMessages();
    expect(conversation).toMatchObject({ subject: 'P-0002 Bergkäse', status: 'open', created_by: reviewer() });
    expect(messages.map((m) => [m.type, m.body, m.author_id])).toEqual([
      ['rejectionReason', 'Es fehlen Bilder.\nBitte drei hochladen.', reviewer()],
    ]);
    expect(rows[0]).toMatchObject({
      path: `/cockpit/products/${facts.productId}`,
      data: { reason: 'Es fehlen Bilder.\nBitte drei hochladen.', conversationId: conversation.id },
    });
    const mails = (await mailsAbout(facts.productId)).filter((m) => m.template === 'productRejected');
    expect(mails.map((m) => [m.to, m.locale]).sort()).toEqual(
      [
        [adminDe.email, 'de'],
        [adminEn.email, 'en'],
        [publisher.email, 'en'],
      ].sort(),
    );
    expect(mails.find((m) => m.to === adminDe.email)!.data).toEqual({
      productId: facts.productId,
      productName: 'Bergkäse',
      productNumber: 'P-0002',
      version: 1,
      reason: 'Es fehlen Bilder.\nBitte drei hochladen.',
    });
    expect(mails.find((m) => m.to === adminEn.email)!.data.productName).toBe('Mountain cheese');
    // The rejection notification carries no generic mail of its own: one mail per person and event.
    expect((await mailsAbout(facts.productId)).filter((m) => m.template === 'notification')).toHaveLength(2);
    const updated = (await id.outboxEvents('conversation.updated')).filter(
      (e) => e.payload.conversationId === conversation.id,
    );
    expect(updated).toHaveLength(1);

    await redeliver();
    expect(
      (await notificationsOf(facts.productId)).filter((r) => r.type === 'notification.productRejected'),
    ).toHaveLength(3);
    expect((await conversationMessages()).messages).toHaveLength(1);
    expect((await mailsAbout(facts.productId)).filter((m) => m.template === 'productRejected')).toHaveLength(3);
  });

  it('shows the seller the rejection among their notifications, and the reason in the conversation', async () => {
    const { headers } = await id.loginAs(adminEn.email);
    const list = await id.http().get('/notification').set(headers);
    expect(list.status).toBe(200);
    expect(
      list.body.items.find((n: { data: { productId?: string } }) => n.data.productId === facts.productId),
    ).toMatchObject({
      type: 'notification.productRejected',
      path: `/cockpit/products/${facts.productId}`,
      readAt: null,
    });
    const { conversation } = await conversationMessages();
    const thread = await id.http().get(`/conversation/${conversation.id}`).set(headers);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain('Es fehlen Bilder.');
  });

  it('posts an approval note to the same conversation and mails the new version as such', async () => {
    const next = { ...facts, productId: randomUUID(), version: 2 };
    await catalog.publish('product.published', { ...next, byUserId: adminDe.id });
    await catalog.drained(DURABLE);
    const approved = {
      ...next,
      byUserId: reviewer(),
      replacedProductId: facts.productId,
      reason: 'Danke für die Bilder.',
    };
    const { redeliver } = await publishTwice('product.approved', approved);

    const rows = await notificationsOf(next.productId);
    const news = rows.filter((r) => r.type === 'notification.productVersionApproved');
    // The submitter of this version is an admin already; the earlier version's submitter is not asked.
    expect(news.map((r) => r.user_id).sort()).toEqual([adminDe.id, adminEn.id].sort());
    const { messages } = await conversationMessages();
    expect(messages.map((m) => [m.type, m.body])).toEqual([
      ['rejectionReason', 'Es fehlen Bilder.\nBitte drei hochladen.'],
      ['approvalReason', 'Danke für die Bilder.'],
    ]);
    const mails = (await mailsAbout(next.productId)).filter((m) => m.template === 'productVersionApproved');
    expect(mails.map((m) => m.to).sort()).toEqual([adminDe.email, adminEn.email].sort());
    expect(mails.find((m) => m.to === adminDe.email)!.data).toMatchObject({
      version: 2,
      reason: 'Danke für die Bilder.',
    });

    await redeliver();
    expect((await conversationMessages()).messages).toHaveLength(2);
    expect(
      (await notificationsOf(next.productId)).filter((r) => r.type === 'notification.productVersionApproved'),
    ).toHaveLength(2);
  });
});

describe('changes a seller hears about', () => {
  it('tells the others of a pause and a resumption with a mail, never the person who acted', async () => {
    const facts = productFacts({ number: 'P-0003' });
    await catalog.publish('product.published', facts);
    await catalog.publish('product.paused', { ...facts, byUserId: adminDe.id });
    await catalog.publish('product.resumed', { ...facts, byUserId: platform[1].id });
    await catalog.drained(DURABLE);

    const rows = await notificationsOf(facts.productId);
    const of = (type: string) =>
      rows
        .filter((r) => r.type === type)
        .map((r) => r.user_id)
        .sort();
    expect(of('notification.productPaused')).toEqual([adminEn.id, publisher.id].sort());
    expect(of('notification.productResumed')).toEqual([adminDe.id, adminEn.id, publisher.id].sort());
    const mails = await mailsAbout(facts.productId);
    expect(
      mails
        .filter((m) => m.template === 'productPaused')
        .map((m) => m.to)
        .sort(),
    ).toEqual([adminEn.email, publisher.email].sort());
    expect(mails.filter((m) => m.template === 'productResumed')).toHaveLength(3);
    // Nobody blocked hears anything.
    expect(rows.map((r) => r.user_id)).not.toContain(blockedAdmin.id);
    expect(mails.map((m) => m.to)).not.toContain(blockedAdmin.email);
  });

  it('tells of a block with the reason in the conversation, and of a new draft version without a mail', async () => {
    const facts = productFacts({ number: 'P-0004' });
    await catalog.publish('product.blocked', { ...facts, byUserId: platform[0].id, reason: 'Markenrecht verletzt.' });
    await catalog.publish('product.versionCreated', {
      ...facts,
      productId: randomUUID(),
      version: 2,
      byUserId: adminEn.id,
      previousProductId: facts.productId,
    });
    await catalog.drained(DURABLE);

    const blocked = (await notificationsOf(facts.productId)).filter((r) => r.type === 'notification.productBlocked');
    expect(blocked).toHaveLength(2); // both admins; nobody submitted this product
    const conversation = await id
      .knex('conversations')
      .where({ organization_id: org, topic: `product:${facts.versionGroupId}` })
      .first();
    const messages = await id.knex('conversation_messages').where({ conversation_id: conversation.id });
    expect(messages.map((m) => [m.type, m.body])).toEqual([['rejectionReason', 'Markenrecht verletzt.']]);
    expect((await mailsAbout(facts.productId)).map((m) => m.template)).toEqual(['productBlocked', 'productBlocked']);

    const drafts = await id.knex('notifications').where({ type: 'notification.productVersionCreated' });
    expect(drafts.map((r) => r.user_id)).toEqual([adminDe.id]);
    expect((await id.mails()).filter((m) => m.data.productId === drafts[0].data.productId)).toEqual([]);
  });

  it("tells nobody about an organisation this service doesn't know, and carries on with the next event", async () => {
    const stray = productFacts({ organizationId: randomUUID() });
    await catalog.publish('product.rejected', { ...stray, reason: 'x' });
    const next = productFacts({ number: 'P-0005' });
    await catalog.publish('product.published', next);
    await catalog.drained(DURABLE);
    expect(await notificationsOf(stray.productId)).toEqual([]);
    expect(await notificationsOf(next.productId)).toHaveLength(2);
  });
});
