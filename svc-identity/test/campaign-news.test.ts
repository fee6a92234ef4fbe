import { randomUUID } from 'node:crypto';
import type { EventInput } from '@cadeau/contracts';
import { campaignStream, type CampaignStream } from './campaign-stream';
import type { Identity } from './harness';
import { newsWorld } from './news-world';

/**
 * svc-campaign's campaign events, published on a real NATS into CAMPAIGN as its outbox relay would, become news
 * (issue 11, spec section 4): the review task of platform administrators, the giver side's notifications and
 * mails in each person's language (the organisation's admins and managers, the member who released the
 * campaign and the member who acted, who reads a confirmation while the others are told who did it), the
 * reviewer's reason in the campaign's conversation; a redelivered event adds nothing.
 */
const DURABLE = 'identity-campaign-news';
const world = newsWorld(campaignStream, DURABLE, 'campaignId');
const { publishTwice, notificationsOf, mailsAbout } = world;
let id: Identity;
let campaigns: CampaignStream;
let platform: { id: string; email: string }[];
let adminDe: { id: string; email: string };
let managerEn: { id: string; email: string };
let designer: { id: string; email: string };
let releaser: { id: string; email: string };
let blockedAdmin: { id: string; email: string };
let org: string;

beforeAll(async () => {
  // CAMPAIGN exists before the consumer starts, as on a running platform (campaign-audit.test.ts covers a late one).
  ({ id, stream: campaigns, platform } = await world.start());
  adminDe = await id.createUser({ language: 'de' });
  managerEn = await id.createUser({ language: 'en' });
  designer = await id.createUser({ language: 'de' });
  releaser = await id.createUser({ language: 'en' });
  blockedAdmin = await id.createUser({ blocked: true });
  org = await id.createOrganization('Zürcher Versicherung', [
    { userId: adminDe.id, roles: ['admin'] },
    { userId: managerEn.id, roles: ['manager'] },
    { userId: designer.id, roles: ['designer'] },
    // A plain user cannot release (docs/permissions.md); one who was a manager when releasing still hears.
    { userId: releaser.id, roles: ['user'] },
    { userId: blockedAdmin.id, roles: ['admin'] },
  ]);
  await id.knex('users').where({ id: managerEn.id }).update({ first_name: 'Mia', last_name: 'Meier' });
});
afterAll(() => world.stop());

const campaignFacts = (overrides: Partial<EventInput<'campaign.released'>> = {}) => ({
  campaignId: randomUUID(),
  organizationId: org,
  name: 'Weihnachten 2026',
  status: 'pending' as const,
  actorUserId: managerEn.id,
  ...overrides,
});

const of = (rows: { type: string; user_id: string }[], type: string) =>
  rows
    .filter((r) => r.type === type)
    .map((r) => r.user_id)
    .sort();

describe('campaign.released', () => {
  it('gives every platform administrator a review task with a mail leading to the campaign, once', async () => {
    const facts = campaignFacts();
    const { redeliver } = await publishTwice('campaign.released', facts);

    const rows = await notificationsOf(facts.campaignId);
    const tasks = rows.filter((r) => r.type === 'notification.campaignReviewRequested');
    expect(tasks.map((r) => r.user_id).sort()).toEqual(platform.map((p) => p.id).sort());
    for (const row of tasks)
      expect(row).toMatchObject({
        path: `/cockpit/campaigns/${facts.campaignId}`,
        organization_id: org,
        data: {
          campaignId: facts.campaignId,
          campaignName: 'Weihnachten 2026',
          organizationName: 'Zürcher Versicherung',
        },
      });
    const mails = await mailsAbout(facts.campaignId);
    const taskMails = mails.filter((m) => m.template === 'notification');
    expect(taskMails.map((m) => [m.to, m.locale]).sort()).toEqual(
      [
        [platform[0].email, 'de'],
        [platform[1].email, 'en'],
      ].sort(),
    );
    expect(taskMails.find((m) => m.locale === 'de')!.data).toEqual({
      title: 'Kampagne zur Prüfung: Weihnachten 2026',
      body: 'Der Schenker «Zürcher Versicherung» hat die Kampagne «Weihnachten 2026» eingereicht. Sie wartet auf Ihre Prüfung.',
      path: `/cockpit/campaigns/${facts.campaignId}`,
    });
    const pushed = (await id.outboxEvents('notification.created')).filter(
      (e) => e.payload.notification.data.campaignId === facts.campaignId,
    );
    expect(pushed).toHaveLength(rows.length);

    await redeliver();
    expect(await notificationsOf(facts.campaignId)).toHaveLength(rows.length);
    expect(await mailsAbout(facts.campaignId)).toHaveLength(mails.length);
  });

  it("confirms the release to the member who released it and names them to the organisation's admins and managers", async () => {
    const facts = campaignFacts({ name: 'Jubiläum' });
    await publishTwice('campaign.released', facts);

    const rows = (await notificationsOf(facts.campaignId)).filter((r) => r.type === 'notification.campaignReleased');
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.data]))).toEqual({
      [managerEn.id]: expect.objectContaining({ byYou: true, campaignId: facts.campaignId, campaignName: 'Jubiläum' }),
      [adminDe.id]: expect.objectContaining({ name: 'Mia Meier', email: managerEn.email }),
    });
    // The designer reads campaigns but is not told about every release; nobody blocked hears anything.
    expect(rows.map((r) => r.user_id)).not.toContain(designer.id);
    expect(rows.map((r) => r.user_id)).not.toContain(blockedAdmin.id);
    const mails = (await mailsAbout(facts.campaignId)).filter((m) => m.template === 'campaignReleased');
    expect(Object.fromEntries(mails.map((m) => [m.to, [m.locale, m.data]]))).toEqual({
      [managerEn.email]: ['en', { campaignId: facts.campaignId, campaignName: 'Jubiläum', byYou: true }],
      [adminDe.email]: ['de', { campaignId: facts.campaignId, campaignName: 'Jubiläum', byName: 'Mia Meier' }],
    });
    // The campaign mail replaces the generic one: one mail per person and event on the giver side.
    expect(
      (await mailsAbout(facts.campaignId)).filter((m) => m.template === 'notification').map((m) => m.to),
    ).not.toContain(adminDe.email);
  });
});

