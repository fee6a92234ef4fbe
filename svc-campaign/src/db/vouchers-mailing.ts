import type { MailRecipient, mailRecipientsQuery } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';

/**
 * One page of a campaign's recipients with a voucher for svc-mail, in recipient id order after `after` (keyset:
 * stable while recipients cannot change, which holds from the approval on). `next` is the last id of a full page.
 */
export async function mailRecipientsPageOf(
  db: Knex,
  campaignId: string,
  query: z.output<typeof mailRecipientsQuery>,
): Promise<{ items: MailRecipient[]; next: string | null }> {
  const q = db('vouchers as v')
    .join('recipients as r', 'r.id', 'v.recipient_id')
    .where('v.campaign_id', campaignId)
    .orderBy('v.recipient_id')
    .limit(query.limit + 1)
    .select<
      {
        recipient_id: string;
        id: string;
        email: string;
        salutation: string | null;
        greeting: string | null;
        unsubscribed: boolean;
      }[]
    >('v.recipient_id', 'v.id', 'r.email', 'r.salutation', 'r.greeting', 'r.unsubscribed');
  if (query.after) q.where('v.recipient_id', '>', query.after);
  if (query.ids) q.whereIn('v.recipient_id', query.ids);
  const rows = await q;
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  return {
    items: page.map((r) => ({
      recipientId: r.recipient_id,
      voucherId: r.id,
      email: r.email,
      salutation: r.salutation,
      greeting: r.greeting,
      unsubscribed: r.unsubscribed,
    })),
    next: more ? page[page.length - 1]!.recipient_id : null,
  };
}

/** The sealed codes of these vouchers (unknown ids are absent). */
export async function sealedCodesOf(db: Knex, voucherIds: string[]): Promise<{ id: string; code_cipher: Buffer }[]> {
  return db('vouchers').whereIn('id', voucherIds).select('id', 'code_cipher');
}
