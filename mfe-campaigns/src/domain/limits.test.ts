import type { Setting } from '@cadeau/contracts';
import { timespanErrors } from '../sections/TimespanSection';
import { defaultLimits, feePercent, limitsOf } from './limits';

const setting = (key: string, value: unknown) => ({ key, value, default: null }) as unknown as Setting;

describe('the campaign rules of the settings', () => {
  it('reads the values in force, and the defaults of spec section 9 while they are unknown', () => {
    expect(limitsOf(undefined)).toEqual(defaultLimits);
    const limits = limitsOf([
      setting('Campaign.LeadTimeDays', 3),
      setting('Campaign.MaxDurationDays', 60),
      setting('Campaign.MinBudget', 500_000),
      setting('Payment.BaseFeeGiver', 20_000),
      setting('Campaign.MaxPhysicalProducts', 'five'),
    ]);
    expect(limits).toMatchObject({
      leadTimeDays: 3,
      minDurationDays: 7,
      maxDurationDays: 60,
      minBudgetRappen: 500_000,
      baseFeeGiverRappen: 20_000,
      maxPhysicalProducts: 2,
      feeGiverPercent: null,
    });
  });

  it('shows the FeeGiver percentage from the setting, else from the fee on the budget', () => {
    const hidden = limitsOf([]);
    expect(feePercent(hidden, { budgetRappen: 100_000, feeRappen: 100 })).toBe(0.1);
    expect(feePercent(hidden, { budgetRappen: 123_456, feeRappen: 3_086 })).toBe(2.5);
    expect(feePercent(hidden, { budgetRappen: null, feeRappen: 0 })).toBeNull();
    expect(feePercent(limitsOf([setting('Payment.FeeGiver', 0.25)]), { budgetRappen: null, feeRappen: 0 })).toBe(0.25);
  });

  it('refuses the dates the server refuses to save: a day in the past and an end before the start', () => {
    const today = '2026-06-01';
    const check = (startDate: string, endDate: string) => timespanErrors({ startDate, endDate }, today);
    expect(check('', '')).toEqual({});
    expect(check('2026-06-08', '2026-06-15')).toEqual({});
    // Lead time and duration a draft may still miss: saved, then reported by the server at the field.
    expect(check('2026-06-02', '2026-06-03')).toEqual({});
    expect(check('2026-06-08', '2026-09-09')).toEqual({});
    expect(check('2026-05-31', '')).toEqual({ startDate: 'error.campaign.dateInPast' });
    expect(check('', '2026-05-31')).toEqual({ endDate: 'error.campaign.dateInPast' });
    expect(check('2026-06-08', '2026-06-07')).toEqual({ endDate: 'error.campaign.endBeforeStart' });
  });
});