describe('the review of a campaign', () => {
  let facts: ReturnType<typeof campaignFacts>;
  const reviewer = () => platform[0].id;
  const conversationMessages = () => world.conversationMessages(org, `campaign:${facts.campaignId}`);

  beforeAll(async () => {
    // Released by a member who is no admin or manager any more: the review still reaches them.
    facts = campaignFacts({ name: 'Sommerfest', actorUserId: releaser.id });
    await campaigns.publish('campaign.released', facts);
    await campaigns.drained(DURABLE);
  });

  it("tells the giver's admins, managers and releaser of a rejection, mails the reason, posts it to the campaign's conversation", async () => {
    const rejected = {
      ...facts,
      status: 'rejected' as const,
      actorUserId: reviewer(),
      reason: 'Der Betreff fehlt.\nBitte ergänzen.',
    };
    const { redeliver } = await publishTwice('campaign.rejected', rejected);

    const rows = (await notificationsOf(facts.campaignId)).filter((r) => r.type === 'notification.campaignRejected');
    expect(rows.map((r) => r.user_id).sort()).toEqual([adminDe.id, managerEn.id, releaser.id].sort());
    const { conversation, messages } = await conversationMessages();
    expect(conversation).toMatchObject({ subject: 'Sommerfest', status: 'open', created_by: reviewer() });
    expect(messages.map((m) => [m.type, m.body, m.author_id])).toEqual([
      ['rejectionReason', 'Der Betreff fehlt.\nBitte ergänzen.', reviewer()],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        path: `/cockpit/campaigns/${facts.campaignId}`,
        organization_id: org,
        data: { reason: 'Der Betreff fehlt.\nBitte ergänzen.', conversationId: conversation.id },
      });
      // The reviewer is no member: nobody reads a confirmation or a name, the texts name the platform.
      expect(row.data).not.toHaveProperty('byYou');
      expect(row.data).not.toHaveProperty('name');
    }
    const mails = (await mailsAbout(facts.campaignId)).filter((m) => m.template === 'campaignRejected');
    expect(mails.map((m) => [m.to, m.locale]).sort()).toEqual(
      [
        [adminDe.email, 'de'],
        [managerEn.email, 'en'],
        [releaser.email, 'en'],
      ].sort(),
    );
    expect(mails.find((m) => m.to === adminDe.email)!.data).toEqual({
      campaignId: facts.campaignId,
      campaignName: 'Sommerfest',
      reason: 'Der Betreff fehlt.\nBitte ergänzen.',
    });

    await redeliver();
    expect(
      (await notificationsOf(facts.campaignId)).filter((r) => r.type === 'notification.campaignRejected'),
    ).toHaveLength(3);
    expect((await conversationMessages()).messages).toHaveLength(1);
    expect((await mailsAbout(facts.campaignId)).filter((m) => m.template === 'campaignRejected')).toHaveLength(3);
  });

  it('shows the giver the rejection among their notifications, and the reason in the conversation', async () => {
    const { headers } = await id.loginAs(managerEn.email);
    const list = await id.http().get('/notification').set(headers);
    expect(list.status).toBe(200);
    expect(
      list.body.items.find(
        (n: { type: string; data: { campaignId?: string } }) =>
          n.data.campaignId === facts.campaignId && n.type === 'notification.campaignRejected',
      ),
    ).toMatchObject({ path: `/cockpit/campaigns/${facts.campaignId}`, readAt: null });
    const { conversation } = await conversationMessages();
    const thread = await id.http().get(`/conversation/${conversation.id}`).set(headers);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain('Der Betreff fehlt.');
  });

  it('posts the approval note of the adjusted release to the same conversation, and mails the approval', async () => {
    await campaigns.publish('campaign.released', { ...facts, actorUserId: adminDe.id });
    const approved = {
      ...facts,
      status: 'approved' as const,
      actorUserId: reviewer(),
      reason: 'Danke für die Anpassung.',
    };
    const { redeliver } = await publishTwice('campaign.approved', approved);

    const rows = (await notificationsOf(facts.campaignId)).filter((r) => r.type === 'notification.campaignApproved');
    // The latest release counts: the admin released it this time, the earlier releaser is not asked again.
    expect(rows.map((r) => r.user_id).sort()).toEqual([adminDe.id, managerEn.id].sort());
    const { messages } = await conversationMessages();
    expect(messages.map((m) => [m.type, m.body])).toEqual([
      ['rejectionReason', 'Der Betreff fehlt.\nBitte ergänzen.'],
      ['approvalReason', 'Danke für die Anpassung.'],
    ]);
    const mails = (await mailsAbout(facts.campaignId)).filter((m) => m.template === 'campaignApproved');
    expect(mails.map((m) => [m.to, m.data.reason]).sort()).toEqual(
      [
        [adminDe.email, 'Danke für die Anpassung.'],
        [managerEn.email, 'Danke für die Anpassung.'],
      ].sort(),
    );

    await redeliver();
    expect((await conversationMessages()).messages).toHaveLength(2);
  });

  it('posts a block as a platform message with the reason and mails it', async () => {
    const blocked = {
      ...facts,
      status: 'blocked' as const,
      actorUserId: platform[1].id,
      reason: 'Missbrauch gemeldet.',
    };
    await publishTwice('campaign.blocked', blocked);
    const rows = (await notificationsOf(facts.campaignId)).filter((r) => r.type === 'notification.campaignBlocked');
    expect(rows.map((r) => r.user_id).sort()).toEqual([adminDe.id, managerEn.id].sort());
    const { messages } = await conversationMessages();
    expect(messages.at(-1)).toMatchObject({
      type: 'platform',
      body: 'Missbrauch gemeldet.',
      author_id: platform[1].id,
    });
    const mails = (await mailsAbout(facts.campaignId)).filter((m) => m.template === 'campaignBlocked');
    expect(mails.map((m) => [m.to, m.locale]).sort()).toEqual(
      [
        [adminDe.email, 'de'],
        [managerEn.email, 'en'],
      ].sort(),
    );
  });
});

