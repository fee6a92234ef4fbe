import { voucherAbuseNotification } from './voucher-abuse';

describe('voucherAbuseNotification', () => {
  it('names the failures and the window in minutes (at least one)', () => {
    expect(voucherAbuseNotification({ at: '2030-01-01T00:00:00.000Z', failures: 300, windowSec: 600 })).toEqual({
      type: 'notification.voucherLookupBudgetExhausted',
      data: { failures: 300, windowMinutes: 10, at: '2030-01-01T00:00:00.000Z' },
      path: null,
    });
    expect(voucherAbuseNotification({ at: 'x', failures: 5, windowSec: 20 }).data.windowMinutes).toBe(1);
  });
});
