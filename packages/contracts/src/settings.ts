import { z } from 'zod';
import { emailAddressSchema } from './email-address';

/**
 * Settings of spec sections 3, 5, 6 and 9: every key with its type, bounds, default and visibility.
 * Keys are `Group.Field`. Money is in Rappen (DESIGN section 4: MinBudget 100000 = CHF 1'000.00),
 * fees are percent with two fraction digits. Admin-only settings never reach a non-admin.
 */
export const settingTypes = ['number', 'text', 'datetime', 'boolean', 'autoComplete', 'interval', 'dropdown'] as const;
export type SettingType = (typeof settingTypes)[number];
export type SettingScope = 'global' | 'organization';
export type SettingVisibility = 'public' | 'admin';

export interface SettingDef {
  key: string;
  group: string;
  scope: SettingScope;
  type: SettingType;
  default: unknown;
  visibility: SettingVisibility;
  min?: number;
  max?: number;
  /** 0 for whole numbers; fees have 2. */
  fractionDigits?: number;
  options?: readonly string[];
  unit?: 'days' | 'rappen' | 'percent' | 'megabytes' | 'count';
  /** Extra checks of a text or list value. */
  format?: 'iban' | 'url' | 'emailList' | 'vatNumber';
  /** Where production differs from development (the mail provider). */
  productionDefault?: unknown;
  /** Write-only (issue 8): answered as SECRET_SETTING_MASK when set, never in clear, nor in the audit log. */
  secret?: boolean;
}

/**
 * What GET /setting answers for a set secret. PUT /setting with exactly this value keeps the stored
 * secret, so a page that sends back every value it was given does not overwrite the key with the mask.
 */
export const SECRET_SETTING_MASK = '********';

const n = (key: string, def: number, visibility: SettingVisibility, bounds: Partial<SettingDef> = {}): SettingDef => ({
  key,
  group: key.split('.')[0],
  scope: 'global',
  type: 'number',
  default: def,
  visibility,
  fractionDigits: 0,
  ...bounds,
});
const t = (key: string, def: string, extra: Partial<SettingDef> = {}): SettingDef => ({
  key,
  group: key.split('.')[0],
  scope: 'global',
  type: 'text',
  default: def,
  visibility: 'admin',
  ...extra,
});

export const settingDefs: readonly SettingDef[] = [
  n('Campaign.LeadTimeDays', 7, 'public', { min: 0, max: 365, unit: 'days' }),
  n('Campaign.MinDurationDays', 7, 'public', { min: 1, max: 365, unit: 'days' }),
  n('Campaign.MaxDurationDays', 30, 'public', { min: 0, max: 365, unit: 'days' }),
  n('Campaign.MaxPhysicalProducts', 2, 'public', { min: 1, max: 100, unit: 'count' }),
  n('Campaign.MinBudget', 100_000, 'public', { min: 0, max: 100_000_000, unit: 'rappen' }),
  {
    key: 'Campaign.MailBusinessHours',
    group: 'Campaign',
    scope: 'global',
    type: 'interval',
    default: { from: '07:00', to: '17:00' },
    visibility: 'public',
  },
  n('Campaign.MailMaxPerRun', 10, 'admin', { min: 1, max: 1000, unit: 'count' }),
  // Spec section 5: "Campaign MaxImageSize and MaxVideoSize have no bounds".
  n('Campaign.MaxImageSize', 10, 'public', { unit: 'megabytes' }),
  n('Campaign.MaxVideoSize', 200, 'public', { unit: 'megabytes' }),
  // Issue 8: an invitation link older than this no longer admits anyone (renewing it mails a fresh one).
  n('Invitation.ValidDays', 14, 'public', { min: 1, max: 365, unit: 'days' }),
  n('Product.MinImages', 1, 'public', { min: 1, max: 100, unit: 'count' }),
  n('Product.MaxImages', 5, 'public', { min: 1, max: 100, unit: 'count' }),
  n('Product.MaxImageSize', 10, 'public', { min: 1, max: 100, unit: 'megabytes' }),
  t('Mail.DispatcherUrl', '', { format: 'url' }),
  t('Mail.DispatcherKey', '', { secret: true }),
  {
    key: 'Mail.DispatcherProvider',
    group: 'Mail',
    scope: 'global',
    type: 'dropdown',
    options: ['sendgrid', 'dev'],
    default: 'dev',
    productionDefault: 'sendgrid',
    visibility: 'admin',
  },
  t('Payment.VatNumber', '', { format: 'vatNumber' }),
  t('Payment.IBAN', '', { format: 'iban' }),
  t('Payment.Name', ''),
  t('Payment.Street', ''),
  t('Payment.HouseNumber', ''),
  t('Payment.City', ''),
  t('Payment.Zip', ''),
  t('Payment.Country', 'ch'),
  n('Payment.LeadPaymentDays', 7, 'public', { min: 0, max: 30, unit: 'days' }),
  n('Payment.FeeGiver', 0.1, 'admin', { min: 0, max: 100, fractionDigits: 2, unit: 'percent' }),
  n('Payment.BaseFeeGiver', 10_000, 'public', { min: 0, max: 100_000_000, unit: 'rappen' }),
  n('Payment.FeeSeller', 0.1, 'admin', { min: 0, max: 100, fractionDigits: 2, unit: 'percent' }),
  // Organisation settings: order and payment notifications go to these addresses, else to all admins.
  {
    key: 'Orders.SendNotificationMails',
    group: 'Orders',
    scope: 'organization',
    type: 'boolean',
    default: true,
    visibility: 'public',
  },
  {
    key: 'Orders.NotificationMails',
    group: 'Orders',
    scope: 'organization',
    type: 'autoComplete',
    default: [],
    visibility: 'public',
    format: 'emailList',
  },
  {
    key: 'Payments.NotificationMails',
    group: 'Payments',
    scope: 'organization',
    type: 'autoComplete',
    default: [],
    visibility: 'public',
    format: 'emailList',
  },
];

