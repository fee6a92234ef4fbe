import { randomUUID } from 'node:crypto';
import type { EventData, InvoiceFacts, OrderStatus } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import {
  platformBillingConsumer,
  platformCatalogConsumer,
  platformIdentityConsumer,
} from '../src/workers/platform-consumers';
import { giverAdmin, NOW } from './campaign-world';
import { platformAdmin, startCampaign, type CampaignHarness } from './harness';
import { recipientsWithVouchers, tell as tellVia } from './platform-world';

/**
 * The platform's view (issue 20, ADR 0031): a known world told by the other services' events (through the
 * consumers' own handlers, as the kit's inbox runs them) and svc-campaign's own rows, then the tasks and the
 * statistics asserted exactly. The service's clock: 1 March 2030, 10:00 in Zurich; the statistics' default period
 * is 31 January … 1 March, compared with 1 … 30 January.
 */
let h: CampaignHarness;
beforeAll(async () => {
  h = await startCampaign({ now: () => NOW });
});
afterAll(async () => {
  await h?.stop();
});

const tell = <S extends string>(consumer: ConsumerDef<S>, type: S, data: unknown, occurredAt: string) =>
  tellVia(h.knex, consumer, type, data, occurredAt);
const identity = platformIdentityConsumer();
const catalog = platformCatalogConsumer();
const billing = platformBillingConsumer();

const organization = (id: string, name: string, status: string, features: string[], at: string) =>
  tell(identity, 'organization.updated', { organizationId: id, name, status, features }, at);
const product = (type: string, id: string, organizationId: string, at: string, extra: object = {}) =>
  tell(
    catalog,
    type as never,
    {
      productId: id,
      versionGroupId: id,
      organizationId,
      number: `P-${id.slice(0, 4)}`,
      name: { de: 'Kerze', en: 'Candle' },
      version: 1,
      byUserId: null,
      ...extra,
    },
    at,
  );
const invoice = (type: string, facts: Partial<InvoiceFacts> & { invoiceId: string }, at: string) =>
  tell(
    billing,
    type as never,
    {
      number: `2030-${facts.invoiceId.slice(0, 6)}`,
      type: 'deposit',
      status: 'open',
      organizationId: randomUUID(),
      campaignId: null,
      amountRappen: 100_000,
      openRappen: 100_000,
      dueDate: null,
      ...facts,
    },
    at,
  );
const order = (type: string, id: string, status: OrderStatus, at: string) =>
  tell(
    catalog,
    type as never,
    {
      orderId: id,
      number: `O-${id.slice(0, 4)}`,
      productId: randomUUID(),
      productVersion: 1,
      productName: { de: 'Kerze', en: 'Candle' },
      type: 'physical',
      priceRappen: 2500,
      shippingRappen: 700,
      sellerOrganizationId: randomUUID(),
      giverOrganizationId: randomUUID(),
      campaignId: randomUUID(),
      voucherId: randomUUID(),
      week: '2030-W09',
      status,
    } satisfies Partial<EventData<'order.placed'>>,
    at,
  );

