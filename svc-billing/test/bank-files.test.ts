import { randomUUID } from 'node:crypto';
import { streams, type InvoiceSummary } from '@cadeau/contracts';
import { writeCamt054 } from '../src/domain/camt054-writer';
import { billingFacts, member, platformAdmin, startBilling, type BillingHarness } from './harness';

/**
 * A bank's camt.054 notification through `POST /invoice/payments`: credits pay the invoices their references name,
 * the same file twice books nothing new, reversals take their payment back, unknown references wait for an
 * administrator, and what is not a camt.054 (or carries a DOCTYPE) is refused whole.
 */
let h: BillingHarness;
beforeAll(async () => {
  h = await startBilling();
});
afterAll(async () => {
  await h?.stop();
});

const admin = platformAdmin();
const ACCOUNT = 'CH4431999123000889012';

async function openDeposit(budgetRappen: number) {
  const org = randomUUID();
  h.identity.billingFacts.set(org, billingFacts(org));
  const campaignId = randomUUID();
  await h.publish('campaign.released', {
    campaignId,
    organizationId: org,
    name: 'Bank',
    status: 'pending',
    budgetRappen,
  });
  await h.drained(streams.campaign.name, 'billing-campaigns');
  const res = await h.http().get(`/invoice?campaignId=${campaignId}`).set(h.as(admin));
  return { org, deposit: res.body.items[0] as InvoiceSummary };
}

function file(payments: { ref: string; reference: string; amount: number }[], opts: { reversal?: boolean } = {}) {
  return writeCamt054({
    messageId: `M-${randomUUID().slice(0, 8)}`,
    account: ACCOUNT,
    createdAt: '2026-11-29T09:00:00',
    entries: [
      {
        bankReference: `E-${randomUUID().slice(0, 8)}`,
        bookingDate: '2026-11-29',
        reversal: opts.reversal,
        transactions: payments.map((p) => ({
          bankReference: p.ref,
          amountRappen: p.amount,
          reference: p.reference,
          referenceType: 'QRR',
          debtorName: 'Zahler AG',
        })),
      },
    ],
  });
}

const upload = (body: string) =>
  h.http().post('/invoice/payments').set(h.as(admin)).set('content-type', 'application/xml').send(body);
const invoice = async (id: string) => (await h.http().get(`/invoice/${id}`).set(h.as(admin))).body;

it('books a batch of payments against the invoices their references name; the same file twice books nothing new', async () => {
  const a = await openDeposit(100_000);
  const b = await openDeposit(100_000);
  const ref = randomUUID().slice(0, 8);
  const body = file([
    { ref: `${ref}-1`, reference: a.deposit.reference!, amount: a.deposit.openRappen },
    { ref: `${ref}-2`, reference: b.deposit.reference!, amount: 5_000 },
  ]);
  expect((await upload(body)).body).toEqual({ booked: 2, alreadyKnown: 0, unmatched: 0, reversed: 0, ignored: 0 });
  expect((await upload(body)).body).toEqual({ booked: 0, alreadyKnown: 2, unmatched: 0, reversed: 0, ignored: 0 });
  expect(await invoice(a.deposit.id)).toMatchObject({ status: 'paid', openRappen: 0 });
  expect(await invoice(b.deposit.id)).toMatchObject({ status: 'partialPaid', paidRappen: 5_000 });
});

it('an over-payment pays the invoice and becomes credit; a reversal takes it back and the invoice is open again', async () => {
  const a = await openDeposit(100_000);
  const ref = randomUUID().slice(0, 8);
  const amount = a.deposit.openRappen + 10_000;
  await upload(file([{ ref: `${ref}-1`, reference: a.deposit.reference!, amount }]));
  const giver = member({ organizationId: a.org });
  expect((await h.http().get(`/organization/${a.org}/budget`).set(h.as(giver))).body.creditRappen).toBe(10_000);
  const reversal = await upload(
    file([{ ref: `${ref}-R`, reference: a.deposit.reference!, amount }], { reversal: true }),
  );
  expect(reversal.body).toMatchObject({ reversed: 1 });
  expect(await invoice(a.deposit.id)).toMatchObject({ status: 'open', paidRappen: 0 });
  expect((await h.http().get(`/organization/${a.org}/budget`).set(h.as(giver))).body.creditRappen).toBe(0);
});

