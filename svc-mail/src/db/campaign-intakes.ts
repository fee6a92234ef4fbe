import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The pulls of a campaign's recipients from svc-campaign (one per `campaign.started` of an automatic campaign or
 * `voucher.sendRequested` of a manual one). Recorded by the consumer in the transaction of its inbox row, then
 * worked page by page, the cursor advancing in the transaction that stores the page's messages: a crash
 * repeats at most one page, whose messages the idempotency keys keep from being stored twice.
 */
export interface IntakeRow {
  id: string;
  campaign_id: string;
  kind: 'started' | 'requested';
  recipient_ids: string[] | null;
  cursor: string | null;
  status: 'pending' | 'done' | 'failed';
  attempts: number;
  queued: number;
}

/**
 * Records an intake. `id`: the event's id for a send-code request (its mails' idempotency keys name it, see
 * domain/campaign-mail/intake.ts), so the same event recorded twice is still one intake; a fresh id otherwise.
 */
export async function addIntake(
  trx: Knex.Transaction,
  intake: { id?: string; campaignId: string; kind: IntakeRow['kind']; recipientIds?: readonly string[] },
): Promise<string> {
  const id = intake.id ?? randomUUID();
  await trx('campaign_intakes')
    .insert({
      id,
      campaign_id: intake.campaignId,
      kind: intake.kind,
      recipient_ids: intake.recipientIds ? JSON.stringify([...new Set(intake.recipientIds)].sort()) : null,
    })
    .onConflict('id')
    .ignore();
  return id;
}

/**
 * Takes the oldest due intake (optionally of one campaign) for `leaseMs`: another worker takes it only after
 * that, when this one died.
 */
export async function takeIntake(db: Knex, leaseMs: number, campaignId?: string): Promise<IntakeRow | null> {
  const result = await db.raw(
    `update campaign_intakes i
        set next_attempt_at = now() + :leaseMs * interval '1 millisecond', attempts = i.attempts + 1,
            updated_at = now()
      where i.id = (select id from campaign_intakes
                     where status = 'pending' and next_attempt_at <= now()
                       ${campaignId ? 'and campaign_id = :campaignId' : ''}
                     order by created_at, id
                     limit 1
                     for update skip locked)
  returning i.*`,
    { leaseMs, ...(campaignId ? { campaignId } : {}) },
  );
  return (result.rows[0] as IntakeRow | undefined) ?? null;
}

/** Whether the campaign has an intake still to finish (also one another worker holds right now). */
export async function intakePending(db: Knex, campaignId: string): Promise<boolean> {
  return !!(await db('campaign_intakes').where({ campaign_id: campaignId, status: 'pending' }).first('id'));
}

/** A page is stored: the cursor moves past it (in the page's transaction). */
export async function advanceIntake(
  trx: Knex.Transaction,
  id: string,
  cursor: string,
  queued: number,
  leaseMs: number,
) {
  await trx('campaign_intakes')
    .where({ id })
    .update({
      cursor,
      queued: trx.raw('queued + ?', [queued]),
      next_attempt_at: trx.raw(`now() + ? * interval '1 millisecond'`, [leaseMs]),
      updated_at: trx.fn.now(),
    });
}

export async function finishIntake(db: Knex | Knex.Transaction, id: string, status: 'done' | 'failed', error?: string) {
  await db('campaign_intakes')
    .where({ id })
    .update({ status, last_error: error?.slice(0, 255) ?? null, updated_at: db.fn.now() });
}

/** svc-campaign could not be asked: the same intake again after `delayMs`, from its cursor. */
export async function retryIntake(db: Knex, id: string, delayMs: number, error: string) {
  await db('campaign_intakes')
    .where({ id })
    .update({
      next_attempt_at: db.raw(`now() + ? * interval '1 millisecond'`, [delayMs]),
      last_error: error.slice(0, 255),
      updated_at: db.fn.now(),
    });
}
