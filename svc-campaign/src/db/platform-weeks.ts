import type { Knex } from 'knex';
import type { DemandSource, WeekFacts } from '../domain/product-planning';

export interface ProductHeadRow {
  groupId: string;
  productId: string;
  number: string;
  name: { de: string; en: string };
  organizationId: string;
  organizationName: string | null;
  weeklyAvailability: number | null;
}

export interface ProductFilter {
  organizationId?: string;
  productId?: string;
}

/**
 * The products the availability reports show: each version group's latest approved or paused version (what givers
 * can offer), filtered by seller or by a product (any of its versions), ordered by product number, one page.
 */
export async function reportProducts(
  db: Knex,
  f: ProductFilter,
  page: { limit: number | null; offset: number },
): Promise<{ rows: ProductHeadRow[]; total: number }> {
  const q = db
    .from(
      db('platform_products as p')
        .distinctOn('p.version_group_id')
        .select('p.*')
        .whereIn('p.status', ['approved', 'paused'])
        .whereNotNull('p.version_group_id')
        .orderBy([{ column: 'p.version_group_id' }, { column: 'p.occurred_at', order: 'desc' }])
        .as('p'),
    )
    .leftJoin('platform_organizations as o', 'o.id', 'p.organization_id')
    .select(
      'p.version_group_id',
      'p.id',
      'p.number',
      'p.name',
      'p.organization_id',
      'o.name as organization_name',
      'p.weekly_availability',
      db.raw('count(*) over ()::int as total'),
    )
    .orderBy([{ column: 'p.number' }, { column: 'p.version_group_id' }])
    .offset(page.offset);
  if (f.organizationId) q.where('p.organization_id', f.organizationId);
  if (f.productId)
    q.where(
      'p.version_group_id',
      db('platform_products').select('version_group_id').where({ id: f.productId }).first(),
    );
  if (page.limit !== null) q.limit(page.limit);
  const rows: {
    version_group_id: string;
    id: string;
    number: string;
    name: { de: string; en: string };
    organization_id: string;
    organization_name: string | null;
    weekly_availability: number | null;
    total: number;
  }[] = await q;
  // Past the last page no row carries the total: count it (as the campaigns' page of the funnel does).
  const total = rows[0]?.total ?? (page.offset > 0 ? (await reportProducts(db, f, { limit: 1, offset: 0 })).total : 0);
  return {
    total,
    rows: rows.map((r) => ({
      groupId: r.version_group_id,
      productId: r.id,
      number: r.number,
      name: r.name,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      weeklyAvailability: r.weekly_availability,
    })),
  };
}

/** The groups' weeks as their reservation events and orders told them, keyed `groupId|week`. */
export async function weekFactsOf(
  db: Knex,
  groupIds: readonly string[],
  weeks: readonly string[],
): Promise<Map<string, WeekFacts>> {
  if (!groupIds.length || !weeks.length) return new Map();
  const { rows } = await db.raw<{
    rows: { group_id: string; week: string; capacity: number | null; reserved: number; ordered: number }[];
  }>(
    `with ordered as (
       select p.version_group_id as group_id, o.week, count(*)::int as ordered
         from platform_orders o join platform_products p on p.id = o.product_id
        where o.status <> 'canceled' and p.version_group_id = any(?::uuid[]) and o.week = any(?::text[])
        group by 1, 2
     )
     select coalesce(w.group_id, d.group_id) as group_id, coalesce(w.week, d.week) as week,
            w.capacity, coalesce(w.reserved, 0)::int as reserved, coalesce(d.ordered, 0)::int as ordered
       from (select * from platform_product_weeks where group_id = any(?::uuid[]) and week = any(?::text[])) w
       full join ordered d on d.group_id = w.group_id and d.week = w.week`,
    [groupIds, weeks, groupIds, weeks] as unknown as Knex.RawBinding[],
  );
  return new Map(
    rows.map((r) => [`${r.group_id}|${r.week}`, { capacity: r.capacity, reserved: r.reserved, ordered: r.ordered }]),
  );
}

/**
 * The approved and running campaigns that can still bring orders: their products as version groups, their days and
 * how many of their codes are unredeemed (svc-campaign's own vouchers).
 */
export async function demandSources(db: Knex, fromDay: string): Promise<DemandSource[]> {
  const { rows } = await db.raw<{
    rows: { group_ids: string[]; start_date: string; end_date: string; unredeemed: number }[];
  }>(
    `select array(select distinct p.version_group_id from platform_products p
                   where p.id = any(c.product_ids) and p.version_group_id is not null) as group_ids,
            to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date,
            (select count(*) from vouchers v where v.campaign_id = c.id and v.status = 'unused')::int as unredeemed
       from campaigns c
      where c.status in ('approved', 'running') and c.end_date >= ?::date`,
    [fromDay],
  );
  return rows.map((r) => ({
    groupIds: r.group_ids,
    startDate: r.start_date,
    endDate: r.end_date,
    unredeemed: r.unredeemed,
  }));
}
