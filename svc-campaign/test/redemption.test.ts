import { randomUUID } from 'node:crypto';
import { catalogReservations } from '../src/adapters/catalog-reservations';
import { consumeVoucher } from '../src/db/voucher-redemption';
import { formatGiftCode } from '../src/domain/gift-code';
import { SECRET } from './harness';
import {
  ADDRESS,
  NOW,
  WEEK,
  addCampaign,
  addProduct,
  addVouchers,
  heldReservations,
  startRedemptionWorld,
  type RedemptionWorld,
} from './redemption-world';

// The public redemption (issue 12, area R) against the real svc-catalog: lookups, refusals, the order saga with
// its reservations, feedback, the visit beacon and the sweeper's consumption question.
let w: RedemptionWorld;
let now = NOW;

beforeAll(async () => {
  w = await startRedemptionWorld({ now: () => now });
}, 120_000);
afterAll(() => w?.stop());
afterEach(() => {
  now = NOW;
});

/** A running campaign offering a physical and a digital product, with `count` vouchers. */
async function world(count = 1, campaign: { status?: string; startDate?: string; endDate?: string } = {}) {
  const physical = await addProduct(w.catalog, { type: 'physical', capacity: 10 });
  const digital = await addProduct(w.catalog, { type: 'digital', capacity: 10 });
  const { campaignId, organizationId } = await addCampaign(w.knex, { productIds: [physical, digital], ...campaign });
  const vouchers = await addVouchers(w.knex, campaignId, count, { salutation: 'Liebe Anna' });
  return {
    physical,
    digital,
    campaignId,
    organizationId,
    vouchers,
    code: vouchers[0]!.code,
    voucherId: vouchers[0]!.voucherId,
  };
}

const order = (code: string, body: object, key?: string) => {
  const req = w.http().post(`/voucher/${code}/order`).send(body);
  return key ? req.set('idempotency-key', key) : req;
};

/** Everything a lookup could change: the voucher row, the outbox and the catalog's reservations. */
async function snapshot(voucherId: string, productIds: string[]) {
  return {
    voucher: await w.knex('vouchers').where({ id: voucherId }).first(),
    outbox: (await w.knex('outbox').count<{ count: string }[]>('* as count'))[0]!.count,
    reservations: await w.catalog.knex('availability_reservations').whereIn('product_id', productIds).select(),
  };
}

describe('GET /voucher/{code}', () => {
  it('shows an unused code: campaign, the greeting with the recipient salutation, and the gifts', async () => {
    const t = await world();
    const res = await w
      .http()
      .get(`/voucher/${formatGiftCode(t.code)}`)
      .set('accept-language', 'en-GB,en;q=0.9');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      code: formatGiftCode(t.code),
      status: 'unused',
      campaign: { name: 'Spring thanks', giverName: 'Giver AG', validFrom: '2030-03-01', validTo: '2030-03-31' },
      greeting: { salutation: 'Liebe Anna', text: 'Thank you very much' },
      offers: [
        expect.objectContaining({ productId: t.physical, type: 'physical', soldOutThisWeek: false, deliveryDays: 3 }),
        expect.objectContaining({ productId: t.digital, type: 'digital', soldOutThisWeek: false }),
      ],
      mailsToRecipient: true,
    });
    expect(res.body.offers[0].description).toEqual({ de: 'Beschreibung', en: 'Description' });
    const de = await w.http().get(`/voucher/${t.code}`).set('accept-language', 'de-CH');
    expect(de.body.greeting.text).toBe('Herzlichen Dank');
  });

  it('GET and HEAD change nothing: not the voucher, not the outbox, not the reservations', async () => {
    const t = await world();
    const before = await snapshot(t.voucherId, [t.physical, t.digital]);
    expect((await w.http().get(`/voucher/${t.code}`)).status).toBe(200);
    expect((await w.http().head(`/voucher/${t.code}`)).status).toBe(200);
    expect((await w.http().get(`/voucher/${t.code}`).set('user-agent', 'Mozilla/5.0')).status).toBe(200);
    expect(await snapshot(t.voucherId, [t.physical, t.digital])).toEqual(before);
  });

  it('answers one 404 error.voucher.invalid for unknown, malformed and mistyped codes alike', async () => {
    const t = await world();
    const last = Number(t.code[15]);
    const mistyped = t.code.slice(0, 15) + String((last + 1) % 10);
    const unknown = '1234567890123452';
    const answers = await Promise.all(
      [unknown, mistyped, 'abc', '12345', `${t.code}0`].map((code) => w.http().get(`/voucher/${code}`)),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'error.voucher.invalid', requestId: expect.any(String) });
    }
  });

  it('refuses a blocked campaign, one before its start (with the date) and one after its end (with name and date)', async () => {
    const blocked = await world(1, { status: 'blocked' });
    expect((await w.http().get(`/voucher/${blocked.code}`)).body.message).toBe('error.voucher.campaignBlocked');
    const early = await world(1, { status: 'approved', startDate: '2030-03-10', endDate: '2030-04-10' });
    const tooEarly = await w.http().get(`/voucher/${early.code}`);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body).toMatchObject({ message: 'error.voucher.tooEarly', params: { startDate: '2030-03-10' } });
    const late = await world(1, { status: 'finished', startDate: '2030-02-01', endDate: '2030-03-03' });
    const expired = await w.http().get(`/voucher/${late.code}`);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({
      message: 'error.voucher.expired',
      params: { campaignName: 'Spring thanks', endDate: '2030-03-03' },
    });
  });
});