it('an unknown reference waits unassigned until an administrator assigns it to an invoice', async () => {
  const a = await openDeposit(100_000);
  const bankRef = `U-${randomUUID().slice(0, 8)}`;
  expect(
    (await upload(file([{ ref: bankRef, reference: '210000000003139471430009017', amount: 7_000 }]))).body,
  ).toMatchObject({ unmatched: 1 });
  const list = await h.http().get('/invoice/payments?status=unmatched').set(h.as(admin));
  const payment = list.body.items.find((p: { bankReference: string }) => p.bankReference === bankRef);
  expect(payment).toMatchObject({ amountRappen: 7_000, status: 'unmatched', debtorName: 'Zahler AG', invoiceId: null });
  const assigned = await h
    .http()
    .post(`/invoice/payments/${payment.id}/assign`)
    .set(h.as(admin))
    .send({ invoiceId: a.deposit.id, reason: 'reference mistyped by the payer' });
  expect(assigned.body).toMatchObject({ status: 'assigned', invoiceId: a.deposit.id, invoiceNumber: a.deposit.number });
  expect(await invoice(a.deposit.id)).toMatchObject({ status: 'partialPaid', paidRappen: 7_000 });
  const again = await h
    .http()
    .post(`/invoice/payments/${payment.id}/assign`)
    .set(h.as(admin))
    .send({ invoiceId: a.deposit.id, reason: 'twice' });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('error.invoice.paymentAlreadyAssigned');
  // The platform's tasks learn both states; the partial payment is an update of the deposit.
  expect(await paymentEvents(payment.id)).toEqual([
    { status: 'unmatched', unassignedRappen: 7_000 },
    { status: 'assigned', unassignedRappen: 0 },
  ]);
  const updates = await h
    .knex('outbox')
    .where({ subject: 'invoice.updated' })
    .whereRaw(`payload->>'invoiceId' = ?`, [a.deposit.id])
    .select('payload');
  expect(updates.map((u) => u.payload)).toEqual([
    expect.objectContaining({ status: 'partialPaid', openRappen: a.deposit.openRappen - 7_000 }),
  ]);
});

/** What `bankPayment.changed` told of one payment, in order. */
async function paymentEvents(paymentId: string) {
  const rows: { payload: { status: string; unassignedRappen: number } }[] = await h
    .knex('outbox')
    .where({ subject: 'bankPayment.changed' })
    .whereRaw(`payload->>'paymentId' = ?`, [paymentId])
    .orderBy('seq')
    .select('payload');
  return rows.map(({ payload }) => ({ status: payload.status, unassignedRappen: payload.unassignedRappen }));
}

it('reopening a paid invoice sends its payment back to the unassigned ones', async () => {
  const a = await openDeposit(100_000);
  const bankRef = `R-${randomUUID().slice(0, 8)}`;
  await upload(file([{ ref: bankRef, reference: a.deposit.reference!, amount: a.deposit.openRappen }]));
  const reopened = await h
    .http()
    .post(`/invoice/${a.deposit.id}/status`)
    .set(h.as(admin))
    .send({ status: 'reopened', reason: 'paid by another customer' });
  expect(reopened.body).toMatchObject({ status: 'reopened', paidRappen: 0 });
  const list = await h.http().get('/invoice/payments?status=unmatched&pageSize=200').set(h.as(admin));
  const payment = list.body.items.find((p: { bankReference: string }) => p.bankReference === bankRef);
  expect(payment).toMatchObject({ status: 'unmatched', invoiceId: null });
  // Matched at first (no task, nothing told), unmatched again now: an administrator's task.
  expect(await paymentEvents(payment.id)).toEqual([{ status: 'unmatched', unassignedRappen: a.deposit.openRappen }]);
});

it.each([
  ['not XML', 'hello'],
  [
    'a DOCTYPE with an external entity',
    `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">&x;</Document>`,
  ],
  [
    'another message (camt.053)',
    `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt/></Document>`,
  ],
])('refuses %s with 400 and books nothing', async (_what, body) => {
  const before = await h.knex('transactions').count({ n: '*' }).first();
  const res = await upload(body);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('error.invoice.invalidPaymentFile');
  expect(await h.knex('transactions').count({ n: '*' }).first()).toEqual(before);
});

it('is for platform administrators only', async () => {
  const res = await h
    .http()
    .post('/invoice/payments')
    .set(h.as(member()))
    .set('content-type', 'application/xml')
    .send('x');
  expect(res.status).toBe(403);
});
