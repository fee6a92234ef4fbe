import type { ProductFacts } from '@cadeau/contracts';
import { DomainError, errors, refusal } from '@cadeau/service-kit/errors';
import {
  FIRST_ORDER_STEP,
  MAX_ROUNDS,
  nextOrderStep,
  type OrderAttempt,
  type OrderPlan,
  type OrderRequest,
  type OrderStep,
  type OrderStepResult,
  type OrderVoucher,
} from './order-saga';

// Every branch of the order saga (ADR 0021) without Postgres or svc-catalog: a result in, the next step out. The
// race and integration tests (test/order-race.test.ts, test/redemption.test.ts) run the same steps for real.

const VOUCHER = '11111111-1111-4111-8111-111111111111';
const PRODUCT = '22222222-2222-4222-8222-222222222222';
const OTHER_PRODUCT = '33333333-3333-4333-8333-333333333333';
const CAMPAIGN = '44444444-4444-4444-8444-444444444444';
const GIVER = '55555555-5555-4555-8555-555555555555';
const SELLER = '66666666-6666-4666-8666-666666666666';
const ORDER = '77777777-7777-4777-8777-777777777777';
const WINNER_ORDER = '88888888-8888-4888-8888-888888888888';
const KEY = `voucher:${VOUCHER}:${PRODUCT}:2030-W11`;

const unused: OrderVoucher = {
  id: VOUCHER,
  status: 'unused',
  reservation_round: 0,
  compensated_attempts: [],
  order_reservation_key: null,
  order_idempotency_key: null,
  order_id: null,
  order_number: null,
  order_product_id: null,
  recipient_email: 'recipient@example.com',
  recipient_email_valid: true,
  campaign_id: CAMPAIGN,
  campaign_name: 'Spring',
  campaign_status: 'running',
  organization_id: GIVER,
  start_date: '2030-03-01',
  end_date: '2030-03-31',
  product_ids: [PRODUCT, OTHER_PRODUCT],
};

/** The voucher as another request's order left it. */
const usedBy = (idempotencyKey: string | null, reservationKey = KEY): OrderVoucher => ({
  ...unused,
  status: 'used',
  order_reservation_key: reservationKey,
  order_idempotency_key: idempotencyKey,
  order_id: WINNER_ORDER,
  order_number: 'WINNR-00001',
  order_product_id: OTHER_PRODUCT,
});

const address = {
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Bahnhofstrasse',
  houseNumber: '1',
  zip: '8001',
  city: 'zurich',
  co: undefined,
  phone: undefined,
};

const request: OrderRequest = {
  idempotencyKey: 'key-1',
  productId: PRODUCT,
  address,
  language: 'de',
  // Wednesday of ISO week 11 of 2030.
  today: '2030-03-13',
  orderId: ORDER,
  orderNumber: 'ABCDE-12345',
};

const facts = (over: Partial<ProductFacts> = {}): ProductFacts => ({
  id: PRODUCT,
  status: 'approved',
  type: 'physical',
  name: { de: 'Kerze', en: 'Candle' },
  grossPriceRappen: 4500,
  shippingRappen: 900,
  deliveryDays: 3,
  organizationId: SELLER,
  organizationName: 'Seller AG',
  imageUrl: null,
  ...over,
});

const plan: OrderPlan = {
  voucherId: VOUCHER,
  campaignId: CAMPAIGN,
  campaignName: 'Spring',
  giverOrganizationId: GIVER,
  productId: PRODUCT,
  productName: { de: 'Kerze', en: 'Candle' },
  sellerOrganizationId: SELLER,
  type: 'physical',
  week: '2030-W11',
  address: { ...address, city: 'Zürich' },
  email: 'recipient@example.com',
  language: 'de',
  idempotencyKey: 'key-1',
  orderId: ORDER,
  orderNumber: 'ABCDE-12345',
};

const attempt = (over: Partial<OrderAttempt> = {}): OrderAttempt => ({
  plan,
  try: 1,
  round: 0,
  reservationKey: KEY,
  ...over,
});

