import type { PlatformStatistics } from '@cadeau/contracts';

const figure = (current: number, previous: number) => ({ current, previous });
const money = (count: [number, number], amount: [number, number]) => ({
  count: figure(...count),
  amountRappen: figure(...amount),
});

/**
 * GET /platform/statistics as svc-campaign answers it (issue 20): the 30 days up to 29 November 2026 beside the 30
 * before, with a change in every direction (more, fewer, the same, money).
 */
export function aPlatformStatistics(): PlatformStatistics {
  return {
    from: '2026-10-31',
    to: '2026-11-29',
    previousFrom: '2026-10-01',
    previousTo: '2026-10-30',
    organizations: {
      byStatus: { pending: 1, approved: 5, rejected: 0, blocked: 0 },
      byFeature: { giver: 3, seller: 2 },
      new: figure(4, 1),
    },
    users: { total: 20, new: figure(3, 3) },
    campaigns: {
      byStatus: { draft: 1, pending: 2, rejected: 0, approved: 1, running: 4, finished: 0, blocked: 0 },
      new: figure(2, 0),
    },
    recipients: figure(1300, 1400),
    codesIssued: figure(1200, 1500),
    codesRedeemed: figure(300, 0),
    orders: { byStatus: { placed: 1, shipped: 0, done: 0, canceled: 0 }, placed: money([5, 2], [16_000, 6400]) },
    deposits: { invoiced: money([1, 1], [1_011_891, 0]), paid: money([1, 0], [1_011_891, 0]) },
    payouts: { requested: money([0, 0], [0, 0]), done: money([0, 0], [0, 0]) },
    feesEarnedRappen: figure(76_850, 12_000),
    creditHeldRappen: figure(250_000, 180_000),
  };
}
