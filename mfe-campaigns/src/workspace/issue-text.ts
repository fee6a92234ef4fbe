import type { CampaignDetail, CampaignIssue } from '@cadeau/contracts';
import type { FieldError } from '@cadeau/ui/form';
import { formatChf } from '@cadeau/ui/format';
import type { CampaignLimits } from '../domain/limits';

type Params = Record<string, string | number>;

/** Amounts of a message (`…Rappen` params) as CHF, beside the raw values the texts may name. */
function withAmounts(params: Params): Params {
  const out: Params = { ...params };
  for (const [name, value] of Object.entries(params))
    if (name.endsWith('Rappen') && typeof value === 'number') out[name] = formatChf(value);
  return out;
}

/**
 * The values a rule's message names, for a refusal of PUT /campaign (whose zod-shaped issues carry no values):
 * taken from the settings in force, which the server checked against.
 */
function valuesOfRule(key: string, limits: CampaignLimits): Params {
  switch (key) {
    case 'error.campaign.leadTimeTooShort':
      return { days: limits.leadTimeDays };
    case 'error.campaign.durationTooShort':
      return { days: limits.minDurationDays };
    case 'error.campaign.durationTooLong':
      return { days: limits.maxDurationDays };
    case 'error.campaign.tooManyPhysicalProducts':
      return { max: limits.maxPhysicalProducts };
    case 'error.campaign.budgetTooLow':
      return { minRappen: formatChf(limits.minBudgetRappen) };
    default:
      return {};
  }
}

/** A server issue at a field as the form shows it: its key with the values of the rule. */
export function issueError(key: string, limits: CampaignLimits, params?: Params): FieldError {
  return { key, values: { ...valuesOfRule(key, limits), ...withAmounts(params ?? {}) } };
}

/**
 * The rule violation the saved campaign reports at `field` (budget exceeded after recipients were added, a
 * product that lost its approval, ADR 0016), shown at the field while the form has no message of its own.
 */
export function savedIssueAt(campaign: CampaignDetail, field: string): CampaignIssue | undefined {
  return campaign.issues.find((i) => i.path[0] === field);
}