const next = (result: OrderStepResult, req: OrderRequest = request) => nextOrderStep(req, result);
const refusedWith = (result: OrderStepResult, req: OrderRequest = request) => refusal(() => next(result, req));
const lookedUp = (voucher: OrderVoucher) => ({ do: 'lookUp' as const, voucher });
const offered = (f: ProductFacts | undefined, req: Partial<OrderRequest> = {}, voucher = unused) =>
  next({ do: 'loadOffer', voucher, productId: PRODUCT, facts: f }, { ...request, ...req });

describe('the order saga: after the look-up', () => {
  it('starts by looking the code up', () => {
    expect(FIRST_ORDER_STEP).toEqual({ do: 'lookUp' });
  });

  it("reads the chosen gift's facts for an unused, redeemable voucher offering it", () => {
    expect(next(lookedUp(unused))).toEqual({ do: 'loadOffer', voucher: unused, productId: PRODUCT });
  });

  it.each([
    [
      'a used voucher without an Idempotency-Key',
      usedBy('key-1'),
      null,
      { status: 409, key: 'error.voucher.alreadyUsed' },
    ],
    [
      "a used voucher and another request's key",
      usedBy('key-2'),
      'key-1',
      { status: 409, key: 'error.voucher.alreadyUsed' },
    ],
    [
      'a used voucher whose order is not stored',
      { ...usedBy('key-1'), order_id: null },
      'key-1',
      { status: 409, key: 'error.voucher.alreadyUsed' },
    ],
    [
      'a blocked campaign',
      { ...unused, campaign_status: 'blocked' },
      'key-1',
      { status: 409, key: 'error.voucher.campaignBlocked' },
    ],
    [
      'a campaign not started yet',
      { ...unused, start_date: '2030-03-14' },
      'key-1',
      { status: 409, key: 'error.voucher.tooEarly' },
    ],
    [
      'a campaign past its end',
      { ...unused, end_date: '2030-03-12' },
      'key-1',
      { status: 409, key: 'error.voucher.expired' },
    ],
    [
      'a gift the campaign does not offer (asked nothing)',
      { ...unused, product_ids: [OTHER_PRODUCT] },
      'key-1',
      { status: 404, key: 'error.voucher.productNotOffered' },
    ],
  ] as [string, OrderVoucher, string | null, object][])('refuses %s', (_, voucher, idempotencyKey, refused) => {
    expect(refusedWith(lookedUp(voucher), { ...request, idempotencyKey })).toEqual(refused);
  });

  it("answers a used voucher's stored order again to the winner's key, with the confirmation address of this request", () => {
    expect(next(lookedUp(usedBy('key-1')), { ...request, email: 'typed@example.com' })).toEqual({
      do: 'loadStoredOrder',
      productId: OTHER_PRODUCT,
      orderId: WINNER_ORDER,
      orderNumber: 'WINNR-00001',
      email: 'typed@example.com',
    });
    expect(
      next(lookedUp({ ...usedBy('key-1'), recipient_email_valid: false }), { ...request, address: undefined }),
    ).toEqual({
      do: 'loadStoredOrder',
      productId: OTHER_PRODUCT,
      orderId: WINNER_ORDER,
      orderNumber: 'WINNR-00001',
      email: null,
    });
  });
});

