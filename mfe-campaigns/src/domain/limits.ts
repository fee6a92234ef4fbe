import type { Setting } from '@cadeau/contracts';

/**
 * The campaign rules of the settings in force (spec sections 5 and 9) as the workspace shows them: the allowed
 * dates beside the timespan, the minimum budget and the fees beside the budget, the physical product limit.
 * Givers read the public settings (GET /setting); Payment.FeeGiver is for administrators only, so for them the
 * percentage comes from the campaign's own fee (see `feePercent`).
 */
export interface CampaignLimits {
  leadTimeDays: number;
  minDurationDays: number;
  maxDurationDays: number;
  maxPhysicalProducts: number;
  minBudgetRappen: number;
  baseFeeGiverRappen: number | null;
  feeGiverPercent: number | null;
}

/** The defaults of spec section 9, used while the settings are not known (never to decide anything). */
export const defaultLimits: CampaignLimits = {
  leadTimeDays: 7,
  minDurationDays: 7,
  maxDurationDays: 30,
  maxPhysicalProducts: 2,
  minBudgetRappen: 100_000,
  baseFeeGiverRappen: null,
  feeGiverPercent: null,
};

export function limitsOf(settings: readonly Setting[] | undefined): CampaignLimits {
  const value = (key: string): number | null => {
    const s = settings?.find((x) => x.key === key);
    const v = s?.value ?? s?.default;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  return {
    leadTimeDays: value('Campaign.LeadTimeDays') ?? defaultLimits.leadTimeDays,
    minDurationDays: value('Campaign.MinDurationDays') ?? defaultLimits.minDurationDays,
    maxDurationDays: value('Campaign.MaxDurationDays') ?? defaultLimits.maxDurationDays,
    maxPhysicalProducts: value('Campaign.MaxPhysicalProducts') ?? defaultLimits.maxPhysicalProducts,
    minBudgetRappen: value('Campaign.MinBudget') ?? defaultLimits.minBudgetRappen,
    baseFeeGiverRappen: value('Payment.BaseFeeGiver'),
    feeGiverPercent: value('Payment.FeeGiver'),
  };
}

/**
 * The FeeGiver percentage: the setting where the reader may see it (administrators), else read back from the
 * campaign's fee on its budget. The fee is rounded to the Rappen, so from the minimum budget up (CHF 1'000) the
 * percentage with two decimals is exact; null without a budget.
 */
export function feePercent(
  limits: CampaignLimits,
  campaign: { budgetRappen: number | null; feeRappen: number },
): number | null {
  if (limits.feeGiverPercent !== null) return limits.feeGiverPercent;
  if (!campaign.budgetRappen) return null;
  return Math.round((campaign.feeRappen / campaign.budgetRappen) * 10_000) / 100;
}
