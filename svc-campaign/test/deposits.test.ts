import { randomUUID } from 'node:crypto';
import { streams, type InvoiceFacts } from '@cadeau/contracts';
import { until } from '@cadeau/service-kit/testing';
import { DEPOSITS_CONSUMER } from '../src/workers/deposits-consumer';
import { NOW } from './campaign-world';
import { platformAdmin, startCampaign, type CampaignHarness } from './harness';
import { pendingCampaign, review } from './voucher-world';

/**
 * Issue 19: svc-billing's deposit invoices reach svc-campaign over the BILLING stream (`invoice.issued|paid|
 * reopened`), the whole way: the durable consumer, its inbox, the read model, the campaign's detail and the
 * approval that needs the deposit paid.
 */
let h: CampaignHarness;
beforeAll(async () => {
  h = await startCampaign({ now: () => NOW });
  // svc-campaign starts before svc-billing has created its stream (svc-campaign never creates it): its consumer
  // waits, and binds to the stream once it exists (the events below reach it).
  const jsm = await h.service.kit.nats!.jetstreamManager();
  await new Promise((r) => setTimeout(r, 300));
  expect(await jsm.streams.info(streams.billing.name).catch(() => null)).toBeNull();
  await jsm.streams.add({ name: streams.billing.name, subjects: [...streams.billing.subjects] });
});
afterAll(() => h?.stop());

/** Publishes an invoice event as svc-billing's outbox relay would; answers the envelope's id. */
async function publishInvoice(
  subject: 'invoice.issued' | 'invoice.paid' | 'invoice.reopened' | 'payout.requested',
  data: InvoiceFacts,
  occurredAt: string,
  id: string = randomUUID(),
): Promise<string> {
  const envelope = { id, type: subject, version: 1, occurredAt, data };
  await h.service.kit
    .nats!.jetstream()
    .publish(subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: randomUUID() });
  return id;
}

/** Waits until the deposits consumer has handled the event (its inbox row commits with the effect). */
const handled = (eventId: string) =>
  until(
    `invoice event ${eventId} handled`,
    async () => h.knex('inbox').where({ consumer: DEPOSITS_CONSUMER, event_id: eventId }).first(),
    30_000,
  );

const detail = (campaignId: string) => h.http().get(`/campaign/${campaignId}`).set(h.as(platformAdmin()));

function depositOf(campaignId: string, fields: Partial<InvoiceFacts> = {}): InvoiceFacts {
  return {
    invoiceId: randomUUID(),
    number: '2030-000042',
    type: 'deposit',
    status: 'open',
    organizationId: randomUUID(),
    campaignId,
    amountRappen: 1_011_351,
    openRappen: 1_011_351,
    ...fields,
  };
}

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe("svc-billing's deposit invoices (issue 19)", () => {
  it('are shown with the campaign; approval waits for the payment and then makes the codes', async () => {
    const c = await pendingCampaign(h, { recipients: 2, depositPaid: false });
    const invoice = depositOf(c.id);
    await handled(await publishInvoice('invoice.issued', invoice, at(1)));
    const issued = await detail(c.id);
    expect(issued.body.deposit).toEqual({
      invoiceId: invoice.invoiceId,
      number: '2030-000042',
      status: 'open',
      amountRappen: 1_011_351,
      openRappen: 1_011_351,
    });
    expect(issued.body.actions).toEqual(['reject', 'block']);
    const refused = await review(h, c.id, { decision: 'approve' });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: 'error.campaign.depositUnpaid',
    });
    expect(await h.knex('vouchers').where({ campaign_id: c.id }).count({ n: '*' })).toEqual([{ n: '0' }]);

    await handled(
      await publishInvoice('invoice.issued', { ...invoice, status: 'partialPaid', openRappen: 11_351 }, at(2)),
    );
    expect((await detail(c.id)).body.deposit).toMatchObject({ status: 'partialPaid', openRappen: 11_351 });
    expect((await review(h, c.id, { decision: 'approve' })).status).toBe(409);

    await handled(await publishInvoice('invoice.paid', { ...invoice, status: 'paid', openRappen: 0 }, at(3)));
    expect((await detail(c.id)).body).toMatchObject({
      deposit: { status: 'paid', openRappen: 0 },
      actions: ['approve', 'reject', 'block'],
    });
    const approved = await review(h, c.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', deposit: { status: 'paid' } });
    expect(await h.knex('vouchers').where({ campaign_id: c.id }).count({ n: '*' })).toEqual([{ n: '2' }]);
  });

  it('keeps the newest state: issued and paid by credit at one time, then a replay, then a reopening', async () => {
    const c = await pendingCampaign(h, { depositPaid: false });
    const invoice = depositOf(c.id);
    const paid = { ...invoice, status: 'paid' as const, openRappen: 0 };
    // One transaction of svc-billing: both events carry the same time; the payment is the state.
    await publishInvoice('invoice.issued', invoice, at(10));
    await handled(await publishInvoice('invoice.paid', paid, at(10)));
    expect((await detail(c.id)).body.deposit).toMatchObject({ status: 'paid' });
    // A replay of the stream with new ids (the inbox does not know them) changes nothing older.
    await handled(await publishInvoice('invoice.issued', invoice, at(10)));
    await handled(await publishInvoice('invoice.reopened', { ...invoice, status: 'reopened' }, at(5)));
    expect((await detail(c.id)).body.deposit).toMatchObject({ status: 'paid', openRappen: 0 });
    // The same event delivered twice takes effect once (the inbox).
    const reopenedId = randomUUID();
    await handled(await publishInvoice('invoice.reopened', { ...invoice, status: 'reopened' }, at(20), reopenedId));
    await publishInvoice('invoice.reopened', { ...invoice, status: 'reopened' }, at(20), reopenedId);
    expect((await detail(c.id)).body).toMatchObject({
      deposit: { status: 'reopened', openRappen: 1_011_351 },
      actions: ['reject', 'block'],
    });
    expect((await review(h, c.id, { decision: 'approve' })).body.message).toBe('error.campaign.depositUnpaid');
    expect(
      await h.knex('inbox').where({ consumer: DEPOSITS_CONSUMER, event_id: reopenedId }).count({ n: '*' }),
    ).toEqual([{ n: '1' }]);
  });

  it('follows only deposits of campaigns: other invoices and payouts are acknowledged without effect', async () => {
    const c = await pendingCampaign(h, { depositPaid: false });
    const ids = [
      await publishInvoice('invoice.paid', depositOf(c.id, { type: 'finalBilling', status: 'paid' }), at(30)),
      await publishInvoice('invoice.issued', depositOf(c.id, { type: 'manual', campaignId: null }), at(30)),
    ];
    for (const id of ids) await handled(id);
    // payout.* is on the stream too but not among the consumer's subjects: a later event overtakes it.
    await publishInvoice('payout.requested', depositOf(c.id, { type: 'payout' }), at(30));
    const last = await publishInvoice('invoice.issued', depositOf(randomUUID()), at(30));
    await handled(last);
    expect((await detail(c.id)).body.deposit).toBeNull();
    expect(await h.knex('campaign_deposits').where({ campaign_id: c.id }).count({ n: '*' })).toEqual([{ n: '0' }]);
    // A deposit of a campaign this database does not hold is kept (no foreign key stops the consumer).
    expect(Number((await h.knex('campaign_deposits').count({ n: '*' }))[0]!.n)).toBeGreaterThan(0);
  });
});