describe('the platform view', () => {
  const pendingOrg = randomUUID();
  const approvedGiver = randomUUID();
  const pendingProduct = randomUUID();
  const overdue = randomUUID();
  const payout = randomUUID();
  const conversation = randomUUID();
  const strayPayment = randomUUID();
  const contact = randomUUID();
  let pendingCampaign = '';

  beforeAll(async () => {
    // Organisations: one waits since January, one approved giver and seller (first seen in the period).
    await organization(pendingOrg, 'Wartet AG', 'pending', ['seller'], '2030-01-10T08:00:00Z');
    await organization(approvedGiver, 'Schenkt AG', 'pending', ['giver', 'seller'], '2030-02-10T08:00:00Z');
    await organization(approvedGiver, 'Schenkt AG', 'approved', ['giver', 'seller'], '2030-02-11T08:00:00Z');
    // An older state redelivered late changes nothing.
    await organization(approvedGiver, 'Schenkt AG', 'pending', ['giver', 'seller'], '2030-02-10T09:00:00Z');
    await tell(identity, 'user.registered', { userId: randomUUID(), organizationId: null }, '2030-01-05T08:00:00Z');
    await tell(identity, 'user.registered', { userId: randomUUID(), organizationId: null }, '2030-02-20T08:00:00Z');
    // Products: one released for review, one approved replacing its former version.
    await product('product.published', pendingProduct, approvedGiver, '2030-02-01T08:00:00Z');
    const former = randomUUID();
    const next = randomUUID();
    await product('product.approved', former, approvedGiver, '2030-01-03T08:00:00Z', { replacedProductId: null });
    await product('product.approved', next, approvedGiver, '2030-02-03T08:00:00Z', { replacedProductId: former });
    // Billing: a deposit overdue since 20 February (due the 19th), one paid in the period, a payout asked for.
    await invoice(
      'invoice.issued',
      { invoiceId: overdue, dueDate: '2030-02-19', amountRappen: 250_000, openRappen: 250_000 },
      '2030-02-12T08:00:00Z',
    );
    const paid = randomUUID();
    await invoice('invoice.issued', { invoiceId: paid, dueDate: '2030-03-20' }, '2030-01-20T08:00:00Z');
    await invoice(
      'invoice.paid',
      { invoiceId: paid, status: 'paid', openRappen: 0, dueDate: '2030-03-20' },
      '2030-02-02T08:00:00Z',
    );
    await invoice(
      'payout.requested',
      { invoiceId: payout, type: 'payout', amountRappen: 40_000, openRappen: 40_000 },
      '2030-02-25T08:00:00Z',
    );
    // A bank payment no invoice matched (since 24 February), and one assigned since: only the first waits.
    const bankPayment = (paymentId: string, status: string, unassignedRappen: number, at: string) =>
      tell(
        billing,
        'bankPayment.changed',
        {
          paymentId,
          bankReference: `BANK-${paymentId.slice(0, 4)}`,
          status,
          amountRappen: 12_345,
          unassignedRappen,
          debtorName: 'Zahlt GmbH',
        },
        at,
      );
    await bankPayment(strayPayment, 'unmatched', 12_345, '2030-02-24T08:00:00Z');
    const assigned = randomUUID();
    await bankPayment(assigned, 'unmatched', 12_345, '2030-02-21T08:00:00Z');
    await bankPayment(assigned, 'assigned', 0, '2030-02-22T08:00:00Z');
    // A contact form waits since 24 February; one sent earlier was answered.
    await tell(identity, 'contact.received', { contactId: contact, name: 'Frau Muster' }, '2030-02-24T09:00:00Z');
    const answered = randomUUID();
    await tell(identity, 'contact.received', { contactId: answered, name: 'Herr Beispiel' }, '2030-02-02T09:00:00Z');
    await tell(identity, 'contact.answered', { contactId: answered, name: 'Herr Beispiel' }, '2030-02-03T09:00:00Z');
    // Fees and credit as the journal moved them: fees of 75.00 in the period before, 100.00 and 1.00 in the period
    // (the 1.00 at 00:30 on 31 January in Zurich, still 30 January in UTC), 3.00 given back; credit of 20.00 kept
    // in January, 5.00 of it paid out in February.
    const moved = (feesRappen: number, creditRappen: number, at: string) =>
      tell(billing, 'ledger.moved', { transactionId: randomUUID(), kind: 'test', feesRappen, creditRappen }, at);
    await moved(7_500, 0, '2030-01-20T08:00:00Z');
    await moved(0, 2_000, '2030-01-25T08:00:00Z');
    await moved(100, 0, '2030-01-30T23:30:00Z');
    await moved(10_000, 0, '2030-02-12T08:00:00Z');
    await moved(-300, 0, '2030-02-20T08:00:00Z');
    await moved(0, -500, '2030-02-25T08:00:00Z');
    // Orders: two in the period (one shipped since), one in the period before.
    const shipped = randomUUID();
    await order('order.placed', shipped, 'placed', '2030-02-15T08:00:00Z');
    await order('order.shipped', shipped, 'shipped', '2030-02-16T08:00:00Z');
    await order('order.placed', randomUUID(), 'placed', '2030-02-17T08:00:00Z');
    await order('order.placed', randomUUID(), 'placed', '2030-01-17T08:00:00Z');
    // A conversation open since 26 February; a campaign released for review on 27 February.
    await tell(
      identity,
      'conversation.updated',
      { conversationId: conversation, organizationId: approvedGiver, status: 'open', turn: 'platform' },
      '2030-02-26T08:00:00Z',
    );
    // Open, but it is the organisation's turn: nothing waits for the platform.
    await tell(
      identity,
      'conversation.updated',
      { conversationId: randomUUID(), organizationId: approvedGiver, status: 'open', turn: 'organization' },
      '2030-02-26T09:00:00Z',
    );
    const giver = giverAdmin(h.identity);
    const [{ id }] = await h
      .knex('campaigns')
      .insert({
        organization_id: giver.currentOrganizationId,
        organization_name: 'Giver AG',
        name: 'Zur Prüfung',
        type: 'manual',
        status: 'pending',
        start_date: '2030-04-01',
        end_date: '2030-04-30',
        budget_rappen: 1_000_000,
        created_at: new Date('2030-02-20T08:00:00Z'),
        // Released for review on the 27th; a later change of its own (none while pending, but the task keeps its age).
        released_at: new Date('2030-02-27T08:00:00Z'),
        updated_at: new Date('2030-02-28T12:00:00Z'),
      })
      .returning('id');
    pendingCampaign = id;
    // Two recipients added and given codes in the period (the funnel's counters follow the vouchers); a third
    // added in January (a draft's, no code yet).
    await recipientsWithVouchers(h.knex, id, 2, new Date('2030-02-28T08:00:00Z'));
    await h.knex('recipients').insert({
      campaign_id: id,
      email: `january-${randomUUID()}@example.ch`,
      created_at: new Date('2030-01-15T08:00:00Z'),
    });
  });

  it('lists every task oldest first, with since when, its amount and the page where it is done', async () => {
    const res = await h.http().get('/platform/tasks').set(h.as(platformAdmin()));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.items).toEqual([
      {
        kind: 'organizationReview',
        id: pendingOrg,
        title: 'Wartet AG',
        organizationName: null,
        since: '2030-01-10T08:00:00.000Z',
        amountRappen: null,
        path: `/cockpit/organizations/${pendingOrg}`,
      },
      {
        kind: 'productReview',
        id: pendingProduct,
        title: { de: 'Kerze', en: 'Candle' },
        organizationName: 'Schenkt AG',
        since: '2030-02-01T08:00:00.000Z',
        amountRappen: null,
        path: `/cockpit/products/${pendingProduct}`,
      },
      {
        // Overdue from the day after its due date, midnight in Zurich.
        kind: 'depositOverdue',
        id: overdue,
        title: `2030-${overdue.slice(0, 6)}`,
        organizationName: null,
        since: '2030-02-19T23:00:00.000Z',
        amountRappen: 250_000,
        path: `/cockpit/invoices?invoice=${overdue}`,
      },
      {
        kind: 'bankPaymentUnmatched',
        id: strayPayment,
        title: 'Zahlt GmbH',
        organizationName: null,
        since: '2030-02-24T08:00:00.000Z',
        amountRappen: 12_345,
        path: '/cockpit/bank-payments?status=unmatched',
      },
      {
        kind: 'contactUnanswered',
        id: contact,
        title: 'Frau Muster',
        organizationName: null,
        since: '2030-02-24T09:00:00.000Z',
        amountRappen: null,
        path: '/cockpit/contacts?status=open',
      },
      {
        kind: 'payoutRequest',
        id: payout,
        title: `2030-${payout.slice(0, 6)}`,
        organizationName: null,
        since: '2030-02-25T08:00:00.000Z',
        amountRappen: 40_000,
        path: `/cockpit/invoices?invoice=${payout}`,
      },
      {
        kind: 'conversationOpen',
        id: conversation,
        title: 'Schenkt AG',
        organizationName: 'Schenkt AG',
        since: '2030-02-26T08:00:00.000Z',
        amountRappen: null,
        path: `/cockpit/conversations/${conversation}`,
      },
      {
        kind: 'campaignReview',
        id: pendingCampaign,
        title: 'Zur Prüfung',
        organizationName: 'Giver AG',
        since: '2030-02-27T08:00:00.000Z',
        amountRappen: null,
        path: `/cockpit/campaigns/${pendingCampaign}`,
      },
    ]);
    expect(res.body.counts).toEqual({
      organizationReview: 1,
      productReview: 1,
      campaignReview: 1,
      depositOverdue: 1,
      payoutRequest: 1,
      conversationOpen: 1,
      bankPaymentUnmatched: 1,
      contactUnanswered: 1,
    });
    expect(res.body.total).toBe(8);
  });

  it('drops a task once it is done: an approval, a payment, a payout, a closed conversation, an assigned bank payment, an answered contact form', async () => {
    await organization(pendingOrg, 'Wartet AG', 'approved', ['seller'], '2030-02-28T09:00:00Z');
    await invoice(
      'invoice.paid',
      { invoiceId: overdue, status: 'paid', openRappen: 0, amountRappen: 250_000, dueDate: '2030-02-19' },
      '2030-02-28T09:00:00Z',
    );
    await invoice(
      'payout.done',
      { invoiceId: payout, type: 'payout', status: 'paidOut', amountRappen: 40_000, openRappen: 0 },
      '2030-02-28T09:00:00Z',
    );
    await tell(
      identity,
      'conversation.updated',
      { conversationId: conversation, organizationId: approvedGiver, status: 'finished', turn: null },
      '2030-02-28T09:00:00Z',
    );
    await tell(
      billing,
      'bankPayment.changed',
      {
        paymentId: strayPayment,
        bankReference: 'BANK-STRAY',
        status: 'assigned',
        amountRappen: 12_345,
        unassignedRappen: 0,
        debtorName: 'Zahlt GmbH',
      },
      '2030-02-28T09:00:00Z',
    );
    await tell(identity, 'contact.answered', { contactId: contact, name: 'Frau Muster' }, '2030-02-28T09:00:00Z');
    const res = await h.http().get('/platform/tasks').set(h.as(platformAdmin()));
    expect(res.body.items.map((t: { kind: string }) => t.kind)).toEqual(['productReview', 'campaignReview']);
    expect(res.body.total).toBe(2);
  });

  it('answers the statistics of the period beside the period before, every figure exactly', async () => {
    const res = await h.http().get('/platform/statistics').set(h.as(platformAdmin()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: '2030-01-31',
      to: '2030-03-01',
      previousFrom: '2030-01-01',
      previousTo: '2030-01-30',
      organizations: {
        byStatus: { pending: 0, approved: 2, rejected: 0, blocked: 0 },
        byFeature: { giver: 1, seller: 2 },
        new: { current: 1, previous: 1 },
      },
      users: { total: 2, new: { current: 1, previous: 1 } },
      campaigns: {
        byStatus: { draft: 0, pending: 1, rejected: 0, approved: 0, running: 0, finished: 0, blocked: 0 },
        new: { current: 1, previous: 0 },
      },
      recipients: { current: 2, previous: 1 },
      codesIssued: { current: 2, previous: 0 },
      codesRedeemed: { current: 0, previous: 0 },
      orders: {
        byStatus: { placed: 1, shipped: 1, done: 0, canceled: 0 },
        placed: { count: { current: 2, previous: 1 }, amountRappen: { current: 6400, previous: 3200 } },
      },
      deposits: {
        // Issued: the overdue one in the period, the paid one in the period before; paid: both in the period.
        invoiced: { count: { current: 1, previous: 1 }, amountRappen: { current: 250_000, previous: 100_000 } },
        paid: { count: { current: 2, previous: 0 }, amountRappen: { current: 350_000, previous: 0 } },
      },
      payouts: {
        requested: { count: { current: 1, previous: 0 }, amountRappen: { current: 40_000, previous: 0 } },
        done: { count: { current: 1, previous: 0 }, amountRappen: { current: 40_000, previous: 0 } },
      },
      feesEarnedRappen: { current: 9_800, previous: 7_500 },
      creditHeldRappen: { current: 1_500, previous: 2_000 },
    });
    const chosen = await h
      .http()
      .get('/platform/statistics')
      .query({ from: '2030-02-15', to: '2030-02-16' })
      .set(h.as(platformAdmin()));
    expect(chosen.body).toMatchObject({
      previousFrom: '2030-02-13',
      previousTo: '2030-02-14',
      orders: { placed: { count: { current: 1, previous: 0 } } },
    });
  });

  it('hints that the tasks changed once a task-relevant change is committed, never for a rolled back one', async () => {
    let hints = 0;
    const hinting = platformIdentityConsumer(() => hints++);
    await tell(
      hinting,
      'organization.updated',
      {
        organizationId: randomUUID(),
        name: 'Neu AG',
        status: 'pending',
        features: ['giver'],
      },
      '2030-02-28T10:00:00Z',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(hints).toBe(1);
    await expect(
      h.knex.transaction(async (trx) => {
        await hinting.handle(trx, {
          id: randomUUID(),
          type: 'organization.updated',
          version: 1,
          occurredAt: '2030-02-28T10:00:00Z',
          data: { organizationId: randomUUID(), name: 'Nie AG', status: 'pending', features: ['giver'] },
        } as never);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setImmediate(resolve));
    expect(hints).toBe(1);
    // A registered user is only a number: no hint.
    await tell(hinting, 'user.registered', { userId: randomUUID(), organizationId: null }, '2030-02-28T11:00:00Z');
    await new Promise((resolve) => setImmediate(resolve));
    expect(hints).toBe(1);
  });

  it('is for platform administrators only', async () => {
    for (const path of ['/platform/tasks', '/platform/statistics']) {
      const res = await h
        .http()
        .get(path)
        .set(h.as(giverAdmin(h.identity)));
      expect([path, res.status]).toEqual([path, 403]);
    }
  });
});
