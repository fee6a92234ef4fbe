import { campaignStream, type CampaignStream } from './campaign-stream';
import type { Identity } from './harness';
import { newsWorld } from './news-world';

/**
 * svc-campaign's alarm about gift-code guessing (issue 12), published on a real NATS into CAMPAIGN as its outbox
 * relay would: every platform administrator gets a notification and its mail in their language, once even when
 * the event is delivered again.
 */
const DURABLE = 'identity-voucher-abuse';
const world = newsWorld(campaignStream, DURABLE, 'campaignId');
let id: Identity;
let platform: { id: string; email: string }[];
let stream: CampaignStream;

beforeAll(async () => {
  ({ id, platform, stream } = await world.start());
});
afterAll(() => world.stop());

it('tells every platform administrator, in their language, once', async () => {
  const member = await id.createUser({ language: 'de' });
  const { redeliver } = await world.publishTwice('voucher.lookupBudgetExhausted', {
    at: '2030-03-04T10:00:00.000Z',
    failures: 300,
    windowSec: 60,
  });
  await redeliver();
  const rows = await id.knex('notifications').where({ type: 'notification.voucherLookupBudgetExhausted' });
  expect(rows.map((r) => r.user_id).sort()).toEqual(platform.map((p) => p.id).sort());
  expect(rows.map((r) => r.user_id)).not.toContain(member.id);
  for (const row of rows)
    expect(row).toMatchObject({
      path: null,
      data: { failures: 300, windowMinutes: 1, at: '2030-03-04T10:00:00.000Z' },
    });
  const mails = (await id.mails()).filter((m) => platform.some((p) => p.email === m.to));
  const titles = mails.map((m) => `${m.locale} ${String(m.data.title)}`).sort();
  expect(titles).toEqual(['de Verdacht auf Erraten von Geschenkcodes', 'en Gift-code guessing suspected']);
  expect(stream).toBeDefined();
});
