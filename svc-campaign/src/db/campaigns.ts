import type { CampaignListQuery, CampaignStatus, CampaignSummary, CampaignType } from '@cadeau/contracts';
import { pageQuery } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { CampaignFields } from '../domain/campaign-rules';

/** A stored campaign as the service works with it (dates as `YYYY-MM-DD`, the budget as a number). */
export interface CampaignRow {
  id: string;
  organization_id: string;
  organization_name: string | null;
  name: string;
  type: CampaignType;
  status: CampaignStatus;
  start_date: string | null;
  end_date: string | null;
  budget_rappen: number | null;
  product_ids: string[];
  version: number;
  rejection_reason: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  released_at: Date | null;
  approved_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
}

/**
 * The columns of a campaign. Dates are read as text: node-postgres turns a `date` into a Date at the process's
 * local midnight, which is another day in some time zones; the bigint budget arrives as text and is converted.
 */
const COLUMNS = [
  'c.id',
  'c.organization_id',
  'c.organization_name',
  'c.name',
  'c.type',
  'c.status',
  'c.budget_rappen',
  'c.product_ids',
  'c.version',
  'c.rejection_reason',
  'c.created_by',
  'c.created_at',
  'c.updated_at',
  'c.released_at',
  'c.approved_at',
  'c.started_at',
  'c.finished_at',
];

export const campaignColumns = (db: Knex) =>
  db('campaigns as c').select(
    ...COLUMNS,
    db.raw(`to_char(c.start_date, 'YYYY-MM-DD') as start_date`),
    db.raw(`to_char(c.end_date, 'YYYY-MM-DD') as end_date`),
  );

type RawRow = Omit<CampaignRow, 'budget_rappen'> & { budget_rappen: string | number | null };

export const toRow = (raw: RawRow): CampaignRow => ({
  ...raw,
  budget_rappen: raw.budget_rappen === null ? null : Number(raw.budget_rappen),
});

export async function findCampaign(db: Knex, id: string): Promise<CampaignRow | undefined> {
  const raw = await campaignColumns(db).where('c.id', id).first();
  return raw ? toRow(raw) : undefined;
}

/** The campaign under its row lock (every change of a campaign takes it first), or undefined. */
export async function lockCampaign(trx: Knex.Transaction, id: string): Promise<CampaignRow | undefined> {
  const raw = await campaignColumns(trx).where('c.id', id).forUpdate().first();
  return raw ? toRow(raw) : undefined;
}

/** The fields the rules judge. */
export const fieldsOf = (r: CampaignRow): CampaignFields => ({
  type: r.type,
  startDate: r.start_date,
  endDate: r.end_date,
  budgetRappen: r.budget_rappen,
  productIds: r.product_ids,
});

const iso = (d: Date) => new Date(d).toISOString();
export const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

export function toSummary(r: CampaignRow, recipientCount: number): CampaignSummary {
  return {
    id: r.id,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    name: r.name,
    type: r.type,
    status: r.status,
    startDate: r.start_date,
    endDate: r.end_date,
    budgetRappen: r.budget_rappen,
    recipientCount,
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

const listSpec = {
  sortColumns: {
    createdAt: 'c.created_at',
    name: 'c.name',
    status: 'c.status',
    startDate: 'c.start_date',
    budgetRappen: 'c.budget_rappen',
  },
  searchColumns: ['c.name'],
  tieBreaker: 'c.id',
};

/**
 * GET /campaign: one page of campaigns, of one organisation or (null: platform administrators) of all, with
 * their recipient counts.
 */
export async function campaignPage(db: Knex, organizationId: string | null, q: CampaignListQuery) {
  const base = campaignColumns(db);
  if (organizationId) base.where('c.organization_id', organizationId);
  if (q.status) base.where('c.status', q.status);
  const page = await pageQuery<RawRow, CampaignRow>(base, q, listSpec, toRow);
  const counts = await recipientCounts(
    db,
    page.items.map((r) => r.id),
  );
  return { ...page, items: page.items.map((r) => toSummary(r, counts.get(r.id)?.total ?? 0)) };
}

/** The newest campaigns in `statuses`, of one organisation or of all (null), at most `limit`. */
export async function newestIn(
  db: Knex,
  organizationId: string | null,
  statuses: readonly CampaignStatus[],
  limit: number,
): Promise<CampaignRow[]> {
  const q = campaignColumns(db).whereIn('c.status', statuses).orderBy('c.updated_at', 'desc').limit(limit);
  if (organizationId) q.where('c.organization_id', organizationId);
  return ((await q) as RawRow[]).map(toRow);
}

/** Campaigns per status, of one organisation or of all (null). */
export async function countsByStatus(db: Knex, organizationId: string | null): Promise<Map<CampaignStatus, number>> {
  const q = db('campaigns').select('status').count({ n: '*' }).groupBy('status');
  if (organizationId) q.where('organization_id', organizationId);
  const rows = (await q) as { status: CampaignStatus; n: string | number }[];
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export interface RecipientCounts {
  total: number;
  unsubscribed: number;
}

/**
 * Recipients per campaign, counted in SQL on the recipients area's table (migration 002): total and unsubscribed,
 * from the campaign index alone (~8 ms for 100,000 recipients here). The addresses' shape check is left to the
 * release blockers (recipientBlockers), which read the stored `email_valid` (migration 004).
 */
export async function recipientCounts(db: Knex, campaignIds: readonly string[]): Promise<Map<string, RecipientCounts>> {
  const out = new Map<string, RecipientCounts>();
  if (!campaignIds.length) return out;
  const rows = (await db('recipients')
    .whereIn('campaign_id', campaignIds)
    .groupBy('campaign_id')
    .select('campaign_id')
    .count({ total: '*' })
    .select(db.raw('count(*) filter (where unsubscribed) as unsubscribed'))) as {
    campaign_id: string;
    total: string;
    unsubscribed: string;
  }[];
  for (const r of rows) out.set(r.campaign_id, { total: Number(r.total), unsubscribed: Number(r.unsubscribed) });
  return out;
}

export async function recipientCountsOf(db: Knex, campaignId: string): Promise<RecipientCounts> {
  return (await recipientCounts(db, [campaignId])).get(campaignId) ?? { total: 0, unsubscribed: 0 };
}
