import { randomUUID } from 'node:crypto';
import { streams, type InvoiceDetail, type InvoiceSummary } from '@cadeau/contracts';
import { until } from '@cadeau/service-kit/testing';
import { platformEventsBackfill } from '../src/db/migrations/004_platform_events';
import { billingFacts, member, platformAdmin, startBilling, type BillingHarness } from './harness';

/**
 * A campaign's money end to end inside svc-billing, from the events of svc-campaign and svc-catalog on real streams:
 * the deposit on release, paid by hand, orders spending it and earning the seller, the final billing keeping the
 * rest as credit, the credit reused by the next deposit, a payout request paid out.
 */
type MailCommand = {
  template: string;
  to: string;
  locale: string;
  data: Record<string, unknown>;
  attachments?: { contentBase64: string }[];
};

let h: BillingHarness;
beforeAll(async () => {
  h = await startBilling();
});
afterAll(async () => {
  await h?.stop();
});

const admin = platformAdmin();

function world() {
  const giverOrg = randomUUID();
  const sellerOrg = randomUUID();
  h.identity.billingFacts.set(giverOrg, billingFacts(giverOrg));
  h.identity.billingFacts.set(
    sellerOrg,
    billingFacts(sellerOrg, { name: 'Test Seller GmbH', features: ['seller'], iban: 'CH5604835012345678009' }),
  );
  return {
    giverOrg,
    sellerOrg,
    giver: member({ organizationId: giverOrg }),
    seller: member({ organizationId: sellerOrg, features: ['seller'] }),
    stranger: member({ organizationId: randomUUID() }),
  };
}

async function release(giverOrg: string, budgetRappen: number, campaignId = randomUUID()) {
  await h.publish('campaign.released', {
    campaignId,
    organizationId: giverOrg,
    name: 'Sommer',
    status: 'pending',
    budgetRappen,
  });
  await h.drained(streams.campaign.name, 'billing-campaigns');
  return campaignId;
}

async function invoicesOf(caller: ReturnType<typeof member>, query = '') {
  const res = await h.http().get(`/invoice${query}`).set(h.as(caller));
  expect(res.status).toBe(200);
  return res.body.items as InvoiceSummary[];
}

function order(w: ReturnType<typeof world>, campaignId: string, priceRappen: number, shippingRappen: number) {
  return {
    orderId: randomUUID(),
    number: `O-${Math.floor(Math.random() * 1e6)}`,
    productId: randomUUID(),
    productVersion: 1,
    productName: { de: 'Kerze', en: 'Candle' },
    type: 'physical' as const,
    priceRappen,
    shippingRappen,
    sellerOrganizationId: w.sellerOrg,
    giverOrganizationId: w.giverOrg,
    campaignId,
    voucherId: randomUUID(),
    week: '2026-W49',
    status: 'placed' as const,
    at: new Date().toISOString(),
    byUserId: null,
  };
}

it('a release issues the deposit: budget, 0.1 % fee, base fee and 8.1 % VAT on the fees, with a QR reference, due in 7 days', async () => {
  const w = world();
  const campaignId = await release(w.giverOrg, 1_000_000);
  const [deposit] = await invoicesOf(w.giver, `?campaignId=${campaignId}`);
  // CHF 10'000 + 0.1 % (CHF 10.00) + CHF 100.00 + 8.1 % of CHF 110.00 (CHF 8.91) = CHF 10'118.91.
  expect(deposit).toMatchObject({
    type: 'deposit',
    status: 'open',
    amountRappen: 1_011_891,
    openRappen: 1_011_891,
    campaignName: 'Sommer',
  });
  expect(deposit.number).toMatch(/^\d{4}-\d{6}$/);
  expect(deposit.reference).toMatch(/^\d{27}$/);
  const detail = (await h.http().get(`/invoice/${deposit.id}`).set(h.as(w.giver))).body as InvoiceDetail;
  expect(detail.lines.map((l) => [l.kind, l.amountRappen])).toEqual([
    ['budget', 1_000_000],
    ['feeGiver', 1_000],
    ['baseFeeGiver', 10_000],
    ['vat', 891],
  ]);
  expect(detail.debtor).toMatchObject({ name: 'Test Giver AG', zip: '4051', city: 'Basel' });
  expect(detail.creditor).toMatchObject({ name: 'Cadeau Test AG', iban: 'CH4431999123000889012' });
  expect(detail.history.map((e) => e.action)).toEqual(['issued']);
  // Another organisation's invoice is unknown to it, PDF included.
  expect((await h.http().get(`/invoice/${deposit.id}`).set(h.as(w.stranger))).status).toBe(404);
  expect((await h.http().get(`/invoice/${deposit.id}/pdf`).set(h.as(w.stranger))).status).toBe(404);
  expect(await invoicesOf(w.stranger)).toEqual([]);
});

