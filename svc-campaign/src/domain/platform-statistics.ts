import {
  campaignStatuses,
  orderStatuses,
  organizationStatuses,
  REPORT_MAX_DAYS,
  STATISTICS_DEFAULT_DAYS,
  type PlatformStatistics,
} from '@cadeau/contracts';
import { addDays, daysBetween } from '@cadeau/contracts/values';

/** The figures read for the period (`[0]`) and the one before (`[1]`), by db/platform-read.ts. */
export interface StatisticsRows {
  organizationsByStatus: Record<string, number>;
  organizationsByFeature: { giver: number; seller: number };
  organizationsNew: [number, number];
  usersTotal: number;
  usersNew: [number, number];
  campaignsByStatus: Record<string, number>;
  campaignsNew: [number, number];
  recipientsAdded: [number, number];
  funnel: { recipients: [number, number]; redeemed: [number, number] };
  ordersByStatus: Record<string, number>;
  ordersPlaced: { count: [number, number]; amount: [number, number] };
  depositsInvoiced: { count: [number, number]; amount: [number, number] };
  depositsPaid: { count: [number, number]; amount: [number, number] };
  payoutsRequested: { count: [number, number]; amount: [number, number] };
  payoutsDone: { count: [number, number]; amount: [number, number] };
  feesEarned: [number, number];
  /** At the end of the period and at the end of the one before. */
  creditHeld: [number, number];
}

export interface StatisticsPeriod {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/**
 * The statistics' period (default: the 30 days up to today) and the one of equal length just before it, which
 * every figure is compared with.
 */
export function statisticsPeriodOf(q: { from?: string; to?: string }, today: string): StatisticsPeriod {
  // A lone first day runs to today (or is the whole period when later), never longer than a report may be.
  const to =
    q.to ?? (q.from && q.from > today ? q.from : q.from ? minDay(today, addDays(q.from, REPORT_MAX_DAYS - 1)) : today);
  const from = q.from ?? addDays(to, -(STATISTICS_DEFAULT_DAYS - 1));
  const length = daysBetween(from, to) + 1;
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

const minDay = (a: string, b: string) => (a < b ? a : b);
const figure = ([current, previous]: [number, number]) => ({ current, previous });
const money = (m: { count: [number, number]; amount: [number, number] }) => ({
  count: figure(m.count),
  amountRappen: figure(m.amount),
});
const every = <K extends string>(keys: readonly K[], counts: Record<string, number>) =>
  Object.fromEntries(keys.map((k) => [k, counts[k] ?? 0])) as Record<K, number>;

/** The answer of GET /platform/statistics from the rows read for the period (every status named, 0 if none). */
export function platformStatisticsOf(period: StatisticsPeriod, rows: StatisticsRows): PlatformStatistics {
  return {
    ...period,
    organizations: {
      byStatus: every(organizationStatuses, rows.organizationsByStatus),
      byFeature: rows.organizationsByFeature,
      new: figure(rows.organizationsNew),
    },
    users: { total: rows.usersTotal, new: figure(rows.usersNew) },
    campaigns: { byStatus: every(campaignStatuses, rows.campaignsByStatus), new: figure(rows.campaignsNew) },
    recipients: figure(rows.recipientsAdded),
    codesIssued: figure(rows.funnel.recipients),
    codesRedeemed: figure(rows.funnel.redeemed),
    orders: { byStatus: every(orderStatuses, rows.ordersByStatus), placed: money(rows.ordersPlaced) },
    deposits: { invoiced: money(rows.depositsInvoiced), paid: money(rows.depositsPaid) },
    payouts: { requested: money(rows.payoutsRequested), done: money(rows.payoutsDone) },
    feesEarnedRappen: figure(rows.feesEarned),
    creditHeldRappen: figure(rows.creditHeld),
  };
}
