import { ErrorKeys } from '@cadeau/contracts/errors';
import { ZodError, type z } from 'zod';

/**
 * Settings that bound one another (issue 9): a maximum below its minimum would make every campaign or
 * product impossible, so such a pair is refused as a whole. Business hours are one interval setting and
 * checked within its own value (`error.setting.intervalOrder`).
 */
export const SETTING_RANGES: readonly { min: string; max: string }[] = [
  { min: 'Campaign.MinDurationDays', max: 'Campaign.MaxDurationDays' },
  { min: 'Product.MinImages', max: 'Product.MaxImages' },
];

/** The keys whose values a change of `keys` must be checked against (the other end of each range). */
export const rangePartners = (keys: readonly string[]): string[] =>
  SETTING_RANGES.flatMap(({ min, max }) =>
    keys.includes(min) && !keys.includes(max) ? [max] : keys.includes(max) && !keys.includes(min) ? [min] : [],
  );

/**
 * Refuses a change that leaves a range's maximum below its minimum, with the issue at both settings so
 * both fields show it: a sent value at its place in the request (`values.<i>.value`), a value in force
 * that was not sent at `settings.<key>` (the page shows it at that setting's field).
 *
 * @param sent the parsed values of the request, in request order
 * @param inForce the stored or default values of the partners that were not sent
 */
export function checkSettingRanges(
  sent: readonly { key: string; value: unknown }[],
  inForce: Readonly<Record<string, unknown>>,
): void {
  const index = new Map(sent.map((s, i) => [s.key, i]));
  const valueOf = (key: string) => (index.has(key) ? sent[index.get(key)!].value : inForce[key]);
  const pathOf = (key: string) => (index.has(key) ? ['values', index.get(key)!, 'value'] : ['settings', key]);
  const issues: z.core.$ZodIssue[] = [];
  for (const { min, max } of SETTING_RANGES) {
    if (!index.has(min) && !index.has(max)) continue;
    const low = valueOf(min);
    const high = valueOf(max);
    if (typeof low !== 'number' || typeof high !== 'number' || high >= low) continue;
    for (const key of [min, max])
      issues.push({ code: 'custom', message: ErrorKeys.setting.maxBelowMin, path: pathOf(key), input: undefined });
  }
  if (issues.length) throw new ZodError(issues);
}
