import { settingDefByKey, type SettingValues } from '@cadeau/contracts';

/** The global settings a campaign's rules and fees depend on (spec sections 3, 5, 9), as svc-identity answers them. */
export interface CampaignSettings {
  leadTimeDays: number;
  minDurationDays: number;
  maxDurationDays: number;
  /** Rappen (DESIGN section 4: the spec's CHF settings are read as Rappen). */
  minBudgetRappen: number;
  maxPhysicalProducts: number;
  /** Percent with two fraction digits (0.1 means 0.1 %). */
  feeGiverPercent: number;
  /** Rappen, fixed per campaign. */
  baseFeeGiverRappen: number;
}

/** A number setting's value in force, else its default (a value svc-identity does not answer or of a wrong type). */
function numberSetting(values: SettingValues, key: string): number {
  const value = values[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return settingDefByKey(key)!.default as number;
}

export function campaignSettingsOf(values: SettingValues): CampaignSettings {
  return {
    leadTimeDays: numberSetting(values, 'Campaign.LeadTimeDays'),
    minDurationDays: numberSetting(values, 'Campaign.MinDurationDays'),
    maxDurationDays: numberSetting(values, 'Campaign.MaxDurationDays'),
    minBudgetRappen: numberSetting(values, 'Campaign.MinBudget'),
    maxPhysicalProducts: numberSetting(values, 'Campaign.MaxPhysicalProducts'),
    feeGiverPercent: numberSetting(values, 'Payment.FeeGiver'),
    baseFeeGiverRappen: numberSetting(values, 'Payment.BaseFeeGiver'),
  };
}