describe('the order saga: after the gift was read', () => {
  it('reserves in the voucher round with the key of the Zurich ISO week, the address as Swiss Post writes it', () => {
    expect(offered(facts())).toEqual({ do: 'reserve', attempt: attempt() });
  });

  it('names the round in the key from round 1 on, and keeps the typed address and no delivery address for a digital gift', () => {
    expect(
      offered(
        facts({ type: 'digital' }),
        { address: undefined, email: 'typed@example.com' },
        { ...unused, reservation_round: 2 },
      ),
    ).toEqual({
      do: 'reserve',
      attempt: {
        plan: (({ address: _, ...rest }) => ({ ...rest, type: 'digital', email: 'typed@example.com' }))(plan),
        try: 1,
        round: 2,
        reservationKey: `${KEY}:2`,
      },
    });
  });

  it("sends a donation's confirmation to the delivery address's e-mail when no other was typed", () => {
    const step = offered(facts({ type: 'donation' }), { address: { ...address, email: 'home@example.com' } });
    expect(step).toMatchObject({ do: 'reserve', attempt: { plan: { type: 'donation', email: 'home@example.com' } } });
    expect(step).not.toHaveProperty('attempt.plan.address');
  });

  it.each([
    ['a gift unknown to the catalog', undefined, {}, unused, { status: 409, key: 'error.voucher.productUnavailable' }],
    [
      'a gift not approved',
      facts({ status: 'draft' }),
      {},
      unused,
      { status: 409, key: 'error.voucher.productUnavailable' },
    ],
    [
      'a physical gift without an address',
      facts(),
      { address: undefined },
      unused,
      { status: 400, key: 'zod.invalid' },
    ],
    [
      'a physical gift to a postcode that does not exist',
      facts(),
      { address: { ...address, zip: '1999' } },
      unused,
      { status: 400, key: 'error.address.unknownZip' },
    ],
    [
      'a digital gift with nowhere to mail it',
      facts({ type: 'digital' }),
      { address: undefined },
      { ...unused, recipient_email_valid: false },
      { status: 400, key: 'zod.invalid' },
    ],
    [
      'a retry of an attempt whose reservation was given back',
      facts(),
      {},
      { ...unused, compensated_attempts: ['key-0', 'key-1'] },
      { status: 409, key: 'error.voucher.soldOut' },
    ],
  ] as [string, ProductFacts | undefined, Partial<OrderRequest>, OrderVoucher, object][])(
    'refuses %s before reserving',
    (_, f, req, voucher, refused) => {
      expect(refusal(() => offered(f, req, voucher))).toEqual(refused);
    },
  );

  it('lets a new attempt (another key, or none) through after a compensated one', () => {
    const compensated = { ...unused, compensated_attempts: ['key-1'] };
    expect(offered(facts(), { idempotencyKey: 'key-2' }, compensated)).toMatchObject({ do: 'reserve' });
    expect(offered(facts(), { idempotencyKey: null }, compensated)).toMatchObject({ do: 'reserve' });
  });
});

