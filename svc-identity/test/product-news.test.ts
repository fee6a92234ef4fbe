import { randomUUID } from 'node:crypto';
import type { EventInput } from '@cadeau/contracts';
import { catalogStream, type CatalogStream } from './catalog-stream';
import type { Identity } from './harness';
import { newsWorld } from './news-world';

/**
 * svc-catalog's product events, published on a real NATS into CATALOG as its outbox relay would, become news
 * (issue 10): the review task of platform administrators, the seller side's notifications and mails in each
 * person's language (the organisation's admins, the submitter and the member who acted, who reads a
 * confirmation while the others are told who did it), the reviewer's reason in the product's conversation;
 * a redelivered event adds nothing.
 */
const DURABLE = 'identity-product-news';
const world = newsWorld(catalogStream, DURABLE, 'productId');
const { publishTwice, notificationsOf, mailsAbout, pushedAbout } = world;
let id: Identity;
let catalog: CatalogStream;
let platform: { id: string; email: string }[];
let adminDe: { id: string; email: string };
let adminEn: { id: string; email: string };
let publisher: { id: string; email: string };
let blockedAdmin: { id: string; email: string };
let org: string;

beforeAll(async () => {
  // CATALOG exists before the consumer starts, as on a running platform (catalog-audit.test.ts covers a late one).
  ({ id, stream: catalog, platform } = await world.start());
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
  await id.knex('users').where({ id: publisher.id }).update({ first_name: 'Petra', last_name: 'Keller' });
  await id.knex('users').where({ id: adminDe.id }).update({ first_name: 'Dora', last_name: 'Brunner' });
});
const petra = () => ({ name: 'Petra Keller', email: publisher.email });
const dora = () => ({ name: 'Dora Brunner', email: adminDe.email });
afterAll(() => world.stop());

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

describe('product.published', () => {
  it('gives every platform administrator a review task with a mail, pushed live, once', async () => {
    const facts = productFacts();
    const { redeliver } = await publishTwice('product.published', facts);

    const rows = (await notificationsOf(facts.productId)).filter(
      (r) => r.type === 'notification.productReviewRequested',
    );
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
      [...platform.map((p) => p.id), adminDe.id, adminEn.id, publisher.id].sort(),
    );
    const mails = await mailsAbout(facts.productId);
    expect(mails.map((m) => [m.template, m.to, m.locale]).sort()).toEqual(
      [
        ['notification', platform[0].email, 'de'],
        ['notification', platform[1].email, 'en'],
        ['productPublished', adminDe.email, 'de'],
        ['productPublished', adminEn.email, 'en'],
        ['productPublished', publisher.email, 'en'],
      ].sort(),
    );
    expect(mails.find((m) => m.locale === 'de')!.data).toEqual({
      title: 'Produkt zur Prüfung: Pralinés',
      body: 'Der Anbieter «Berner Chocolatier» hat das Produkt «Pralinés» (P-0001, Version 1) eingereicht. Es wartet auf Ihre Prüfung.',
      path: `/cockpit/products/${facts.productId}`,
    });
    expect(await id.knex('product_submissions').where({ product_id: facts.productId }).first()).toMatchObject({
      organization_id: org,
      submitted_by: publisher.id,
    });

    await redeliver();
    expect(await notificationsOf(facts.productId)).toHaveLength(5);
    expect(await mailsAbout(facts.productId)).toHaveLength(5);
    expect(await pushedAbout(facts.productId)).toHaveLength(5);
  });

  it("confirms the release to the person who released it and names them to the organisation's admins", async () => {
    const facts = productFacts({ number: 'P-0010' });
    await publishTwice('product.published', facts);

    const rows = (await notificationsOf(facts.productId)).filter((r) => r.type === 'notification.productPublished');
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.data]))).toEqual({
      [publisher.id]: expect.objectContaining({ byYou: true, productId: facts.productId }),
      [adminDe.id]: expect.objectContaining(petra()),
      [adminEn.id]: expect.objectContaining(petra()),
    });
    for (const row of rows)
      expect(row).toMatchObject({ path: `/cockpit/products/${facts.productId}`, organization_id: org });
    expect(rows.find((r) => r.user_id === publisher.id)!.data).not.toHaveProperty('name');
    const mails = (await mailsAbout(facts.productId)).filter((m) => m.template === 'productPublished');
    expect(Object.fromEntries(mails.map((m) => [m.to, m.data]))).toEqual({
      [publisher.email]: {
        productId: facts.productId,
        productName: 'Pralines',
        productNumber: 'P-0010',
        version: 1,
        byYou: true,
      },
      [adminDe.email]: {
        productId: facts.productId,
        productName: 'Pralinés',
        productNumber: 'P-0010',
        version: 1,
        byName: 'Petra Keller',
      },
      [adminEn.email]: {
        productId: facts.productId,
        productName: 'Pralines',
        productNumber: 'P-0010',
        version: 1,
        byName: 'Petra Keller',
      },
    });
  });
});

