import type { Setting } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import type { FieldErrors } from '@cadeau/ui/form';

type Values = Record<string, unknown>;

/** Whether `n` has at most `digits` decimal places (as the server checks it, tolerant of binary fractions). */
const hasDigits = (n: number, digits: number) => Math.abs(n * 10 ** digits - Math.round(n * 10 ** digits)) < 1e-9;

/**
 * What the settings form checks before sending (issue 9), the same rules the server applies: a whole-number
 * setting refuses 2.5 instead of rounding it, a fee more than its two decimal places, and business hours that
 * end before they start. Bounds and the pairs of settings (a maximum below its minimum) are left to the server,
 * which judges a pair against the value in force of the end that was not changed.
 */
export function settingChecks(settings: readonly Setting[]): (values: Values) => FieldErrors<Values> {
  return (values) => {
    const errors: FieldErrors<Values> = {};
    for (const s of settings) {
      const value = values[s.key];
      if (s.type === 'number' && typeof value === 'number') {
        const digits = s.fractionDigits ?? 0;
        if (!hasDigits(value, digits))
          errors[s.key] = digits === 0 ? ErrorKeys.setting.wholeNumber : ErrorKeys.setting.fractionDigits;
      }
      if (s.type === 'interval' && value && typeof value === 'object') {
        const { from, to } = value as { from?: string; to?: string };
        if (from && to && from >= to) errors[s.key] = ErrorKeys.setting.intervalOrder;
      }
    }
    return errors;
  };
}
