import type { FeedbackEntry, feedbackListQuery, MailNumbers, VoucherNumbers } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';

/** A voucher row as the giver's reads need it (migration 005; never the HMAC). */
export interface VoucherDbRow {
  id: string;
  campaign_id: string;
  recipient_id: string;
  code_cipher: Buffer;
  status: 'unused' | 'used';
  redeemed_at: Date | null;
  order_product_id: string | null;
  feedback: string | null;
  feedback_at: Date | null;
  mailed_at: Date | null;
  opened_at: Date | null;
  clicked_at: Date | null;
  mail_failed_at: Date | null;
  mail_failure: string | null;
}

const VOUCHER_COLUMNS = [
  'id',
  'campaign_id',
  'recipient_id',
  'code_cipher',
  'status',
  'redeemed_at',
  'order_product_id',
  'feedback',
  'feedback_at',
  'mailed_at',
  'opened_at',
  'clicked_at',
  'mail_failed_at',
  'mail_failure',
] as const;

/** The vouchers of these recipients of one campaign, by recipient id (the recipients list's page). */
export async function vouchersOfRecipients(
  db: Knex,
  campaignId: string,
  recipientIds: string[],
): Promise<Map<string, VoucherDbRow>> {
  if (recipientIds.length === 0) return new Map();
  const rows = await db<VoucherDbRow>('vouchers')
    .where({ campaign_id: campaignId })
    .whereIn('recipient_id', recipientIds)
    .select(...VOUCHER_COLUMNS);
  return new Map(rows.map((r) => [r.recipient_id, r]));
}

/** The voucher of one recipient of one campaign. */
export async function voucherOfRecipient(
  db: Knex,
  campaignId: string,
  recipientId: string,
): Promise<VoucherDbRow | undefined> {
  return db<VoucherDbRow>('vouchers')
    .where({ campaign_id: campaignId, recipient_id: recipientId })
    .first(...VOUCHER_COLUMNS);
}

/** The statistics' numbers of one campaign's vouchers, in one pass over its rows. */
export async function voucherNumbersOf(
  db: Knex,
  campaignId: string,
): Promise<{ vouchers: VoucherNumbers; mails: MailNumbers }> {
  const row = await db('vouchers')
    .where({ campaign_id: campaignId })
    .first(
      db.raw('count(*)::int as issued'),
      db.raw(`count(*) filter (where status = 'used')::int as redeemed`),
      db.raw('count(*) filter (where feedback_at is not null)::int as feedback'),
      db.raw('count(*) filter (where mailed_at is not null)::int as sent'),
      db.raw('count(*) filter (where opened_at is not null)::int as opened'),
      db.raw('count(*) filter (where clicked_at is not null)::int as clicked'),
      db.raw('count(*) filter (where mail_failed_at is not null)::int as failed'),
    );
  const n = (row ?? {}) as Record<string, number>;
  return {
    vouchers: { issued: n.issued ?? 0, redeemed: n.redeemed ?? 0, feedback: n.feedback ?? 0 },
    mails: { sent: n.sent ?? 0, opened: n.opened ?? 0, clicked: n.clicked ?? 0, failed: n.failed ?? 0 },
  };
}

/** How many codes of the campaign were redeemed for each product (the statistics' used budget). */
export async function redemptionsByProduct(db: Knex, campaignId: string): Promise<Map<string, number>> {
  const rows = await db('vouchers')
    .where({ campaign_id: campaignId, status: 'used' })
    .whereNotNull('order_product_id')
    .groupBy('order_product_id')
    .select<{ order_product_id: string; count: number }[]>('order_product_id', db.raw('count(*)::int as count'));
  return new Map(rows.map((r) => [r.order_product_id, r.count]));
}

interface FeedbackDbRow {
  id: string;
  campaign_id: string;
  campaign_name: string;
  recipient_id: string;
  email: string;
  salutation: string | null;
  feedback: string;
  feedback_at: Date;
}

const toFeedbackEntry = (r: FeedbackDbRow): FeedbackEntry => ({
  voucherId: r.id,
  campaignId: r.campaign_id,
  campaignName: r.campaign_name,
  recipientId: r.recipient_id,
  email: r.email,
  salutation: r.salutation,
  feedback: r.feedback,
  feedbackAt: r.feedback_at.toISOString(),
});

const feedbackRows = (db: Knex) =>
  db('vouchers as v')
    .join('recipients as r', 'r.id', 'v.recipient_id')
    .join('campaigns as c', 'c.id', 'v.campaign_id')
    .whereNotNull('v.feedback_at')
    .whereNotNull('v.feedback');

const FEEDBACK_COLUMNS = [
  'v.id',
  'v.campaign_id',
  'c.name as campaign_name',
  'v.recipient_id',
  'r.email',
  'r.salutation',
  'v.feedback',
  'v.feedback_at',
];

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** One page of a campaign's feedback (newest first by default), `q` in the text and the e-mail. */
export async function feedbackPageOf(db: Knex, campaignId: string, query: z.output<typeof feedbackListQuery>) {
  const filtered = () => {
    const q = feedbackRows(db).where('v.campaign_id', campaignId);
    if (query.q) {
      const pattern = likePattern(query.q);
      q.andWhere((w) => void w.whereILike('v.feedback', pattern).orWhereILike('r.email', pattern));
    }
    return q;
  };
  const order = query.order === 'asc' ? 'asc' : 'desc';
  const [rows, [{ count }]] = await Promise.all([
    filtered()
      .select<FeedbackDbRow[]>(FEEDBACK_COLUMNS)
      .orderBy([
        { column: 'v.feedback_at', order },
        { column: 'v.id', order },
      ])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    filtered().count<{ count: string }[]>({ count: '*' }),
  ]);
  return { items: rows.map(toFeedbackEntry), page: query.page, pageSize: query.pageSize, total: Number(count) };
}

/** The newest feedback on any campaign of the organisation (the dashboard panel). */
export async function newestFeedbackOf(db: Knex, organizationId: string, limit: number): Promise<FeedbackEntry[]> {
  const rows = await feedbackRows(db)
    .where('c.organization_id', organizationId)
    .select<FeedbackDbRow[]>(FEEDBACK_COLUMNS)
    .orderBy([
      { column: 'v.feedback_at', order: 'desc' },
      { column: 'v.id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map(toFeedbackEntry);
}

/** How many codes a campaign has. */
export async function voucherCountOf(db: Knex, campaignId: string): Promise<number> {
  const [row] = await db('vouchers').where({ campaign_id: campaignId }).count<{ n: string }[]>({ n: '*' });
  return Number(row!.n);
}
