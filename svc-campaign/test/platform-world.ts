import { randomBytes, randomUUID } from 'node:crypto';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { Knex } from 'knex';

/**
 * Tells svc-campaign an event of another service through a consumer's own handler, in a transaction as the kit's
 * inbox runs it (the platform view's tests, issue 20).
 */
export async function tell<S extends string>(
  knex: Knex,
  consumer: ConsumerDef<S>,
  type: S,
  data: unknown,
  occurredAt: string,
): Promise<void> {
  await knex.transaction((trx) =>
    consumer.handle(trx, { id: randomUUID(), type, version: 1, occurredAt, data } as never),
  );
}

/**
 * `count` recipients of a campaign, each with a voucher (codes are random bytes: these tests never read them),
 * written straight into the tables; `createdAt` dates the vouchers (the funnel's "recipients" step). Their ids.
 */
export async function recipientsWithVouchers(
  knex: Knex,
  campaignId: string,
  count: number,
  createdAt?: Date,
): Promise<string[]> {
  const recipients: { id: string }[] = await knex('recipients')
    .insert(
      Array.from({ length: count }, (_, i) => ({
        campaign_id: campaignId,
        email: `r${i}-${randomUUID()}@example.ch`,
        ...(createdAt ? { created_at: createdAt } : {}),
      })),
    )
    .returning('id');
  const vouchers: { id: string }[] = await knex('vouchers')
    .insert(
      recipients.map((r) => ({
        campaign_id: campaignId,
        recipient_id: r.id,
        code_hmac: randomBytes(32),
        code_cipher: randomBytes(44),
        ...(createdAt ? { created_at: createdAt } : {}),
      })),
    )
    .returning('id');
  return vouchers.map((v) => v.id);
}
