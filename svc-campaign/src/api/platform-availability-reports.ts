import type { CampaignProductPlanning, ProductsPerWeek } from '@cadeau/contracts';
import { demandSources, reportProducts, weekFactsOf } from '../db/platform-weeks';
import { planningTotalsOf, planningWeeksOf, productWeekOf, weekTotals } from '../domain/product-planning';
import { mondayOf, todayInZurich } from '@cadeau/contracts/values';
import { reportWeeksOf } from '../domain/report-weeks';
import type { CampaignDeps } from './deps';

interface WeeksQuery {
  fromWeek?: string;
  toWeek?: string;
  organizationId?: string;
  productId?: string;
  page: number;
  pageSize: number;
}

/** The products of a report page (or all, `limit` null) with each week's availability, reserved and ordered. */
async function productWeeks(deps: CampaignDeps, q: WeeksQuery, limit: number | null) {
  const weeks = reportWeeksOf(q, todayInZurich(deps.now()));
  const products = await reportProducts(deps.kit.db, q, {
    limit,
    offset: limit === null ? 0 : (q.page - 1) * q.pageSize,
  });
  const facts = await weekFactsOf(
    deps.kit.db,
    products.rows.map((p) => p.groupId),
    weeks,
  );
  const rows = products.rows.map((p) => ({
    head: p,
    weeks: weeks.map((w) => productWeekOf(w, p.weeklyAvailability, facts.get(`${p.groupId}|${w}`))),
  }));
  return { weeks, rows, total: products.total };
}

const head = ({ weeklyAvailability: _w, ...p }: Awaited<ReturnType<typeof reportProducts>>['rows'][number]) => p;

/** GET /platform/reports/products-per-week's figures (`limit` null: every product, for the CSV). */
export async function productsPerWeekOf(
  deps: CampaignDeps,
  q: WeeksQuery,
  limit: number | null,
): Promise<ProductsPerWeek> {
  const { weeks, rows, total } = await productWeeks(deps, q, limit);
  // The chart sums the weeks of every product of the filters, not only of this page.
  const all = limit === null ? rows : (await productWeeks(deps, q, null)).rows;
  const totals = all.length
    ? weekTotals(
        weeks,
        all.map((r) => r.weeks),
        (a, b) => ({
          week: a.week,
          availability: a.availability + b.availability,
          reserved: a.reserved + b.reserved,
          ordered: a.ordered + b.ordered,
          remaining: a.remaining + b.remaining,
        }),
      )
    : weeks.map((w) => productWeekOf(w, 0));
  return {
    fromWeek: weeks[0]!,
    toWeek: weeks.at(-1)!,
    weeks,
    totals,
    products: {
      items: rows.map((r) => ({ ...head(r.head), weeks: r.weeks })),
      page: q.page,
      pageSize: q.pageSize,
      total,
    },
  };
}

/** GET /platform/reports/campaign-product-planning's figures (`limit` null: every product, for the CSV). */
export async function productPlanningOf(
  deps: CampaignDeps,
  q: WeeksQuery,
  limit: number | null,
): Promise<CampaignProductPlanning> {
  const today = todayInZurich(deps.now());
  const page = await productWeeks(deps, q, limit);
  const all = limit === null ? page.rows : (await productWeeks(deps, q, null)).rows;
  const sources = await demandSources(deps.kit.db, mondayOf(page.weeks[0]!));
  const plan = (r: (typeof all)[number]) =>
    planningWeeksOf(
      r.head.groupId,
      page.weeks,
      r.weeks.map((w) => w.remaining),
      sources,
      today,
    );
  const totals = planningTotalsOf(
    page.weeks,
    all.map((r) => ({ groupId: r.head.groupId, weeks: plan(r) })),
    sources,
    today,
  );
  return {
    fromWeek: page.weeks[0]!,
    toWeek: page.weeks.at(-1)!,
    weeks: page.weeks,
    totals,
    products: {
      items: page.rows.map((r) => ({ ...head(r.head), weeks: plan(r) })),
      page: q.page,
      pageSize: q.pageSize,
      total: page.total,
    },
  };
}