describe('POST /voucher/{code}/order', () => {
  it('orders a physical gift: 201, the voucher used, voucher.redeemed in the outbox, one unit reserved', async () => {
    const t = await world();
    const res = await order(
      t.code,
      { productId: t.physical, address: { ...ADDRESS, email: 'anna@example.com' } },
      'k-1',
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/),
      productName: expect.objectContaining({ en: expect.any(String) }),
      type: 'physical',
      email: 'anna@example.com',
    });
    const voucher = await w.knex('vouchers').where({ id: t.voucherId }).first();
    expect(voucher).toMatchObject({
      status: 'used',
      order_id: res.body.orderId,
      order_number: res.body.orderNumber,
      order_product_id: t.physical,
      order_week: WEEK,
      order_idempotency_key: 'k-1',
    });
    const key = `voucher:${t.voucherId}:${t.physical}:${WEEK}`;
    expect(await heldReservations(w.catalog, t.physical)).toEqual([{ idempotency_key: key }]);
    const events = await w.knex('outbox').where({ subject: 'voucher.redeemed' }).select('payload');
    const event = events.map((e) => e.payload).find((p) => p.voucherId === t.voucherId);
    expect(event).toMatchObject({
      campaignId: t.campaignId,
      campaignName: 'Spring thanks',
      giverOrganizationId: t.organizationId,
      orderId: res.body.orderId,
      orderNumber: res.body.orderNumber,
      productId: t.physical,
      type: 'physical',
      week: WEEK,
      reservationKey: key,
      address: expect.objectContaining({ zip: '8001', city: 'Zürich' }),
      email: 'anna@example.com',
      language: 'de',
      redeemedAt: NOW.toISOString(),
    });
    expect(JSON.stringify(events)).not.toContain(t.code);
  });

  it('answers a retry with the same Idempotency-Key with the same order (200); any other order is alreadyUsed', async () => {
    const t = await world();
    const first = await order(t.code, { productId: t.digital, email: 'a@example.com' }, 'retry-key');
    expect(first.status).toBe(201);
    const again = await order(t.code, { productId: t.digital, email: 'a@example.com' }, 'retry-key');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await order(t.code, { productId: t.digital }, 'another-key');
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('error.voucher.alreadyUsed');
    expect((await order(t.code, { productId: t.physical, address: ADDRESS })).body.message).toBe(
      'error.voucher.alreadyUsed',
    );
    expect((await w.http().get(`/voucher/${t.code}`)).body.message).toBe('error.voucher.alreadyUsed');
    expect(await heldReservations(w.catalog, t.digital)).toHaveLength(1);
    expect(await heldReservations(w.catalog, t.physical)).toHaveLength(0);
  });

  it('sends the confirmation to the address the code was mailed to when the recipient typed none', async () => {
    const t = await world(2);
    const recipientEmail = async (voucherId: string) =>
      (
        await w
          .knex('vouchers as v')
          .join('recipients as r', 'r.id', 'v.recipient_id')
          .where('v.id', voucherId)
          .first('r.email')
      ).email as string;
    const [physical, digital] = t.vouchers;
    const shipped = await order(physical!.code, { productId: t.physical, address: ADDRESS }, 'own-1');
    expect(shipped.status).toBe(201);
    expect(shipped.body.email).toBe(await recipientEmail(physical!.voucherId));
    const delivered = await order(digital!.code, { productId: t.digital }, 'own-2');
    expect(delivered.status).toBe(201);
    expect(delivered.body.email).toBe(await recipientEmail(digital!.voucherId));
    // The retry answers the same, and svc-catalog's order (its confirmation and a digital gift) gets that address.
    expect((await order(digital!.code, { productId: t.digital }, 'own-2')).body).toEqual(delivered.body);
    const events = (await w.knex('outbox').where({ subject: 'voucher.redeemed' }).select('payload')).map(
      (e) => e.payload,
    );
    expect(events.find((p) => p.voucherId === digital!.voucherId).email).toBe(delivered.body.email);
    expect(events.find((p) => p.voucherId === physical!.voucherId).email).toBe(shipped.body.email);
  });

  // Issue 23: a 300-character local part used to consume the code, and the confirmation then failed.
  it('refuses an address beyond the rules of spec 5 with its key before anything is reserved or consumed', async () => {
    const t = await world();
    const label = 'a'.repeat(63);
    const cases: [unknown, string, string][] = [
      [{ productId: t.digital, email: `${'x'.repeat(300)}@example.ch` }, 'email', 'error.mail.localPartTooLong'],
      [{ productId: t.digital, email: `${'x'.repeat(65)}@example.ch` }, 'email', 'error.mail.localPartTooLong'],
      [{ productId: t.digital, email: `x@${'b'.repeat(64)}.ch` }, 'email', 'error.mail.domainPartTooLong'],
      [
        { productId: t.digital, email: `x@${[label, label, label, label].join('.')}.ch` },
        'email',
        'error.mail.domainTooLong',
      ],
      [{ productId: t.digital, email: 'not an address' }, 'email', 'zod.invalidEmail'],
      [
        { productId: t.physical, address: { ...ADDRESS, email: `${'x'.repeat(65)}@example.ch` } },
        'address.email',
        'error.mail.localPartTooLong',
      ],
    ];
    for (const [i, [body, path, key]] of cases.entries()) {
      const refused = await order(t.code, body as object, `too-long-${i}`);
      expect([path, refused.status, refused.body.issues]).toEqual([
        path,
        400,
        [{ path: path.split('.'), message: key }],
      ]);
    }
    // Nothing was consumed or held: the code still opens, and a valid address (64 characters before the @) orders.
    expect((await w.http().get(`/voucher/${t.code}`)).status).toBe(200);
    expect(await heldReservations(w.catalog, t.digital)).toHaveLength(0);
    expect(await heldReservations(w.catalog, t.physical)).toHaveLength(0);
    const ordered = await order(t.code, { productId: t.digital, email: `${'x'.repeat(64)}@Example.CH` }, 'fits');
    expect([ordered.status, ordered.body.email]).toEqual([201, `${'x'.repeat(64)}@example.ch`]);
  });

  it("asks for an e-mail address for a digital gift when the recipient's own cannot take mail", async () => {
    const t = await world(2);
    const [digital, physical] = t.vouchers;
    const recipientOf = async (voucherId: string) =>
      (await w.knex('vouchers').where({ id: voucherId }).first('recipient_id')).recipient_id as string;
    // A manual campaign's CSV may hold an address that is none (`email_valid` is generated from it).
    await w
      .knex('recipients')
      .whereIn('id', [await recipientOf(digital!.voucherId), await recipientOf(physical!.voucherId)])
      .update({ email: w.knex.raw("'no address ' || id") });
    expect((await w.http().get(`/voucher/${digital!.code}`)).body.mailsToRecipient).toBe(false);

    const refused = await order(digital!.code, { productId: t.digital }, 'nowhere-1');
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: ['email'], message: 'zod.required' }]);
    // Nothing was consumed or held: the code still opens, and with an address the gift goes out.
    expect((await w.http().get(`/voucher/${digital!.code}`)).status).toBe(200);
    expect(await heldReservations(w.catalog, t.digital)).toHaveLength(0);
    const delivered = await order(digital!.code, { productId: t.digital, email: 'typed@example.ch' }, 'nowhere-2');
    expect(delivered.status).toBe(201);
    expect(delivered.body.email).toBe('typed@example.ch');
    // A parcel needs no e-mail: it ships without a confirmation mail.
    const shipped = await order(physical!.code, { productId: t.physical, address: ADDRESS }, 'nowhere-3');
    expect(shipped.status).toBe(201);
    expect(shipped.body.email).toBeNull();
  });

  it('of 20 concurrent orders on one code exactly one wins and one unit is reserved', async () => {
    const t = await world();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(t.code, { productId: i % 2 ? t.physical : t.digital, address: ADDRESS }, `c-${i}`),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.body.message === 'error.voucher.alreadyUsed')).toBe(
      true,
    );
    const held = [
      ...(await heldReservations(w.catalog, t.physical)),
      ...(await heldReservations(w.catalog, t.digital)),
    ];
    const voucher = await w.knex('vouchers').where({ id: t.voucherId }).first();
    expect(held).toEqual([{ idempotency_key: `voucher:${t.voucherId}:${voucher.order_product_id}:${WEEK}` }]);
  });

  it('checks the address of a physical gift against the Swiss Post list before reserving', async () => {
    const t = await world();
    const missing = await order(t.code, { productId: t.physical });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: ['address'], message: 'zod.required' }]);
    const zip = await order(t.code, { productId: t.physical, address: { ...ADDRESS, zip: '9999' } });
    expect(zip.status).toBe(400);
    expect(zip.body.message).toBe('error.address.unknownZip');
    const city = await order(t.code, { productId: t.physical, address: { ...ADDRESS, city: 'Bern' } });
    expect(city.status).toBe(400);
    expect(city.body).toMatchObject({ message: 'error.address.cityMismatch', params: { localities: 'Zürich' } });
    expect((await order(t.code, { productId: t.physical, address: { ...ADDRESS, city: 'zuerich' } })).status).toBe(201);
    // The order's address carries the locality as Swiss Post writes it, not as typed.
    const events = await w.knex('outbox').where({ subject: 'voucher.redeemed' }).select('payload');
    const event = events.map((e) => e.payload).find((p) => p.voucherId === t.voucherId);
    expect(event.address).toMatchObject({ zip: '8001', city: 'Zürich' });
  });

  it('refuses a product the campaign does not offer, and a sold-out week (shown as sold out before)', async () => {
    const single = await addProduct(w.catalog, { type: 'digital', capacity: 1 });
    const { campaignId } = await addCampaign(w.knex, { productIds: [single] });
    const [a, b] = await addVouchers(w.knex, campaignId, 2);
    const stranger = await addProduct(w.catalog, { type: 'digital' });
    const notOffered = await order(a!.code, { productId: stranger });
    expect(notOffered.status).toBe(404);
    expect(notOffered.body.message).toBe('error.voucher.productNotOffered');
    expect((await order(a!.code, { productId: single })).status).toBe(201);
    expect((await w.http().get(`/voucher/${b!.code}`)).body.offers[0].soldOutThisWeek).toBe(true);
    const soldOut = await order(b!.code, { productId: single });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe('error.voucher.soldOut');
    expect((await w.knex('vouchers').where({ id: b!.voucherId }).first()).status).toBe('unused');
  });

  it('gives the reservation back when consuming fails: that attempt stays refused, a new one orders the gift', async () => {
    const t = await world();
    // The consuming UPDATE fails for this voucher only (a database failure at step 3).
    await w.knex.raw(`create or replace function fail_consume() returns trigger language plpgsql as $$
      begin if new.status = 'used' and old.id = '${t.voucherId}' then raise exception 'consume failed'; end if;
      return new; end $$`);
    await w.knex.raw(
      'create trigger fail_consume before update on vouchers for each row execute function fail_consume()',
    );
    try {
      const failed = await order(t.code, { productId: t.digital }, 'attempt-1');
      expect(failed.status).toBe(500);
    } finally {
      await w.knex.raw('drop trigger fail_consume on vouchers');
    }
    const key = `voucher:${t.voucherId}:${t.digital}:${WEEK}`;
    const released = async () =>
      (await w.catalog.knex('availability_reservations').where({ idempotency_key: key }).first()).status;
    expect(await heldReservations(w.catalog, t.digital)).toEqual([]);
    expect(await released()).toBe('released');
    const voucher = await w.knex('vouchers').where({ id: t.voucherId }).first();
    expect(voucher).toMatchObject({ status: 'unused', reservation_round: 1, compensated_attempts: ['attempt-1'] });
    // A request still holding the released key (a double click answered before the release) cannot consume.
    const stale = { reservationKey: key, round: 0, productId: t.digital, week: WEEK, idempotencyKey: 'attempt-1' };
    const twin = { ...stale, orderId: randomUUID(), orderNumber: 'X', at: NOW };
    expect(await w.knex.transaction((trx) => consumeVoucher(trx, t.voucherId, twin))).toBe(false);
    // The compensated attempt's retry is refused as sold out and reserves nothing.
    const retry = await order(t.code, { productId: t.digital }, 'attempt-1');
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe('error.voucher.soldOut');
    expect(await heldReservations(w.catalog, t.digital)).toEqual([]);
    // A new attempt of the same recipient orders the same gift this week, under the next round's key.
    expect((await order(t.code, { productId: t.digital }, 'attempt-2')).status).toBe(201);
    expect(await heldReservations(w.catalog, t.digital)).toEqual([{ idempotency_key: `${key}:1` }]);
    expect(await released()).toBe('released');
    const used = await w.knex('vouchers').where({ id: t.voucherId }).first();
    expect(used).toMatchObject({
      status: 'used',
      order_reservation_key: `${key}:1`,
      order_idempotency_key: 'attempt-2',
    });
    const events = await w.knex('outbox').where({ subject: 'voucher.redeemed' }).select('payload');
    expect(events.map((e) => e.payload).filter((p) => p.voucherId === t.voucherId)).toEqual([
      expect.objectContaining({ reservationKey: `${key}:1`, orderId: used.order_id }),
    ]);
    // The compensated attempt retried late finds the code used: no second order, no second unit.
    expect((await order(t.code, { productId: t.digital }, 'attempt-1')).body.message).toBe('error.voucher.alreadyUsed');
    expect(await heldReservations(w.catalog, t.digital)).toEqual([{ idempotency_key: `${key}:1` }]);
  });

  it('orders again after the sweeper freed the unit of a crashed attempt, in the next round', async () => {
    const t = await world();
    const key = `voucher:${t.voucherId}:${t.digital}:${WEEK}`;
    // A saga reserved and died before consuming; the sweeper (voucher unused) gave the unit back.
    const catalog = catalogReservations({ baseUrl: w.catalog.url, secret: SECRET });
    expect(await catalog.reserve(t.digital, WEEK, key)).toBe(true);
    await catalog.release(t.digital, WEEK, key);
    // Its retry (same key as any attempt of round 0) finds the key released, moves the round on and orders.
    const retry = await order(t.code, { productId: t.digital }, 'crashed-attempt');
    expect(retry.status).toBe(201);
    expect(await heldReservations(w.catalog, t.digital)).toEqual([{ idempotency_key: `${key}:1` }]);
    expect(await w.knex('vouchers').where({ id: t.voucherId }).first()).toMatchObject({
      status: 'used',
      reservation_round: 1,
      order_reservation_key: `${key}:1`,
    });
    const swept = await w.catalog.knex('availability_reservations').where({ idempotency_key: key }).first();
    expect(swept.status).toBe('released');
  });

  it("fences a crashed attempt's round before the sweeper frees its unit, so a late retry cannot use that unit", async () => {
    const t = await world();
    const key = `voucher:${t.voucherId}:${t.digital}:${WEEK}`;
    // A saga reserved and died before consuming; ten minutes on, the sweeper asks about it, naming the key.
    const catalog = catalogReservations({ baseUrl: w.catalog.url, secret: SECRET });
    expect(await catalog.reserve(t.digital, WEEK, key)).toBe(true);
    const asked = await w.internalCall('POST', '/internal/vouchers/consumption', {
      voucherIds: [t.voucherId],
      releasing: [key],
    });
    expect(asked.body.vouchers).toEqual([expect.objectContaining({ voucherId: t.voucherId, status: 'unused' })]);
    expect((await w.knex('vouchers').where({ id: t.voucherId }).first()).reservation_round).toBe(1);
    // Between that answer and the release, a request of round 0 that svc-catalog told "reserved" cannot consume.
    const late = {
      reservationKey: key,
      round: 0,
      productId: t.digital,
      week: WEEK,
      idempotencyKey: 'crashed-attempt',
      orderId: randomUUID(),
      orderNumber: 'X',
      at: NOW,
    };
    expect(await w.knex.transaction((trx) => consumeVoucher(trx, t.voucherId, late))).toBe(false);
    // The retry orders in the next round; the sweeper's release of the old key takes no order's unit.
    expect((await order(t.code, { productId: t.digital }, 'crashed-attempt')).status).toBe(201);
    await catalog.release(t.digital, WEEK, key);
    expect(await heldReservations(w.catalog, t.digital)).toEqual([{ idempotency_key: `${key}:1` }]);
    expect(await w.knex('vouchers').where({ id: t.voucherId }).first()).toMatchObject({
      status: 'used',
      reservation_round: 1,
      order_reservation_key: `${key}:1`,
    });
    // A fence for a used voucher, or for a key of a round long gone, changes nothing.
    await w.internalCall('POST', '/internal/vouchers/consumption', {
      voucherIds: [t.voucherId],
      releasing: [key, `${key}:1`, 'order:someone-else'],
    });
    expect((await w.knex('vouchers').where({ id: t.voucherId }).first()).reservation_round).toBe(1);
  });

  it('fences only the vouchers asked about, and only in the round a key names', async () => {
    const t = await world(3);
    const [a, b, c] = t.vouchers;
    const keyOf = (voucherId: string, round = 0) =>
      `voucher:${voucherId}:${t.digital}:${WEEK}${round ? `:${round}` : ''}`;
    await w.internalCall('POST', '/internal/vouchers/consumption', {
      voucherIds: [a!.voucherId, b!.voucherId],
      // b's key names round 2, which b has not reached; c is not asked about.
      releasing: [keyOf(a!.voucherId), keyOf(a!.voucherId), keyOf(b!.voucherId, 2), keyOf(c!.voucherId)],
    });
    const rounds = await w
      .knex('vouchers')
      .whereIn('id', [a!.voucherId, b!.voucherId, c!.voucherId])
      .select('id', 'reservation_round');
    expect(Object.fromEntries(rounds.map((r) => [r.id, r.reservation_round]))).toEqual({
      [a!.voucherId]: 1,
      [b!.voucherId]: 0,
      [c!.voucherId]: 0,
    });
  });
});