describe('the order saga: after the reservation', () => {
  const at = new Date('2030-03-13T09:30:00.000Z');

  it('consumes the voucher in the attempt round with the event svc-catalog makes the order from', () => {
    expect(next({ do: 'reserve', attempt: attempt({ round: 1, reservationKey: `${KEY}:1` }), held: true, at })).toEqual(
      {
        do: 'consume',
        attempt: attempt({ round: 1, reservationKey: `${KEY}:1` }),
        consumption: {
          reservationKey: `${KEY}:1`,
          round: 1,
          orderId: ORDER,
          orderNumber: 'ABCDE-12345',
          productId: PRODUCT,
          week: '2030-W11',
          idempotencyKey: 'key-1',
          at,
        },
        event: {
          voucherId: VOUCHER,
          campaignId: CAMPAIGN,
          campaignName: 'Spring',
          giverOrganizationId: GIVER,
          orderId: ORDER,
          orderNumber: 'ABCDE-12345',
          productId: PRODUCT,
          sellerOrganizationId: SELLER,
          type: 'physical',
          week: '2030-W11',
          reservationKey: `${KEY}:1`,
          address: { ...address, city: 'Zürich' },
          email: 'recipient@example.com',
          language: 'de',
          redeemedAt: '2030-03-13T09:30:00.000Z',
        },
      },
    );
  });

  it('puts no address into the event of a gift without one', () => {
    const { address: _, ...digital } = plan;
    const step = next({ do: 'reserve', attempt: attempt({ plan: { ...digital, type: 'digital' } }), held: true, at });
    expect(step).toMatchObject({ do: 'consume', event: { type: 'digital' } });
    expect(step).not.toHaveProperty('event.address');
  });

  it('moves the round on when svc-catalog answers the key released', () => {
    expect(next({ do: 'reserve', attempt: attempt(), held: false, at })).toEqual({
      do: 'advanceRound',
      attempt: attempt(),
    });
  });

  const unreachable = errors.serviceUnavailable();
  const broken = new Error('socket hang up');
  it.each([
    [
      'a sold-out week as the voucher sold out',
      errors.conflict('error.product.soldOut'),
      { status: 409, key: 'error.voucher.soldOut' },
    ],
    [
      'an unavailable product as unavailable',
      errors.conflict('error.product.unavailable'),
      { status: 409, key: 'error.voucher.productUnavailable' },
    ],
    [
      'an unknown product as unavailable',
      errors.notFound('error.product.notFound'),
      { status: 409, key: 'error.voucher.productUnavailable' },
    ],
    ['anything else as it came', unreachable, { status: 503, key: 'error.serviceUnavailable' }],
  ] as [string, DomainError, object][])('passes a refusal on: %s', (_, refused, expected) => {
    expect(refusedWith({ do: 'reserve', attempt: attempt(), refused })).toEqual(expected);
  });

  it('throws on an error that is no refusal, the very one', () => {
    expect(() => next({ do: 'reserve', attempt: attempt(), refused: broken })).toThrow(broken);
    expect(() => next({ do: 'reserve', attempt: attempt(), refused: unreachable })).toThrow(unreachable);
  });
});

describe('the order saga: after the consumption', () => {
  const consume = next({ do: 'reserve', attempt: attempt(), held: true, at: new Date(0) }) as Extract<
    OrderStep,
    { do: 'consume' }
  >;

  it('answers 201 with the new order when this request consumed the voucher', () => {
    expect(next({ ...consume, won: true })).toEqual({
      do: 'answer',
      status: 201,
      body: {
        orderId: ORDER,
        orderNumber: 'ABCDE-12345',
        productName: { de: 'Kerze', en: 'Candle' },
        type: 'physical',
        email: 'recipient@example.com',
      },
    });
  });

  it('reads the voucher again, holding its unit, when another order consumed it first', () => {
    expect(next({ ...consume, won: false })).toEqual({ do: 'reload', attempt: attempt(), held: true });
  });

  it('compensates a failed consumption, then ends with its error', () => {
    const failure = new Error('connection terminated');
    expect(next({ ...consume, failed: failure })).toEqual({ do: 'compensate', attempt: attempt(), failure });
    expect(() => next({ do: 'compensate', attempt: attempt(), failure })).toThrow(failure);
  });
});