describe('the review of a product', () => {
  let facts: ReturnType<typeof productFacts>;
  const reviewer = () => platform[0].id;
  const sellerSide = () => [adminDe.id, adminEn.id, publisher.id].sort();
  const conversationMessages = () => world.conversationMessages(org, `product:${facts.versionGroupId}`);

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
    // The reviewer is no member: nobody reads a confirmation or a name, the texts name the platform.
    for (const row of rows) {
      expect(row.data).not.toHaveProperty('byYou');
      expect(row.data).not.toHaveProperty('name');
    }
    expect(rows.map((r) => r.user_id)).not.toContain(reviewer());
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
    expect(news.every((r) => !('byYou' in r.data) && !('name' in r.data))).toBe(true);
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
  const of = (rows: { type: string; user_id: string }[], type: string) =>
    rows
      .filter((r) => r.type === type)
      .map((r) => r.user_id)
      .sort();

  it('tells everyone of a pause with a mail, the person who paused as a confirmation, and names the platform of a resumption', async () => {
    const facts = productFacts({ number: 'P-0003' });
    await catalog.publish('product.published', facts);
    await catalog.publish('product.paused', { ...facts, byUserId: adminDe.id });
    await catalog.publish('product.resumed', { ...facts, byUserId: platform[1].id });
    await catalog.drained(DURABLE);

    const rows = await notificationsOf(facts.productId);
    expect(of(rows, 'notification.productPaused')).toEqual([adminDe.id, adminEn.id, publisher.id].sort());
    const paused = Object.fromEntries(
      rows.filter((r) => r.type === 'notification.productPaused').map((r) => [r.user_id, r.data]),
    );
    expect(paused[adminDe.id]).toMatchObject({ byYou: true });
    expect(paused[adminEn.id]).toMatchObject(dora());
    expect(paused[publisher.id]).toMatchObject(dora());
    expect(of(rows, 'notification.productResumed')).toEqual([adminDe.id, adminEn.id, publisher.id].sort());
    expect(rows.filter((r) => r.type === 'notification.productResumed').every((r) => !('name' in r.data))).toBe(true);
    const mails = await mailsAbout(facts.productId);
    const pausedMails = mails.filter((m) => m.template === 'productPaused');
    expect(pausedMails.map((m) => [m.to, m.locale, m.data.byYou ?? null, m.data.byName ?? null]).sort()).toEqual(
      [
        [adminDe.email, 'de', true, null],
        [adminEn.email, 'en', null, 'Dora Brunner'],
        [publisher.email, 'en', null, 'Dora Brunner'],
      ].sort(),
    );
    const resumedMails = mails.filter((m) => m.template === 'productResumed');
    expect(resumedMails.map((m) => m.to).sort()).toEqual([adminDe.email, adminEn.email, publisher.email].sort());
    expect(resumedMails.every((m) => m.data.byYou === undefined && m.data.byName === undefined)).toBe(true);
    // Nobody blocked hears anything, and the platform administrator who resumed it gets no copy.
    expect(rows.map((r) => r.user_id)).not.toContain(blockedAdmin.id);
    expect(mails.map((m) => m.to)).not.toContain(blockedAdmin.email);
    expect(of(rows, 'notification.productResumed')).not.toContain(platform[1].id);
  });

  it('tells of a block with the reason in the conversation, and of a new draft version with a mail', async () => {
    const facts = productFacts({ number: 'P-0004' });
    await catalog.publish('product.blocked', { ...facts, byUserId: platform[0].id, reason: 'Markenrecht verletzt.' });
    const draft = { ...facts, productId: randomUUID(), version: 2, byUserId: adminEn.id };
    const { redeliver } = await publishTwice('product.versionCreated', {
      ...draft,
      previousProductId: facts.productId,
    });

    const blocked = (await notificationsOf(facts.productId)).filter((r) => r.type === 'notification.productBlocked');
    expect(blocked).toHaveLength(2); // both admins; nobody submitted this product
    const conversation = await id
      .knex('conversations')
      .where({ organization_id: org, topic: `product:${facts.versionGroupId}` })
      .first();
    const messages = await id.knex('conversation_messages').where({ conversation_id: conversation.id });
    expect(messages.map((m) => [m.type, m.body])).toEqual([['rejectionReason', 'Markenrecht verletzt.']]);
    expect((await mailsAbout(facts.productId)).map((m) => m.template)).toEqual(['productBlocked', 'productBlocked']);

    const drafts = await notificationsOf(draft.productId);
    expect(
      Object.fromEntries(drafts.map((r) => [r.user_id, [r.type, r.data.byYou ?? null, r.data.name ?? null]])),
    ).toEqual({
      [adminEn.id]: ['notification.productVersionCreated', true, null],
      [adminDe.id]: ['notification.productVersionCreated', null, 'Test User'],
    });
    const draftMails = await mailsAbout(draft.productId);
    expect(draftMails.map((m) => [m.template, m.to, m.locale, m.data.version]).sort()).toEqual(
      [
        ['productVersionCreated', adminDe.email, 'de', 2],
        ['productVersionCreated', adminEn.email, 'en', 2],
      ].sort(),
    );
    expect(draftMails.find((m) => m.to === adminEn.email)!.data).toMatchObject({ byYou: true });
    expect(draftMails.find((m) => m.to === adminDe.email)!.data).toMatchObject({ byName: 'Test User' });

    await redeliver();
    expect(await notificationsOf(draft.productId)).toHaveLength(2);
    expect(await mailsAbout(draft.productId)).toHaveLength(2);
  });

  it('tells a one-admin organisation about its own release, pause, resumption and new version', async () => {
    const solo = await id.createUser({ language: 'de' });
    const soloOrg = await id.createOrganization('Solo Imkerei', [{ userId: solo.id, roles: ['admin'] }], 'approved', [
      'seller',
    ]);
    const facts = productFacts({ organizationId: soloOrg, byUserId: solo.id, number: 'P-0020' });
    await catalog.publish('product.published', facts);
    await catalog.publish('product.paused', facts);
    await catalog.publish('product.resumed', facts);
    const draftId = randomUUID();
    const { redeliver } = await publishTwice('product.versionCreated', {
      ...facts,
      productId: draftId,
      version: 2,
      previousProductId: facts.productId,
    });

    const rows = [...(await notificationsOf(facts.productId)), ...(await notificationsOf(draftId))];
    const own = rows.filter((r) => r.user_id === solo.id);
    expect(own.map((r) => r.type).sort()).toEqual(
      [
        'notification.productPublished',
        'notification.productPaused',
        'notification.productResumed',
        'notification.productVersionCreated',
      ].sort(),
    );
    expect(own.every((r) => r.data.byYou === true && r.organization_id === soloOrg)).toBe(true);
    // The review task still reaches the platform administrators, who are told by whom only in its texts.
    expect(of(rows, 'notification.productReviewRequested')).toEqual(platform.map((p) => p.id).sort());
    const mails = [...(await mailsAbout(facts.productId)), ...(await mailsAbout(draftId))].filter(
      (m) => m.to === solo.email,
    );
    // Sorted: the order in which the consumer handled the four events is not what is under test.
    expect(mails.map((m) => [m.template, m.locale, m.data.byYou]).sort()).toEqual(
      [
        ['productPublished', 'de', true],
        ['productPaused', 'de', true],
        ['productResumed', 'de', true],
        ['productVersionCreated', 'de', true],
      ].sort(),
    );

    await redeliver();
    expect((await notificationsOf(draftId)).filter((r) => r.user_id === solo.id)).toHaveLength(1);
    expect((await mailsAbout(draftId)).filter((m) => m.to === solo.email)).toHaveLength(1);
  });

  it("tells nobody about an organisation this service doesn't know, and carries on with the next event", async () => {
    const stray = productFacts({ organizationId: randomUUID() });
    await catalog.publish('product.rejected', { ...stray, reason: 'x' });
    const next = productFacts({ number: 'P-0005' });
    await catalog.publish('product.published', next);
    await catalog.drained(DURABLE);
    expect(await notificationsOf(stray.productId)).toEqual([]);
    // Two review tasks and the seller side's three.
    expect(await notificationsOf(next.productId)).toHaveLength(5);
  });
});
