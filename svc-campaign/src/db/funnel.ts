import { funnelSteps, type FunnelCounts, type FunnelStep } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { FUNNEL_TOUCHES_SQL } from './funnel-touches';

/** Which campaigns a funnel read covers: one giver's, one campaign, or all. */
export interface FunnelFilter {
  organizationId?: string;
  campaignId?: string;
  from: string;
  to: string;
}

export interface DayCount {
  day: string;
  step: FunnelStep;
  count: number;
}

const filtered = (db: Knex, f: FunnelFilter) => {
  const q = db('campaign_funnel_days as f').whereBetween('f.day', [f.from, f.to]).where('f.count', '<>', 0);
  if (f.campaignId) q.where('f.campaign_id', f.campaignId);
  if (f.organizationId)
    q.whereIn('f.campaign_id', db('campaigns').select('id').where('organization_id', f.organizationId));
  return q;
};

/** The filter's campaigns' recipients up to the period's end, from the kept counters: the totals' rates' base. */
export async function funnelRecipientsToDate(db: Knex, f: FunnelFilter): Promise<number> {
  const q = db('campaign_funnel_days as f').where('f.step', 'recipients').where('f.day', '<=', f.to);
  if (f.campaignId) q.where('f.campaign_id', f.campaignId);
  if (f.organizationId)
    q.whereIn('f.campaign_id', db('campaigns').select('id').where('organization_id', f.organizationId));
  const [row] = await q.select(db.raw('coalesce(sum(f.count), 0)::int as n'));
  return (row as { n: number }).n;
}

/** The kept counters of the filter's campaigns, summed per day and step (the read the reports use). */
export async function funnelDayCounts(db: Knex, f: FunnelFilter): Promise<DayCount[]> {
  const rows: { day: string; step: FunnelStep; count: number }[] = await filtered(db, f)
    .select(db.raw(`to_char(f.day, 'YYYY-MM-DD') as day`), 'f.step', db.raw('sum(f.count)::int as count'))
    .groupBy('f.day', 'f.step')
    .orderBy('f.day');
  return rows;
}

export interface FunnelCampaignRow {
  campaignId: string;
  name: string;
  organizationId: string;
  organizationName: string | null;
  counts: FunnelCounts;
  recipientsToDate: number;
}

export type FunnelCampaignSort = 'recipients' | 'redeemed' | 'name';

/**
 * The filter's campaigns that had any touch in the period, each with its counts, one page in the order asked
 * (ties by id, so pages never overlap). `limit` null: all of them (the CSV).
 */
export async function funnelCampaignPage(
  db: Knex,
  f: FunnelFilter,
  page: { sort: FunnelCampaignSort; order: 'asc' | 'desc'; limit: number | null; offset: number },
): Promise<{ rows: FunnelCampaignRow[]; total: number }> {
  const sums = filtered(db, f)
    .select(
      'f.campaign_id',
      ...funnelSteps.map((s) => db.raw(`coalesce(sum(f.count) filter (where f.step = ?), 0)::int as ??`, [s, s])),
    )
    .groupBy('f.campaign_id');
  const orderColumn = page.sort === 'name' ? 'c.name' : `s.${page.sort}`;
  // Each campaign's recipients up to the period's end: its rates' base (funnelRatesPerMille).
  const base = db('campaign_funnel_days as b')
    .select('b.campaign_id', db.raw('sum(b.count)::int as recipients_to_date'))
    .where('b.step', 'recipients')
    .where('b.day', '<=', f.to)
    .whereIn('b.campaign_id', db('s').select('campaign_id'))
    .groupBy('b.campaign_id');
  const q = db
    .with('s', sums)
    .with('b', base)
    .from('s')
    .join('campaigns as c', 'c.id', 's.campaign_id')
    .leftJoin('b', 'b.campaign_id', 's.campaign_id')
    .select(
      's.*',
      'c.name',
      'c.organization_id',
      'c.organization_name',
      db.raw('coalesce(b.recipients_to_date, 0)::int as recipients_to_date'),
      db.raw('count(*) over ()::int as total'),
    )
    .orderBy([
      { column: orderColumn, order: page.order },
      { column: 's.campaign_id', order: 'asc' },
    ])
    .offset(page.offset);
  if (page.limit !== null) q.limit(page.limit);
  const rows: (Record<FunnelStep, number> & {
    campaign_id: string;
    name: string;
    organization_id: string;
    organization_name: string | null;
    recipients_to_date: number;
    total: number;
  })[] = await q;
  return {
    total: rows[0]?.total ?? (page.offset > 0 ? await countCampaigns(db, f) : 0),
    rows: rows.map((r) => ({
      campaignId: r.campaign_id,
      name: r.name,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      counts: Object.fromEntries(funnelSteps.map((s) => [s, r[s]])) as FunnelCounts,
      recipientsToDate: r.recipients_to_date,
    })),
  };
}