describe('GET /voucher/{code}/order (issue 23)', () => {
  it('shows the order a used code made (number, gift, status, QR image), never the address, and stores nothing', async () => {
    const t = await world();
    const placed = await order(t.code, { productId: t.physical, address: { ...ADDRESS, email: 'anna@example.com' } });
    expect(placed.status).toBe(201);
    const res = await w.http().get(`/voucher/${t.code}/order`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // Until svc-catalog's order.placed reaches the platform's view, the order is placed.
    expect(res.body).toEqual({
      orderNumber: placed.body.orderNumber,
      productName: placed.body.productName,
      type: 'physical',
      status: 'placed',
      qrPath: `/api/order/${placed.body.orderId}/qr.png`,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Bahnhofstrasse|Zürich|anna@example/);
    // The status follows the platform's view of the order events; the formatted code finds it too.
    await w.knex('platform_orders').insert({
      id: placed.body.orderId,
      number: placed.body.orderNumber,
      seller_organization_id: randomUUID(),
      status: 'shipped',
      value_rappen: 0,
      placed_at: NOW,
      since: NOW,
      occurred_at: NOW,
    });
    const before = await snapshot(t.voucherId, [t.physical]);
    const shipped = await w.http().get(`/voucher/${formatGiftCode(t.code.replace(/\D/g, ''))}/order`);
    expect(shipped.body).toMatchObject({ orderNumber: placed.body.orderNumber, status: 'shipped' });
    expect(await snapshot(t.voucherId, [t.physical])).toEqual(before);
  });

  it('answers an unused code that it has no order, and an unknown code as every lookup does', async () => {
    const t = await world();
    const unused = await w.http().get(`/voucher/${t.code}/order`);
    expect({ status: unused.status, message: unused.body.message }).toEqual({
      status: 404,
      message: 'error.order.notFound',
    });
    const unknown = await w.http().get('/voucher/1234-5678-9012-3452/order');
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 404,
      message: 'error.voucher.invalid',
    });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});

describe('feedback, visit and consumption', () => {
  it('takes feedback on a used code only, within 30 days, and publishes it', async () => {
    const t = await world();
    const early = await w.http().put(`/voucher/${t.code}`).send({ feedback: 'Thanks!' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('error.voucher.notRedeemed');
    expect((await order(t.code, { productId: t.digital })).status).toBe(201);
    expect((await w.http().put(`/voucher/${t.code}`).send({ feedback: '  Merci vielmal!  ' })).status).toBe(204);
    const voucher = await w.knex('vouchers').where({ id: t.voucherId }).first();
    expect(voucher.feedback).toBe('Merci vielmal!');
    const events = await w.knex('outbox').where({ subject: 'voucher.feedbackGiven' }).select('payload');
    expect(events.map((e) => e.payload)).toContainEqual({
      voucherId: t.voucherId,
      campaignId: t.campaignId,
      giverOrganizationId: t.organizationId,
      feedback: 'Merci vielmal!',
      at: NOW.toISOString(),
    });
    now = new Date(NOW.getTime() + 31 * 86_400_000);
    const late = await w.http().put(`/voucher/${t.code}`).send({ feedback: 'Later' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: 'error.voucher.feedbackClosed', params: { days: 30 } });
    const tooLong = await w
      .http()
      .put(`/voucher/${t.code}`)
      .send({ feedback: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
  });

  it('counts a visit as the click once, not for headless agents, and answers 204 for any code', async () => {
    const t = await world(2);
    const [a, b] = t.vouchers;
    const headless = await w
      .http()
      .post(`/voucher/${a!.code}/visit`)
      .set('user-agent', 'Mozilla/5.0 HeadlessChrome/120');
    expect(headless.status).toBe(204);
    expect((await w.knex('vouchers').where({ id: a!.voucherId }).first()).clicked_at).toBeNull();
    const person = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
    expect((await w.http().post(`/voucher/${a!.code}/visit`).set('user-agent', person)).status).toBe(204);
    const clicked = (await w.knex('vouchers').where({ id: a!.voucherId }).first()).clicked_at;
    expect(clicked).toEqual(NOW);
    now = new Date(NOW.getTime() + 60_000);
    await w.http().post(`/voucher/${a!.code}/visit`).set('user-agent', person);
    expect((await w.knex('vouchers').where({ id: a!.voucherId }).first()).clicked_at).toEqual(clicked);
    expect((await w.http().post('/voucher/1234567890123452/visit').set('user-agent', person)).status).toBe(204);
    expect((await w.knex('vouchers').where({ id: b!.voucherId }).first()).clicked_at).toBeNull();
  });

  it('tells the sweeper how each voucher was used', async () => {
    const t = await world(2);
    const [a, b] = t.vouchers;
    expect((await order(a!.code, { productId: t.digital })).status).toBe(201);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await w.internalCall('POST', '/internal/vouchers/consumption', {
      voucherIds: [a!.voucherId, b!.voucherId, unknown],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      vouchers: [
        {
          voucherId: a!.voucherId,
          status: 'used',
          productId: t.digital,
          week: WEEK,
          reservationKey: `voucher:${a!.voucherId}:${t.digital}:${WEEK}`,
        },
        { voucherId: b!.voucherId, status: 'unused', productId: null, week: null, reservationKey: null },
        { voucherId: unknown, status: 'unknown', productId: null, week: null, reservationKey: null },
      ],
    });
    expect((await w.http().post('/internal/vouchers/consumption').send({ voucherIds: [] })).status).toBe(403);
  });
});
