import { signClientAddress } from '@cadeau/service-kit';
import { SECRET, startCampaign, type CampaignHarness } from './harness';
import { DEFAULT_LOOKUP_LIMITS, VoucherLookupLimits } from '../src/db/voucher-lookup-limits';
import { NOW, addCampaign, addVouchers } from './redemption-world';

// The failed-lookup budgets of the public redemption (issue 12): per client address and one global budget, both
// in Postgres (rate-limiter-flexible), with one voucher.lookupBudgetExhausted event per window; past its budget an
// address is still served unused codes until its ceiling (ADR 0029). The clock stands still (NOW), so every test
// stays inside one window of the budgets. Here: 3 failures per address, a ceiling of 5, 6 failures of everyone.
let h: CampaignHarness;
beforeAll(async () => {
  h = await startCampaign({
    now: () => NOW,
    voucherLookupLimits: {
      perClient: { points: 3, durationSec: 600 },
      perClientCeiling: 5,
      global: { points: 6, durationSec: 600 },
    },
  });
});
afterAll(() => h?.stop());

const UNKNOWN = '1234-5678-9012-3452';

it("keeps ADR 0029's budgets as literals: 10 failures per address in 600 s, its ceiling 50, 300 of everyone in 60 s", () => {
  // Written out, not read from the constant: raising a budget (the ceiling from 50 to 5000) fails here.
  const adr0029 = {
    perClient: { points: 10, durationSec: 600 },
    perClientCeiling: 50,
    global: { points: 300, durationSec: 60 },
  };
  expect(DEFAULT_LOOKUP_LIMITS).toEqual(adr0029);
  // And the service uses them when no test lowers them.
  expect(new VoucherLookupLimits(h.knex, 'campaign').settings).toEqual(adr0029);
});
const from = (address: string) => signClientAddress(address, SECRET);
const lookupAs = (address: string, code: string) => h.http().get(`/voucher/${code}`).set(from(address));

it('stops a client after its failed lookups, then everyone past the global budget, and tells the administrators once', async () => {
  const { campaignId } = await addCampaign(h.knex, { productIds: [], status: 'blocked' });
  const [voucher] = await addVouchers(h.knex, campaignId, 1);
  // A known code is no failure: it answers (here: the campaign is blocked) and spends nothing.
  for (let i = 0; i < 5; i++)
    expect((await lookupAs('192.0.2.1', voucher!.code)).body.message).toBe('error.voucher.campaignBlocked');

  for (let i = 0; i < 3; i++) expect((await lookupAs('192.0.2.1', UNKNOWN)).status).toBe(404);
  // Client 1 used its budget: a wrong code waits (and still counts: 4 failures of everyone), its real unused code is
  // still served, for a lookup and for an order.
  const refused = await lookupAs('192.0.2.1', UNKNOWN);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('error.voucher.tooManyAttempts');
  expectRetryAfterWithinWindow(refused);
  expect((await lookupAs('192.0.2.1', voucher!.code)).body.message).toBe('error.voucher.campaignBlocked');
  const order = await h.http().post(`/voucher/${voucher!.code}/order`).set(from('192.0.2.1')).send({
    productId: '00000000-0000-4000-8000-000000000000',
  });
  expect(order.body.message).not.toBe('error.voucher.tooManyAttempts');
  // Another client still gets answers.
  expect((await lookupAs('192.0.2.2', voucher!.code)).body.message).toBe('error.voucher.campaignBlocked');
  expect(await exhaustedEvents()).toEqual([]);

  // Two failures of other clients use up the global budget of 6: everyone waits, one event is written.
  for (const address of ['192.0.2.2', '192.0.2.3']) expect((await lookupAs(address, UNKNOWN)).status).toBe(404);
  for (const address of ['192.0.2.5', '192.0.2.2'])
    expect((await lookupAs(address, voucher!.code)).body.message).toBe('error.voucher.tooManyAttempts');
  const events = await exhaustedEvents();
  expect(events).toEqual([{ at: expect.any(String), failures: 6, windowSec: 600 }]);
  // The beacon spends nothing and tells nothing.
  expect((await h.http().post(`/voucher/${UNKNOWN}/visit`).set(from('192.0.2.9'))).status).toBe(204);
});