describe('the order saga: after a lost round', () => {
  it('reads the voucher again, holding nothing, after moving the round on', () => {
    expect(next({ do: 'advanceRound', attempt: attempt() })).toEqual({ do: 'reload', attempt: attempt(), held: false });
  });

  it('answers a voucher gone meanwhile as every unknown code', () => {
    expect(refusedWith({ do: 'reload', attempt: attempt(), held: true, stored: undefined })).toEqual({
      status: 404,
      key: 'error.voucher.invalid',
    });
  });

  it.each([
    ['the winner holds another key', true, usedBy('key-2', `${KEY}:1`)],
    ['the voucher is unused in a later round', true, { ...unused, reservation_round: 1 }],
  ])('gives a held unit back when %s', (_, held, stored) => {
    expect(next({ do: 'reload', attempt: attempt(), held, stored })).toEqual({
      do: 'release',
      attempt: attempt(),
      stored,
    });
  });

  it.each([
    // A double click: the other request of this round consumed with this very key, and its order holds the unit.
    [
      'the order holds this key',
      true,
      usedBy('key-1'),
      {
        do: 'loadStoredOrder',
        productId: OTHER_PRODUCT,
        orderId: WINNER_ORDER,
        orderNumber: 'WINNR-00001',
        email: 'recipient@example.com',
      },
    ],
    [
      'nothing was held',
      false,
      usedBy('key-1', `${KEY}:1`),
      {
        do: 'loadStoredOrder',
        productId: OTHER_PRODUCT,
        orderId: WINNER_ORDER,
        orderNumber: 'WINNR-00001',
        email: 'recipient@example.com',
      },
    ],
    [
      'nothing was held, the voucher unused in round 1',
      false,
      { ...unused, reservation_round: 1 },
      { do: 'reserve', attempt: attempt({ try: 2, round: 1, reservationKey: `${KEY}:1` }) },
    ],
  ] as [string, boolean, OrderVoucher, object][])('gives nothing back when %s', (_, held, stored, step) => {
    expect(next({ do: 'reload', attempt: attempt(), held, stored })).toEqual(step);
  });

  it.each([
    [
      "a used voucher: the winner's key gets its order",
      attempt(),
      usedBy('key-1', `${KEY}:1`),
      {
        do: 'loadStoredOrder',
        productId: OTHER_PRODUCT,
        orderId: WINNER_ORDER,
        orderNumber: 'WINNR-00001',
        email: 'recipient@example.com',
      },
    ],
    [
      'an unused voucher: the next try in its current round',
      attempt({ try: 2, round: 1, reservationKey: `${KEY}:1` }),
      { ...unused, reservation_round: 3 },
      { do: 'reserve', attempt: attempt({ try: 3, round: 3, reservationKey: `${KEY}:3` }) },
    ],
  ] as [string, OrderAttempt, OrderVoucher, object][])('after the release goes on with %s', (_, last, stored, step) => {
    expect(next({ do: 'release', attempt: last, stored })).toEqual(step);
  });

  it.each([
    ["a used voucher and another request's key", attempt(), usedBy('key-2', `${KEY}:1`), 'error.voucher.alreadyUsed'],
    [
      `an unused voucher after ${MAX_ROUNDS} tries`,
      attempt({ try: 3, round: 2 }),
      { ...unused, reservation_round: 3 },
      'error.voucher.soldOut',
    ],
    [
      'an unused voucher whose round this attempt was compensated in',
      attempt(),
      { ...unused, reservation_round: 1, compensated_attempts: ['key-1'] },
      'error.voucher.soldOut',
    ],
  ] as [string, OrderAttempt, OrderVoucher, string][])('refuses %s', (_, last, stored, key) => {
    expect(refusedWith({ do: 'release', attempt: last, stored })).toEqual({ status: 409, key });
    expect(refusedWith({ do: 'reload', attempt: last, held: false, stored })).toEqual({ status: 409, key });
  });

  it('walks three rounds at most', () => {
    expect(MAX_ROUNDS).toBe(3);
  });
});

describe('the order saga: the stored order', () => {
  const stored = {
    do: 'loadStoredOrder' as const,
    productId: OTHER_PRODUCT,
    orderId: WINNER_ORDER,
    orderNumber: 'WINNR-00001',
    email: null,
  };

  it('answers 200 with the gift as the catalog names it', () => {
    expect(next({ ...stored, facts: facts({ id: OTHER_PRODUCT, type: 'digital' }) })).toEqual({
      do: 'answer',
      status: 200,
      body: {
        orderId: WINNER_ORDER,
        orderNumber: 'WINNR-00001',
        productName: { de: 'Kerze', en: 'Candle' },
        type: 'digital',
        email: null,
      },
    });
  });

  it('answers with an empty name and a physical gift when the catalog no longer knows it', () => {
    expect(next({ ...stored, facts: undefined })).toEqual({
      do: 'answer',
      status: 200,
      body: {
        orderId: WINNER_ORDER,
        orderNumber: 'WINNR-00001',
        productName: { de: '', en: '' },
        type: 'physical',
        email: null,
      },
    });
  });
});