describe('a campaign that starts and finishes', () => {
  it('tells the admins and managers with a notification and the generic mail, without a review task', async () => {
    const facts = campaignFacts({ name: 'Frühling', actorUserId: undefined });
    await campaigns.publish('campaign.started', { ...facts, status: 'running' });
    const { redeliver } = await publishTwice('campaign.finished', { ...facts, status: 'finished' });

    const rows = await notificationsOf(facts.campaignId);
    expect(of(rows, 'notification.campaignStarted')).toEqual([adminDe.id, managerEn.id].sort());
    expect(of(rows, 'notification.campaignFinished')).toEqual([adminDe.id, managerEn.id].sort());
    expect(of(rows, 'notification.campaignReviewRequested')).toEqual([]);
    const mails = (await mailsAbout(facts.campaignId)).filter((m) => m.to === adminDe.email);
    expect(mails.map((m) => [m.template, m.data.title]).sort()).toEqual(
      [
        ['notification', 'Kampagne beendet: Frühling'],
        ['notification', 'Kampagne hat begonnen: Frühling'],
      ].sort(),
    );

    await redeliver();
    expect(await notificationsOf(facts.campaignId)).toHaveLength(rows.length);
  });

  it("tells nobody about an organisation this service doesn't know, and carries on with the next event", async () => {
    const stray = campaignFacts({ organizationId: randomUUID() });
    await campaigns.publish('campaign.rejected', { ...stray, status: 'rejected', reason: 'x' });
    const next = campaignFacts({ name: 'Nächste' });
    await campaigns.publish('campaign.released', next);
    await campaigns.drained(DURABLE);
    expect(await notificationsOf(stray.campaignId)).toEqual([]);
    // Two review tasks and the giver side's two (admin and the manager who released it).
    expect(await notificationsOf(next.campaignId)).toHaveLength(4);
  });
});