it('stops parallel failures at the budgets with at most the overshoot of lookups in flight, and tells when to retry', async () => {
  // Fresh windows: the first test used up both budgets.
  await h.knex('voucher_lookup_limits').del();
  const eventsBefore = (await exhaustedEvents()).length;
  const { campaignId } = await addCampaign(h.knex, { productIds: [], status: 'blocked' });
  const [voucher] = await addVouchers(h.knex, campaignId, 1);

  // One client, 20 unknown codes at once: a lookup is refused only once 3 failures have counted, so at least 3
  // answer 404; those already running when the third counted may fail too (ADR 0021: the overshoot).
  const mine = await Promise.all(Array.from({ length: 20 }, () => lookupAs('192.0.2.10', UNKNOWN)));
  const failed = mine.filter((r) => r.status === 404);
  expect(failed.length).toBeGreaterThanOrEqual(3);
  expect(failed.length + mine.filter((r) => r.status === 429).length).toBe(20);
  for (const res of failed) expect(res.body.message).toBe('error.voucher.invalid');
  for (const res of mine.filter((r) => r.status === 429)) {
    expect(res.body.message).toBe('error.voucher.tooManyAttempts');
    expectRetryAfterWithinWindow(res);
  }
  // The count is the gate: past the budgets every lookup of that client waits, its real code too.
  for (const code of [UNKNOWN, voucher!.code]) expect((await lookupAs('192.0.2.10', code)).status).toBe(429);

  // Every failure counted in the global budget of 6 as well (the refused wrong codes too): other clients fail until
  // it is used up, then wait.
  const counted = await globalFailures();
  expect(counted).toBeGreaterThanOrEqual(failed.length);
  const others: number[] = [];
  for (let i = 0; i < 6; i++) others.push((await lookupAs(`192.0.2.${20 + i}`, UNKNOWN)).status);
  const answered = Math.max(0, 6 - counted);
  expect(others).toEqual([...Array<number>(answered).fill(404), ...Array<number>(6 - answered).fill(429)]);
  const res = await lookupAs('192.0.2.30', voucher!.code);
  expect(res.status).toBe(429);
  expectRetryAfterWithinWindow(res);
  // The failure whose count reached the global budget, and only that one, told the administrators.
  const events = await exhaustedEvents();
  expect(events).toHaveLength(eventsBefore + 1);
  expect(events).toEqual(events.map(() => ({ at: expect.any(String), failures: 6, windowSec: 600 })));
});

it('answers 30 simultaneous valid lookups from one address, then stops it after its failed lookups', async () => {
  await h.knex('voucher_lookup_limits').del();
  const { campaignId } = await addCampaign(h.knex, { productIds: [] });
  const vouchers = await addVouchers(h.knex, campaignId, 30);
  // An office behind one address: far more lookups at once than its budget of 3 failures, all of them valid.
  const office = await Promise.all(vouchers.map((v) => lookupAs('192.0.2.40', v.code)));
  expect(statusCounts(office)).toEqual({ 200: 30 });
  // Nothing of the budgets was spent: the same address still has its 3 failures.
  for (let i = 0; i < 3; i++) expect((await lookupAs('192.0.2.40', UNKNOWN)).status).toBe(404);
  // Past its budget the office still redeems its real codes (ADR 0029); a wrong code waits and counts.
  expect((await lookupAs('192.0.2.40', vouchers[1]!.code)).status).toBe(200);
  for (let i = 0; i < 2; i++) {
    const res = await lookupAs('192.0.2.40', UNKNOWN);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('error.voucher.tooManyAttempts');
    expectRetryAfterWithinWindow(res);
  }
  // 5 failures: the ceiling. Now every lookup of the address waits, a real unused code too; others are answered.
  const res = await lookupAs('192.0.2.40', vouchers[2]!.code);
  expect(res.status).toBe(429);
  expectRetryAfterWithinWindow(res);
  expect((await lookupAs('192.0.2.41', vouchers[2]!.code)).status).toBe(200);
});

it("lets the used code's order (issue 23) find no more codes than the lookup: the same budgets and refusals", async () => {
  await h.knex('voucher_lookup_limits').del();
  const orderAs = (address: string, code: string) => h.http().get(`/voucher/${code}/order`).set(from(address));
  const { campaignId } = await addCampaign(h.knex, { productIds: [] });
  const [unused] = await addVouchers(h.knex, campaignId, 1);
  // A real code spends nothing (unused: no order yet); each wrong one spends a point of both budgets.
  expect((await orderAs('192.0.2.60', unused!.code)).body.message).toBe('error.order.notFound');
  for (let i = 0; i < 3; i++) expect((await orderAs('192.0.2.60', UNKNOWN)).body.message).toBe('error.voucher.invalid');
  expect(await globalFailures()).toBe(3);
  // Past the address's budget a wrong code waits and counts, on this route as on the lookup.
  const refused = await orderAs('192.0.2.60', UNKNOWN);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('error.voucher.tooManyAttempts');
  expectRetryAfterWithinWindow(refused);
  expect((await lookupAs('192.0.2.60', UNKNOWN)).status).toBe(429);
  expect(await globalFailures()).toBe(5);
  // The ceiling: every lookup of the address waits on either route.
  expect((await orderAs('192.0.2.60', unused!.code)).status).toBe(429);
});

/** Failed lookups of everyone counted in the current global window (rate-limiter-flexible's row). */
async function globalFailures(): Promise<number> {
  const row = await h.knex('voucher_lookup_limits').where({ key: 'lookups-failed:global' }).first('points');
  return Number(row?.points ?? 0);
}

/** How many answers had each status. */
function statusCounts(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A 429 says in whole seconds when the refusing window (600 s in this file) frees. */
function expectRetryAfterWithinWindow(res: { headers: Record<string, string> }) {
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(600);
}

async function exhaustedEvents() {
  const rows = await h.knex('outbox').where({ subject: 'voucher.lookupBudgetExhausted' }).select('payload');
  return rows.map((r) => r.payload);
}
