import { ZodError } from 'zod';
import { checkSettingRanges, rangePartners } from './setting-ranges';

/** The issues a check refuses with, or null when it lets the values through. */
function issuesOf(check: () => void): { path: PropertyKey[]; message: string }[] | null {
  try {
    check();
  } catch (err) {
    if (err instanceof ZodError) return err.issues.map(({ path, message }) => ({ path, message }));
    throw err;
  }
  return null;
}

describe('settings that bound one another', () => {
  it('asks for the other end of a range only when one end is sent', () => {
    expect(rangePartners(['Campaign.MaxDurationDays'])).toEqual(['Campaign.MinDurationDays']);
    expect(rangePartners(['Product.MinImages', 'Campaign.LeadTimeDays'])).toEqual(['Product.MaxImages']);
    expect(rangePartners(['Product.MinImages', 'Product.MaxImages'])).toEqual([]);
    expect(rangePartners(['Campaign.LeadTimeDays'])).toEqual([]);
  });

  it('refuses a maximum below its minimum at both settings, both sent', () => {
    const sent = [
      { key: 'Campaign.LeadTimeDays', value: 3 },
      { key: 'Campaign.MinDurationDays', value: 20 },
      { key: 'Campaign.MaxDurationDays', value: 10 },
    ];
    expect(issuesOf(() => checkSettingRanges(sent, {}))).toEqual([
      { path: ['values', 1, 'value'], message: 'error.setting.maxBelowMin' },
      { path: ['values', 2, 'value'], message: 'error.setting.maxBelowMin' },
    ]);
  });

  it('refuses against the value in force of the end that was not sent, naming that setting', () => {
    const sent = [{ key: 'Product.MaxImages', value: 2 }];
    expect(issuesOf(() => checkSettingRanges(sent, { 'Product.MinImages': 3 }))).toEqual([
      { path: ['settings', 'Product.MinImages'], message: 'error.setting.maxBelowMin' },
      { path: ['values', 0, 'value'], message: 'error.setting.maxBelowMin' },
    ]);
    const lowered = [{ key: 'Campaign.MinDurationDays', value: 31 }];
    expect(issuesOf(() => checkSettingRanges(lowered, { 'Campaign.MaxDurationDays': 30 }))).toEqual([
      { path: ['values', 0, 'value'], message: 'error.setting.maxBelowMin' },
      { path: ['settings', 'Campaign.MaxDurationDays'], message: 'error.setting.maxBelowMin' },
    ]);
  });

  it('lets equal ends, ordered ends and unrelated changes through', () => {
    expect(
      issuesOf(() => checkSettingRanges([{ key: 'Product.MaxImages', value: 3 }], { 'Product.MinImages': 3 })),
    ).toBeNull();
    expect(
      issuesOf(() =>
        checkSettingRanges(
          [
            { key: 'Campaign.MinDurationDays', value: 1 },
            { key: 'Campaign.MaxDurationDays', value: 365 },
          ],
          {},
        ),
      ),
    ).toBeNull();
    // A range untouched by the request is not judged by it (whatever is stored stays its own matter).
    expect(issuesOf(() => checkSettingRanges([{ key: 'Campaign.LeadTimeDays', value: 3 }], {}))).toBeNull();
  });
});