async function countCampaigns(db: Knex, f: FunnelFilter): Promise<number> {
  const [row] = await db
    .from(filtered(db, f).distinct('f.campaign_id').as('d'))
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/**
 * The same counts recounted from the first-touch rows (the vouchers), per campaign, step and day: what the kept
 * counters must always equal (the property test, the bench and the repair compare or restore with it).
 */
export async function recountFunnelDays(
  db: Knex,
  campaignId?: string,
): Promise<{ campaignId: string; step: FunnelStep; day: string; count: number }[]> {
  const { rows } = await db.raw<{ rows: { campaign_id: string; step: FunnelStep; day: string; count: number }[] }>(
    `select v.campaign_id, s.step, to_char(s.day, 'YYYY-MM-DD') as day, count(*)::int as count
       from vouchers v cross join lateral (${FUNNEL_TOUCHES_SQL('v')}) s
      ${campaignId ? 'where v.campaign_id = ?' : ''}
      group by 1, 2, 3 order by 1, 2, 3`,
    campaignId ? [campaignId] : [],
  );
  return rows.map((r) => ({ campaignId: r.campaign_id, step: r.step, day: r.day, count: r.count }));
}

/** The kept counters in the shape of `recountFunnelDays` (zero rows left out). */
export async function keptFunnelDays(
  db: Knex,
  campaignId?: string,
): Promise<{ campaignId: string; step: FunnelStep; day: string; count: number }[]> {
  const q = db('campaign_funnel_days')
    .where('count', '<>', 0)
    .select('campaign_id', 'step', db.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'count')
    .orderBy(['campaign_id', 'step', 'day']);
  if (campaignId) q.where({ campaign_id: campaignId });
  const rows: { campaign_id: string; step: FunnelStep; day: string; count: number }[] = await q;
  return rows.map((r) => ({ campaignId: r.campaign_id, step: r.step, day: r.day, count: r.count }));
}

/**
 * Replaces the kept counters by a recount (all campaigns, or one), while no voucher can change: the table lock
 * waits for running writes and holds new ones until the commit. Returns how many counter rows differed.
 */
export async function repairFunnel(db: Knex, campaignId?: string): Promise<number> {
  return db.transaction(async (trx) => {
    await trx.raw('lock table vouchers in share mode');
    const before = await keptFunnelDays(trx, campaignId);
    const recount = await recountFunnelDays(trx, campaignId);
    // A counter row is its campaign, step and day: one that is wrong, missing or too many is one correction.
    const key = (r: { campaignId: string; step: string; day: string }) => `${r.campaignId}|${r.step}|${r.day}`;
    const kept = new Map(before.map((r) => [key(r), r.count]));
    const counted = new Map(recount.map((r) => [key(r), r.count]));
    const differing = new Set([...kept.keys(), ...counted.keys()].filter((k) => kept.get(k) !== counted.get(k))).size;
    const del = trx('campaign_funnel_days');
    if (campaignId) del.where({ campaign_id: campaignId });
    await del.delete();
    for (let i = 0; i < recount.length; i += 5000)
      await trx('campaign_funnel_days').insert(
        recount
          .slice(i, i + 5000)
          .map((r) => ({ campaign_id: r.campaignId, step: r.step, day: r.day, count: r.count })),
      );
    return differing;
  });
}
