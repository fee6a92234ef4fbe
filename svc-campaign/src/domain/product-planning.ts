import type { PlanningWeek, ProductWeek } from '@cadeau/contracts';
import { daysBetween, isoWeekOf, mondayOf } from '@cadeau/contracts/values';

/** A product group's week as the view holds it: its own counters once reserved in, else none. */
export interface WeekFacts {
  capacity: number | null;
  reserved: number;
  ordered: number;
}

/** A week of the products-per-week report: the week's capacity, or the product's weekly availability. */
export function productWeekOf(week: string, weeklyAvailability: number | null, facts?: WeekFacts): ProductWeek {
  const availability = facts?.capacity ?? weeklyAvailability ?? 0;
  const reserved = facts?.reserved ?? 0;
  return {
    week,
    availability,
    reserved,
    ordered: facts?.ordered ?? 0,
    remaining: Math.max(0, availability - reserved),
  };
}

/** Summed over products, week by week (the chart of the filters). */
export function weekTotals<T extends { week: string }>(
  weeks: readonly string[],
  rows: readonly T[][],
  add: (a: T, b: T) => T,
): T[] {
  return weeks.map((_, i) => rows.map((r) => r[i]!).reduce(add));
}

/** A campaign that can still bring orders: its products' groups, its days and its codes not redeemed yet. */
export interface DemandSource {
  groupIds: readonly string[];
  startDate: string;
  endDate: string;
  unredeemed: number;
}

/**
 * What approved and running campaigns can still bring a product group in each week (issue 20): a campaign's
 * unredeemed codes spread evenly over its products and over its weeks from today's on (`expected`, rounded up),
 * and all of them choosing this product in this week (`potential`). A shortage is an expected demand above what
 * remains. Pure: the report's only rule.
 */
export function planningWeeksOf(
  groupId: string,
  weeks: readonly string[],
  remaining: readonly number[],
  sources: readonly DemandSource[],
  today: string,
): PlanningWeek[] {
  const thisWeek = isoWeekOf(today);
  return weeks.map((week, i) => {
    let expected = 0;
    let potential = 0;
    let campaigns = 0;
    for (const s of sources) {
      if (!s.groupIds.includes(groupId)) continue;
      const activeWeeks = activeWeeksOf(s, week, thisWeek);
      if (activeWeeks === 0) continue;
      expected += s.unredeemed / (s.groupIds.length * activeWeeks);
      potential += s.unredeemed;
      campaigns++;
    }
    // Rounded up (a fraction of a unit still needs one), past the float's noise; never -0.
    const rounded = Math.max(0, Math.ceil(expected - 1e-9));
    return {
      week,
      remaining: remaining[i]!,
      expected: rounded,
      potential,
      campaigns,
      shortage: rounded > remaining[i]!,
    };
  });
}

/**
 * How many weeks from this one on a campaign with codes left runs, when `week` is one of them; 0 when it brings
 * nothing in `week` (no codes left, over, or not begun by then).
 */
function activeWeeksOf(s: DemandSource, week: string, thisWeek: string): number {
  if (s.unredeemed === 0) return 0;
  const first = maxWeek(isoWeekOf(s.startDate), thisWeek);
  const last = isoWeekOf(s.endDate);
  return week < first || week > last ? 0 : weeksFromTo(first, last);
}

/**
 * The planning of several products together, week by week (the report's totals): what remains and the expected
 * demand add up over the products (each campaign's codes are spread over its products), but a campaign offering
 * two of them is one campaign and its codes can only be redeemed once: the worst case is every code of the
 * campaigns that offer any of them, and the campaigns are counted once.
 */
export function planningTotalsOf(
  weeks: readonly string[],
  products: readonly { groupId: string; weeks: readonly PlanningWeek[] }[],
  sources: readonly DemandSource[],
  today: string,
): PlanningWeek[] {
  const thisWeek = isoWeekOf(today);
  const groups = new Set(products.map((p) => p.groupId));
  const offering = sources.filter((s) => s.groupIds.some((g) => groups.has(g)));
  return weeks.map((week, i) => {
    const active = offering.filter((s) => activeWeeksOf(s, week, thisWeek) > 0);
    const sum = (pick: (w: PlanningWeek) => number) => products.reduce((n, p) => n + pick(p.weeks[i]!), 0);
    return {
      week,
      remaining: sum((w) => w.remaining),
      expected: sum((w) => w.expected),
      potential: active.reduce((n, s) => n + s.unredeemed, 0),
      campaigns: active.length,
      shortage: products.some((p) => p.weeks[i]!.shortage),
    };
  });
}

const maxWeek = (a: string, b: string) => (a > b ? a : b);

/** How many ISO weeks from `first` to `last`, both counted. */
const weeksFromTo = (first: string, last: string): number => daysBetween(mondayOf(first), mondayOf(last)) / 7 + 1;