it("mails the deposit with its PDF to the organisation's admins, in their language", async () => {
  const w = world();
  h.identity.billingFacts.set(
    w.giverOrg,
    billingFacts(w.giverOrg, {
      paymentNotificationMails: ['finance@giver.example'],
      admins: [{ email: 'chef@giver.example', language: 'en' }],
    }),
  );
  const campaignId = await release(w.giverOrg, 1_000_000);
  const [deposit] = await invoicesOf(w.giver, `?campaignId=${campaignId}`);
  // The mail follows billing's own event (outbox → BILLING stream → its mail consumer): wait for the command.
  const mailsOf = async () => {
    // jsonb: the driver hands back the parsed command.
    const rows: { payload: MailCommand }[] = await h
      .knex('outbox')
      .where({ subject: 'mail.send.billing' })
      .select('payload');
    return rows.map((r) => r.payload).filter((m) => m.data.invoiceNumber === deposit.number);
  };
  const mails = await until('the deposit mail queued', async () => {
    const found = await mailsOf();
    return found.length ? found : null;
  });
  // Payments.NotificationMails wins over the admins; the organisation's language is its first admin's.
  expect(mails.map((m) => [m.template, m.to, m.locale])).toEqual([['invoiceIssued', 'finance@giver.example', 'en']]);
  expect(mails[0].data).toMatchObject({
    invoiceType: 'deposit',
    amountRappen: 1_011_891,
    openRappen: 1_011_891,
    path: '/cockpit/payments',
  });
  expect(mails[0].attachments).toHaveLength(1);
  expect(Buffer.from(mails[0].attachments![0].contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
});

it('the same release twice issues one deposit; a release with another budget changes its amount', async () => {
  const w = world();
  const campaignId = randomUUID();
  await release(w.giverOrg, 1_000_000, campaignId);
  await release(w.giverOrg, 1_000_000, campaignId);
  expect(await invoicesOf(w.giver, `?campaignId=${campaignId}`)).toHaveLength(1);
  await release(w.giverOrg, 2_000_000, campaignId);
  const [deposit] = await invoicesOf(w.giver, `?campaignId=${campaignId}`);
  // CHF 20'000 + CHF 20.00 + CHF 100.00 + 8.1 % of CHF 120.00 (CHF 9.72).
  expect(deposit.amountRappen).toBe(2_012_972);
  expect(deposit.originalAmountRappen).toBe(1_011_891);
});

it('a payment by hand pays the deposit; orders spend it; the end keeps the rest as credit, which the next deposit uses; the seller is paid out once', async () => {
  const w = world();
  const campaignId = await release(w.giverOrg, 1_000_000);
  const [deposit] = await invoicesOf(w.giver, `?campaignId=${campaignId}`);
  const partial = await h
    .http()
    .post(`/invoice/${deposit.id}/status`)
    .set(h.as(admin))
    .send({ status: 'partialPaid', amountRappen: 11_891, reason: 'first instalment' });
  expect(partial.status).toBe(200);
  expect(partial.body).toMatchObject({ status: 'partialPaid', paidRappen: 11_891, openRappen: 1_000_000 });
  // Not the admin's to skip: a partial payment must be below what is open.
  const wrong = await h
    .http()
    .post(`/invoice/${deposit.id}/status`)
    .set(h.as(admin))
    .send({ status: 'partialPaid', amountRappen: 1_000_000, reason: 'x' });
  expect(wrong.status).toBe(400);
  const paid = await h
    .http()
    .post(`/invoice/${deposit.id}/status`)
    .set(h.as(admin))
    .send({ status: 'paid', reason: 'bank statement' });
  expect(paid.body).toMatchObject({ status: 'paid', openRappen: 0 });
  expect(paid.body.history.map((e: { action: string; reason: string | null }) => [e.action, e.reason])).toEqual([
    ['issued', null],
    ['payment', 'first instalment'],
    ['payment', 'bank statement'],
  ]);
  // A giver never records payments.
  expect(
    (await h.http().post(`/invoice/${deposit.id}/status`).set(h.as(w.giver)).send({ status: 'paid', reason: 'x' }))
      .status,
  ).toBe(403);

  // Two orders of CHF 45.00 + CHF 5.00 shipping; one is delivered, the other cancelled.
  const delivered = order(w, campaignId, 4_500, 500);
  const canceled = order(w, campaignId, 4_500, 500);
  await h.publish('order.placed', delivered);
  await h.publish('order.placed', canceled);
  await h.publish('order.done', { ...delivered, status: 'done' });
  await h.publish('order.canceled', { ...canceled, status: 'canceled', reason: null });
  await h.drained(streams.catalog.name, 'billing-orders');
  const sellerBudget = (await h.http().get(`/organization/${w.sellerOrg}/budget`).set(h.as(w.seller))).body;
  // CHF 50.00 minus 0.1 % (5 Rappen).
  expect(sellerBudget).toMatchObject({ payableRappen: 4_995, pendingRappen: 0 });
  // The giver's statistics: the final billing as it would be today (fees CHF 0.05 + 100.00 + VAT 8.10).
  const forecast = await h.http().get(`/campaign/${campaignId}/billing`).set(h.as(w.giver));
  expect(forecast.status).toBe(200);
  expect(forecast.headers['cache-control']).toBe('no-store');
  expect(forecast.body).toEqual({
    campaignId,
    forecast: {
      depositRappen: 1_011_891,
      depositPaidRappen: 1_011_891,
      spentRappen: 5_000,
      feesRappen: 10_815,
      creditRemainingRappen: 996_076,
      toPayRappen: 0,
      settled: false,
      finalInvoiceId: null,
    },
  });
  // Another organisation's campaign is unknown to the caller.
  const foreign = await h.http().get(`/campaign/${campaignId}/billing`).set(h.as(w.stranger));
  expect([foreign.status, foreign.body.message]).toEqual([404, 'error.campaign.notFound']);

  await h.publish('campaign.finished', { campaignId, organizationId: w.giverOrg, name: 'Sommer', status: 'finished' });
  await h.drained(streams.campaign.name, 'billing-campaigns');
  const [final] = await invoicesOf(w.giver, `?campaignId=${campaignId}&type=finalBilling`);
  expect(final).toMatchObject({ status: 'paid', amountRappen: 0 });
  const giverBudget = (await h.http().get(`/organization/${w.giverOrg}/budget`).set(h.as(w.giver))).body;
  // Paid CHF 10'118.91; spent CHF 50.00, fee 0.1 % of it (5 Rappen), base fee CHF 100.00, VAT 8.1 % of CHF 100.05
  // (CHF 8.10): CHF 10'118.91 - 50.00 - 0.05 - 100.00 - 8.10 = CHF 9'960.76 of credit.
  expect(giverBudget.creditRappen).toBe(996_076);
  // Settled: the statistics show the final billing that was issued, the same figures as the forecast.
  expect((await h.http().get(`/campaign/${campaignId}/billing`).set(h.as(w.giver))).body.forecast).toEqual({
    ...forecast.body.forecast,
    settled: true,
    finalInvoiceId: final!.id,
  });

  // The next deposit takes the credit first.
  const next = await release(w.giverOrg, 1_000_000);
  const [nextDeposit] = await invoicesOf(w.giver, `?campaignId=${next}`);
  expect(nextDeposit).toMatchObject({
    status: 'partialPaid',
    amountRappen: 1_011_891,
    openRappen: 1_011_891 - 996_076,
  });

  // The seller asks for its earnings; paid out once, never twice.
  const asked = await h.http().post(`/organization/${w.sellerOrg}/payout`).set(h.as(w.seller)).send({});
  expect(asked.status).toBe(200);
  expect(asked.body).toMatchObject({ type: 'payout', status: 'open', amountRappen: 4_995 });
  expect((await h.http().post(`/organization/${w.sellerOrg}/payout`).set(h.as(w.seller)).send({})).status).toBe(409);
  const done = await h
    .http()
    .post(`/invoice/${asked.body.id}/status`)
    .set(h.as(admin))
    .send({ status: 'paidOut', reason: 'e-banking' });
  expect(done.body.status).toBe('paidOut');
  expect(
    (
      await h
        .http()
        .post(`/invoice/${asked.body.id}/status`)
        .set(h.as(admin))
        .send({ status: 'paidOut', reason: 'again' })
    ).status,
  ).toBe(409);
  // Another organisation's payout is not the caller's to ask for.
  expect((await h.http().post(`/organization/${w.sellerOrg}/payout`).set(h.as(w.giver)).send({})).status).toBe(404);
});

it('answers 404 for a campaign svc-billing never heard of, and no forecast for one it knows without a deposit', async () => {
  const w = world();
  const unknown = await h.http().get(`/campaign/${randomUUID()}/billing`).set(h.as(w.giver));
  expect([unknown.status, unknown.body.message]).toEqual([404, 'error.campaign.notFound']);
  // Its facts without a deposit (a release only ever arrives with one; the answer must not fail without).
  const campaignId = randomUUID();
  await h.knex('campaigns').insert({ id: campaignId, organization_id: w.giverOrg, name: 'Entwurf' });
  const draft = await h.http().get(`/campaign/${campaignId}/billing`).set(h.as(w.giver));
  expect(draft.body).toEqual({ campaignId, forecast: null });
});

it("a client's retry with the same Idempotency-Key books nothing twice and answers the first result", async () => {
  const w = world();
  const campaignId = await release(w.giverOrg, 1_000_000);
  const [deposit] = await invoicesOf(w.giver, `?campaignId=${campaignId}`);
  const pay = () =>
    h
      .http()
      .post(`/invoice/${deposit.id}/status`)
      .set(h.as(admin))
      .set('Idempotency-Key', 'retry-1')
      .send({ status: 'partialPaid', amountRappen: 1_000, reason: 'instalment' });
  const first = await pay();
  const second = await pay();
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.body).toMatchObject({ status: 'partialPaid', paidRappen: 1_000 });
  expect(second.body.history).toHaveLength(2);
  const manual = () =>
    h
      .http()
      .post('/invoice')
      .set(h.as(admin))
      .set('Idempotency-Key', `manual-${campaignId}`)
      .send({ organizationId: w.giverOrg, lines: [{ text: 'Workshop', amountRappen: 20_000 }], reason: 'extra work' });
  const [a, b] = [await manual(), await manual()];
  expect(b.body.id).toBe(a.body.id);
  // CHF 200.00 and 8.1 % VAT (CHF 16.20).
  expect(a.body).toMatchObject({ type: 'manual', amountRappen: 21_620 });
});

it('the journal balances and every kept account total equals its postings', async () => {
  const sums = await h.knex.raw(`select coalesce(sum(amount_rappen), 0)::bigint as total from postings`);
  expect(Number(sums.rows[0].total)).toBe(0);
  const perTransaction = await h.knex.raw(
    `select transaction_id from postings group by transaction_id having sum(amount_rappen) <> 0`,
  );
  expect(perTransaction.rows).toEqual([]);
  const mismatched = await h.knex.raw(
    `select a.key from accounts a left join (select account, sum(case when amount_rappen > 0 then amount_rappen else 0 end) d,
       sum(case when amount_rappen < 0 then -amount_rappen else 0 end) c from postings group by account) p on p.account = a.key
     where a.debits_rappen <> coalesce(p.d, 0) or a.credits_rappen <> coalesce(p.c, 0)`,
  );
  expect(mismatched.rows).toEqual([]);
  await expect(h.knex.raw(`update postings set amount_rappen = amount_rappen + 1`)).rejects.toThrow(/append-only/);
  await expect(h.knex.raw(`delete from transactions`)).rejects.toThrow(/append-only/);
});

it("ledger.moved tells every booking's fees and credit: their sums equal the journal's fees and credit balances", async () => {
  // Every event written so far in this file's flows (deposits, payments, orders, final billing, payouts).
  const told = await h.knex.raw(
    `select coalesce(sum((payload->>'feesRappen')::bigint), 0)::bigint as fees,
            coalesce(sum((payload->>'creditRappen')::bigint), 0)::bigint as credit,
            count(*)::int as n
       from outbox where subject = 'ledger.moved'`,
  );
  const journal = await h.knex.raw(
    `select coalesce(-sum(amount_rappen) filter (where account = 'fees'), 0)::bigint as fees,
            coalesce(-sum(amount_rappen) filter (where account like 'credit:%'), 0)::bigint as credit
       from postings`,
  );
  expect(told.rows[0].n).toBeGreaterThan(0);
  expect(Number(journal.rows[0].fees)).toBeGreaterThan(0);
  expect({ fees: Number(told.rows[0].fees), credit: Number(told.rows[0].credit) }).toEqual({
    fees: Number(journal.rows[0].fees),
    credit: Number(journal.rows[0].credit),
  });
});

it('the migration that tells a platform its earlier billing tells what the bookings told, and every invoice now', async () => {
  type Moved = { transactionId: string; kind: string; feesRappen: number; creditRappen: number };
  const byTransaction = (rows: { payload: Moved }[]) =>
    rows.map((r) => r.payload).sort((a, b) => a.transactionId.localeCompare(b.transactionId));
  const live = byTransaction(await h.knex('outbox').where({ subject: 'ledger.moved' }).select('payload'));
  expect(live.length).toBeGreaterThan(0);
  const rolledBack = new Error('rolled back');
  await expect(
    h.knex.transaction(async (trx) => {
      const [{ seq }] = await trx('outbox').max({ seq: 'seq' });
      await platformEventsBackfill.up(trx);
      const told = (subject: string) => trx('outbox').where({ subject }).where('seq', '>', seq).select('payload');
      expect(byTransaction(await told('ledger.moved'))).toEqual(live);
      const invoices = await trx('invoices').select('id', 'status');
      const updated = (await told('invoice.updated')).map((r) => r.payload as { invoiceId: string; status: string });
      expect(updated.map((u) => [u.invoiceId, u.status]).sort()).toEqual(invoices.map((i) => [i.id, i.status]).sort());
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
});

it('publishes invoice.issued and invoice.paid on the BILLING stream', async () => {
  const jsm = await h.nc.jetstreamManager();
  await until('billing stream has events', async () => {
    const info = await jsm.streams.info(streams.billing.name).catch(() => null);
    return !!info && info.state.messages > 0;
  });
  const last = await jsm.streams.getMessage(streams.billing.name, { last_by_subj: 'invoice.paid' });
  expect(last.json<{ data: { status: string } }>().data.status).toBe('paid');
});
