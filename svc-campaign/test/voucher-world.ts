import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import { devVoucherKeys, open } from '../src/domain/code-crypto';
import { giverAdmin, giveDeposit } from './campaign-world';
import { signInternalCall } from '@cadeau/service-kit';
import { until } from '@cadeau/service-kit/testing';
import { platformAdmin, SECRET, type Caller, type CampaignHarness } from './harness';

/**
 * Campaigns with gift codes for the voucher tests (issue 12, area V): a pending campaign written straight into
 * the table with its recipients, approved through the review route (which makes the codes), then moved to
 * the status the test needs.
 */
export interface VoucherCampaign {
  id: string;
  admin: Caller;
  recipientIds: string[];
}

export interface VoucherCampaignOptions {
  type?: 'automatic' | 'manual';
  recipients?: number;
  status?: 'approved' | 'running' | 'finished' | 'blocked';
  admin?: Caller;
  name?: string;
  startDate?: string;
  endDate?: string;
  /** Whether the pending campaign's deposit is paid (default true). */
  depositPaid?: boolean;
}

/**
 * A campaign waiting for review with `recipients` recipients (the first one's greeting looks like a formula) and its
 * deposit paid (issue 19: what an approval needs), written by the deposits consumer's effect (campaign-world.ts
 * `giveDeposit`); `depositPaid: false` leaves it without one.
 */
export async function pendingCampaign(
  h: CampaignHarness,
  options: VoucherCampaignOptions = {},
): Promise<VoucherCampaign> {
  const admin = options.admin ?? giverAdmin(h.identity);
  const [{ id }] = await h
    .knex('campaigns')
    .insert({
      organization_id: admin.currentOrganizationId,
      organization_name: 'Giver AG',
      name: options.name ?? `Codes ${randomUUID().slice(0, 6)}`,
      type: options.type ?? 'manual',
      status: 'pending',
      start_date: options.startDate ?? '2030-03-01',
      end_date: options.endDate ?? '2030-03-31',
      budget_rappen: 1_000_000,
    })
    .returning('id');
  const rows = Array.from({ length: options.recipients ?? 3 }, (_, i) => ({
    campaign_id: id,
    email: `v${i}-${randomUUID().slice(0, 8)}@example.ch`,
    salutation: `Liebe Nummer ${i}`,
    greeting: i === 0 ? '=HYPERLINK("x")' : null,
  }));
  const recipientIds: string[] = [];
  for (let i = 0; i < rows.length; i += 5000) {
    const inserted = await h
      .knex('recipients')
      .insert(rows.slice(i, i + 5000))
      .returning('id');
    recipientIds.push(...inserted.map((r: { id: string }) => r.id));
  }
  if (options.depositPaid ?? true) await giveDeposit(h.knex, id);
  return { id, admin, recipientIds };
}

export const review = (h: CampaignHarness, campaignId: string, body: object) =>
  h.http().post(`/campaign/${campaignId}/approve`).set(h.as(platformAdmin())).send(body);

/** A campaign approved through the review route (which makes its codes), then moved to `status`. */
export async function campaignWithVouchers(
  h: CampaignHarness,
  options: VoucherCampaignOptions = {},
): Promise<VoucherCampaign> {
  const c = await pendingCampaign(h, options);
  const res = await review(h, c.id, { decision: 'approve' });
  if (res.status !== 200) throw new Error(`approve answered ${res.status} ${JSON.stringify(res.body)}`);
  if (options.status && options.status !== 'approved')
    await h.knex('campaigns').where({ id: c.id }).update({ status: options.status });
  return c;
}

/** The plain codes of a campaign by recipient id, opened with the development keys the tests run with. */
export async function codesOf(knex: Knex, campaignId: string): Promise<Map<string, string>> {
  const rows = await knex('vouchers').where({ campaign_id: campaignId }).select('recipient_id', 'code_cipher');
  return new Map(rows.map((r) => [r.recipient_id as string, open(devVoucherKeys(), r.code_cipher as Buffer)]));
}

/** A signed call of svc-mail (the only reader of codes), as its internal client sends it. */
export function mailCall(
  h: CampaignHarness,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  caller = 'svc-mail',
) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const signed = signInternalCall(SECRET, {
    method,
    path,
    body: text,
    caller,
    timestampSec: Math.floor(Date.now() / 1000),
  });
  const req = method === 'GET' ? h.http().get(path) : h.http().post(path);
  req.set(signed);
  return body === undefined ? req : req.set('content-type', 'application/json').send(text);
}

/** The CSV answer as rows of cells (the BOM checked and dropped). */
export function csvRows(text: string): string[][] {
  if (!text.startsWith('\ufeff')) throw new Error('no BOM');
  return parse(text.slice(1)) as string[][];
}

/**
 * The audit entries of one campaign on the CAMPAIGN stream (those of the outbox once relayed, and those a read
 * publishes directly), oldest first.
 */
export async function streamedAudits(h: CampaignHarness, campaignId: string): Promise<Record<string, unknown>[]> {
  const jsm = await h.service.kit.nats!.jetstreamManager();
  const { state } = await jsm.streams.info('CAMPAIGN');
  const out: Record<string, unknown>[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq; seq++) {
    const msg = await jsm.streams.getMessage('CAMPAIGN', { seq }).catch(() => null);
    if (msg?.subject !== 'audit.campaign.recorded') continue;
    const data = (msg.json() as { data: Record<string, unknown> }).data;
    if (data.entityId === campaignId) out.push(data);
  }
  return out;
}

/**
 * Publishes an event of svc-mail's MAIL stream as its outbox relay would (the envelope, msgID = a JetStream
 * message id); `id` fixes the envelope's id to publish one event twice (a redelivery the inbox must absorb).
 */
export async function publishMailEvent(
  h: CampaignHarness,
  subject: string,
  data: unknown,
  opts: { id?: string; occurredAt?: string } = {},
): Promise<string> {
  const id = opts.id ?? randomUUID();
  const envelope = { id, type: subject, version: 1, occurredAt: opts.occurredAt ?? new Date().toISOString(), data };
  await h.service.kit
    .nats!.jetstream()
    .publish(subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: randomUUID() });
  return id;
}

/** Waits until the campaign-mail consumer recorded this event in its inbox (it has taken effect then). */
export const handled = (h: CampaignHarness, eventId: string) =>
  until(`campaignMail event ${eventId} handled`, async () =>
    h.knex('inbox').where({ consumer: 'campaign-mail-progress', event_id: eventId }).first(),
  );
