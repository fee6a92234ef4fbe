import { randomUUID } from 'node:crypto';
import { campaignStream, type CampaignStream } from './campaign-stream';
import { startIdentity, type Identity } from './harness';

/**
 * The one audit log (spec section 3) holds svc-campaign's entries too (issue 11): `audit.campaign.recorded`
 * events, published on a real NATS as its outbox relay would, become entries of GET /audit, so a campaign's
 * history is `GET /audit?entity=campaign&entityId=<id>` as a product's is.
 */
let id: Identity;
let campaigns: CampaignStream;
beforeAll(async () => {
  id = await startIdentity();
  // After the service started, as on a fresh platform where svc-campaign comes up later: both CAMPAIGN
  // consumers wait and retry with a growing pause (the first retries come after 1.5 s and 7.5 s), hence the
  // first test's longer wait below.
  campaigns = await campaignStream(id.nats.url);
});
afterAll(async () => {
  await campaigns?.close();
  await id?.stop();
});

const DURABLE = 'identity-audit-campaign';

it("stores a campaign's entries once, at the time of the change, and GET /audit gives its history to the giver and the platform", async () => {
  const platform = await id.createUser({ roles: ['platformAdmin'] });
  const giver = await id.createUser({ email: `giver-${randomUUID().slice(0, 8)}@example.ch` });
  const org = await id.createOrganization('Audit Giver AG', [{ userId: giver.id, roles: ['admin'] }]);
  const other = await id.createOrganization('Other Giver AG', []);
  const campaignId = randomUUID();
  const created = new Date(Date.now() - 120_000);
  const released = new Date(Date.now() - 60_000);
  const entry = {
    action: 'update' as const,
    entity: 'campaign',
    entityId: campaignId,
    organizationId: org,
    userId: giver.id,
    value: { status: { from: 'draft', to: 'pending' } },
    ip: '203.0.113.7',
  };
  const insertId = await campaigns.publish(
    'audit.campaign.recorded',
    { ...entry, action: 'insert', value: { name: 'Weihnachten' } },
    { occurredAt: created },
  );
  const releaseId = await campaigns.publish('audit.campaign.recorded', entry, { occurredAt: released });
  // Its recipients' import, a part of the campaign: in the whole history, not in the campaign's own fields.
  const importId = await campaigns.publish('audit.campaign.recorded', {
    ...entry,
    action: 'insert',
    entity: 'campaignRecipients',
    value: { imported: 1000, duplicates: 3 },
  });
  // Another campaign's entry, of another organisation: in neither history below.
  await campaigns.publish('audit.campaign.recorded', { ...entry, entityId: randomUUID(), organizationId: other });
  await campaigns.drained(DURABLE, 60_000);
  // The same event again (a redelivery after a lost ack): still one entry.
  await campaigns.publish('audit.campaign.recorded', entry, { id: releaseId, occurredAt: released });
  await campaigns.drained(DURABLE);

  const history = { entity: 'campaign', entityId: campaignId };
  const asPlatform = (await id.loginAs(platform.email)).headers;
  const page = await id.http().get('/audit').set(asPlatform).query(history);
  expect(page.status).toBe(200);
  expect(page.body.items).toEqual([
    {
      id: releaseId,
      action: 'update',
      entity: 'campaign',
      entityId: campaignId,
      organizationId: org,
      user: { id: giver.id, name: 'Test User', email: giver.email },
      value: { status: { from: 'draft', to: 'pending' } },
      ip: '203.0.113.7',
      createdAt: released.toISOString(),
    },
    expect.objectContaining({ id: insertId, action: 'insert', createdAt: created.toISOString() }),
  ]);

  // The giver's admin reads the same history among the organisation's own entries, the whole one by the
  // campaign's id alone (newest first).
  const asGiver = (await id.loginAs(giver.email)).headers;
  const own = await id.http().get('/audit').set(asGiver).query(history);
  expect(own.body.items.map((e: { id: string }) => e.id)).toEqual([releaseId, insertId]);
  const whole = await id.http().get('/audit').set(asGiver).query({ entityId: campaignId });
  expect(whole.body.items.map((e: { id: string; entity: string }) => [e.entity, e.id])).toEqual([
    ['campaignRecipients', importId],
    ['campaign', releaseId],
    ['campaign', insertId],
  ]);
}, 90_000);

it('the campaign news consumer came up with the late stream as well', async () => {
  // Its durable exists once CAMPAIGN does: an event published now is handled (nobody to tell here: an
  // organisation this service does not know), so the consumer drains.
  await campaigns.publish('campaign.finished', {
    campaignId: randomUUID(),
    organizationId: randomUUID(),
    name: 'Unbekannt',
    status: 'finished',
  });
  await campaigns.drained('identity-campaign-news', 60_000);
}, 90_000);
