import type { Recipient, RecipientRow, recipientListQuery } from '@cadeau/contracts';
import { ErrorKeys, parsePhone } from '@cadeau/contracts';
import type { z } from 'zod';
import type { Knex } from 'knex';
import { errors } from '@cadeau/service-kit/errors';

export interface RecipientDbRow {
  id: string;
  campaign_id: string;
  email: string;
  phone: string | null;
  salutation: string | null;
  greeting: string | null;
  unsubscribed: boolean;
  created_at: Date;
  updated_at: Date;
}

export const toRecipientBody = (row: RecipientDbRow): Recipient => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  salutation: row.salutation,
  greeting: row.greeting,
  unsubscribed: row.unsubscribed,
  createdAt: row.created_at.toISOString(),
});

/** Postgres' unique violation: the address is already a recipient of the campaign. */
const isDuplicate = (err: unknown) =>
  (err as { code?: string }).code === '23505' &&
  (err as { constraint?: string }).constraint === 'recipients_campaign_email';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

type ListQuery = z.output<typeof recipientListQuery>;

/** The voucher conditions of the list's voucher filters (fixed SQL, no input in it). */
const voucherFilters = {
  redeemed: `v.status = 'used'`,
  notRedeemed: `v.status = 'unused'`,
  mailFailed: 'v.mail_failed_at is not null',
} as const;

/** One page of a campaign's recipients with the total of the filtered list. */
export async function listRecipients(db: Knex, campaignId: string, query: ListQuery) {
  const filtered = () => {
    const q = db<RecipientDbRow>('recipients').where({ campaign_id: campaignId });
    if (query.filter === 'unsubscribed') q.andWhere({ unsubscribed: true });
    // email_valid is computed by Postgres (migration 004).
    if (query.filter === 'invalid') q.andWhereRaw('not email_valid');
    // The voucher filters (issue 12): a recipient has at most one voucher (vouchers.recipient_id is unique).
    const voucherWhere = voucherFilters[query.filter as keyof typeof voucherFilters];
    if (voucherWhere)
      q.whereExists(
        db('vouchers as v').select(db.raw('1')).whereRaw(`v.recipient_id = recipients.id and ${voucherWhere}`),
      );
    if (query.q) {
      const pattern = likePattern(query.q);
      // A search that is a phone number as people write it (`079 123 45 67`, the list's `+41 79 123 45 67`) also
      // finds the number stored in E.164 (issue 23).
      const phone = /\d/.test(query.q) ? parsePhone(query.q) : null;
      q.andWhere((w) => {
        w.whereILike('email', pattern)
          .orWhereILike('phone', pattern)
          .orWhereILike('salutation', pattern)
          .orWhereILike('greeting', pattern);
        if (phone?.ok && phone.value) w.orWhere('phone', phone.value);
      });
    }
    return q;
  };
  const order = query.order === 'desc' ? 'desc' : 'asc';
  const sorted = filtered().select('*');
  if (query.sort === 'email') sorted.orderByRaw(`lower(email) ${order}, id ${order}`);
  else
    sorted.orderBy([
      { column: 'created_at', order },
      { column: 'id', order },
    ]);
  const [rows, [{ count }]] = await Promise.all([
    sorted.limit(query.pageSize).offset((query.page - 1) * query.pageSize) as Promise<RecipientDbRow[]>,
    filtered().count<{ count: string }[]>({ count: '*' }),
  ]);
  return { items: rows.map(toRecipientBody), page: query.page, pageSize: query.pageSize, total: Number(count) };
}

export async function findRecipient(db: Knex, campaignId: string, id: string): Promise<RecipientDbRow | undefined> {
  return db<RecipientDbRow>('recipients').where({ campaign_id: campaignId, id }).first();
}

/** Adds one recipient; 409 `error.recipient.duplicate` when the address is already one of the campaign's. */
export async function insertRecipient(db: Knex, campaignId: string, fields: RecipientRow): Promise<RecipientDbRow> {
  try {
    const [row] = await db<RecipientDbRow>('recipients')
      .insert({ campaign_id: campaignId, ...fields })
      .returning('*');
    return row!;
  } catch (err) {
    if (isDuplicate(err)) throw errors.conflict(ErrorKeys.recipient.duplicate);
    throw err;
  }
}

/** Replaces a recipient's fields; undefined when it is not the campaign's; 409 duplicate as insertRecipient. */
export async function updateRecipient(
  db: Knex,
  campaignId: string,
  id: string,
  fields: RecipientRow,
): Promise<RecipientDbRow | undefined> {
  try {
    const [row] = await db<RecipientDbRow>('recipients')
      .where({ campaign_id: campaignId, id })
      .update({ ...fields, updated_at: db.fn.now() })
      .returning('*');
    return row;
  } catch (err) {
    if (isDuplicate(err)) throw errors.conflict(ErrorKeys.recipient.duplicate);
    throw err;
  }
}

/** Removes a recipient; false when it is not the campaign's. */
export async function deleteRecipient(db: Knex, campaignId: string, id: string): Promise<boolean> {
  return (await db('recipients').where({ campaign_id: campaignId, id }).delete()) > 0;
}