export const settingDefByKey = (key: string) => settingDefs.find((d) => d.key === key);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The zod schema of one setting's value; issues carry translatable keys (bounds are zod.tooSmall/tooBig). */
export function settingValueSchema(def: SettingDef, extraCheck?: { iban?: (v: string) => boolean }): z.ZodType {
  switch (def.type) {
    case 'number': {
      let s = z.number();
      if (def.min !== undefined) s = s.min(def.min);
      if (def.max !== undefined) s = s.max(def.max);
      const digits = def.fractionDigits ?? 0;
      // Refused, never rounded (issue 9): 2.5 days is a mistake to show, not a 3 to save silently.
      return s.refine((v) => Math.abs(v * 10 ** digits - Math.round(v * 10 ** digits)) < 1e-9, {
        message: digits === 0 ? 'error.setting.wholeNumber' : 'error.setting.fractionDigits',
      });
    }
    case 'boolean':
      return z.boolean();
    case 'interval':
      return z
        .object({ from: z.string().regex(HH_MM), to: z.string().regex(HH_MM) })
        .strict()
        .refine((v) => v.from < v.to, { message: 'error.setting.intervalOrder', path: ['to'] });
    case 'dropdown':
      return z.enum(def.options as [string, ...string[]]);
    case 'datetime':
      return z.string().datetime({ offset: true });
    case 'autoComplete':
      // Each entry gets spec section 5's checks; an issue's path ends with the entry's index.
      return z.array(emailAddressSchema).max(50);
    case 'text': {
      const s = z.string().trim().max(500);
      if (def.format === 'url')
        return s.refine((v) => v === '' || z.string().url().safeParse(v).success, { message: 'zod.invalidString' });
      if (def.format === 'iban' && extraCheck?.iban)
        return s.refine((v) => v === '' || extraCheck.iban!(v), { message: 'error.setting.invalidIban' });
      if (def.format === 'vatNumber')
        return s.refine((v) => v === '' || /^CHE-?\d{3}\.?\d{3}\.?\d{3}( ?(MWST|TVA|IVA))?$/i.test(v), {
          message: 'zod.invalidString',
        });
      return s;
    }
  }
}

export const settingSchema = z.object({
  key: z.string(),
  group: z.string(),
  scope: z.enum(['global', 'organization']),
  type: z.enum(settingTypes),
  value: z.unknown(),
  default: z.unknown(),
  visibility: z.enum(['public', 'admin']),
  active: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  fractionDigits: z.number().nullable(),
  options: z.array(z.string()).nullable(),
  unit: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Setting = z.infer<typeof settingSchema>;
export const settingListResponse = z.array(settingSchema);
export const settingQuery = z.object({ scope: z.enum(['global', 'organization']).optional() });

/**
 * GET /internal/settings: the value in force (stored, else the default where svc-identity runs) of every
 * global setting by key, for other services (svc-catalog reads Product.MinImages, Product.MaxImages,
 * Product.MaxImageSize and Campaign.MaxVideoSize). Admin-only settings are included (a service is no person;
 * svc-billing will read the fees); secrets (`secret: true`, the mail provider's key) never are: no service
 * but svc-mail needs them, and svc-mail receives them through `setting.updated`.
 */
export const settingValuesResponse = z.record(z.string(), z.unknown());
export type SettingValues = z.infer<typeof settingValuesResponse>;

/** PUT /setting: one or more values of one scope, saved together or not at all. */
export const updateSettingsBody = z.object({
  scope: z.enum(['global', 'organization']),
  values: z
    .array(z.object({ key: z.string().max(100), value: z.unknown() }))
    .min(1)
    .max(50),
});
