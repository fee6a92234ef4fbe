import { z } from 'zod';
import { HH_MM, type BusinessHours } from './business-hours';

export const providerNames = ['sendgrid', 'dev'] as const;
export type ProviderName = (typeof providerNames)[number];

/** The settings svc-mail acts on (spec sections 3 and 9); svc-identity owns and edits them. */
export interface MailSettings {
  businessHours: BusinessHours;
  maxPerRun: number;
  provider: ProviderName;
  providerKey: string | null;
  providerUrl: string | null;
}

export interface SettingsSource {
  get(): Promise<MailSettings>;
  /** Drops a cached copy (a setting changed); sources without a cache leave it out. */
  invalidate?(): void;
}

/** Keys as svc-identity names them (`Group.Field`, spec section 3). */
export const SETTING_KEYS = {
  businessHours: 'Campaign.MailBusinessHours',
  maxPerRun: 'Campaign.MailMaxPerRun',
  provider: 'Mail.DispatcherProvider',
  providerKey: 'Mail.DispatcherKey',
  providerUrl: 'Mail.DispatcherUrl',
} as const satisfies Record<keyof MailSettings, string>;

/** Spec section 9 defaults; the provider is `dev` outside production so nothing leaves a developer's machine. */
export function defaultSettings(production: boolean): MailSettings {
  return {
    businessHours: { from: '07:00', to: '17:00', timeZone: 'Europe/Zurich' },
    maxPerRun: 10,
    provider: production ? 'sendgrid' : 'dev',
    providerKey: null,
    providerUrl: null,
  };
}

const valueSchemas = {
  businessHours: z.object({
    from: z.string().regex(HH_MM),
    to: z.string().regex(HH_MM),
    timeZone: z.string().min(1).optional(),
  }),
  // Bounds of spec section 5.
  maxPerRun: z.number().int().min(1).max(1000),
  provider: z.enum(providerNames),
  providerKey: z.string().min(1).nullable(),
  providerUrl: z.string().url().nullable(),
};

/**
 * The settings in force: the defaults, overridden by each stored value that is well-formed (`stored`: the
 * values by svc-identity's key), overridden by `overrides` (MAIL_* variables). A malformed stored value
 * keeps the default and is reported through `onMalformed`.
 */
export function resolveSettings(
  stored: ReadonlyMap<string, unknown>,
  defaults: MailSettings,
  overrides: Partial<MailSettings>,
  onMalformed: (key: string) => void = () => undefined,
): MailSettings {
  const value: MailSettings = { ...defaults };
  for (const field of Object.keys(SETTING_KEYS) as (keyof MailSettings)[]) {
    if (!stored.has(SETTING_KEYS[field])) continue;
    let raw = stored.get(SETTING_KEYS[field]);
    // svc-identity's text settings are '' when unset; for the optional key and URL that means none.
    if (raw === '' && (field === 'providerKey' || field === 'providerUrl')) raw = null;
    // A cleared value (null) of a required setting means its default.
    if (raw === null && field !== 'providerKey' && field !== 'providerUrl') continue;
    const parsed = valueSchemas[field].safeParse(raw);
    if (!parsed.success) {
      onMalformed(SETTING_KEYS[field]);
      continue;
    }
    if (field === 'businessHours') {
      const hours = parsed.data as z.infer<typeof valueSchemas.businessHours>;
      value.businessHours = {
        from: hours.from,
        to: hours.to,
        timeZone: hours.timeZone ?? defaults.businessHours.timeZone,
      };
    } else {
      (value as unknown as Record<string, unknown>)[field] = parsed.data;
    }
  }
  return { ...value, ...overrides };
}

const MAIL_SETTING_KEYS = new Set<string>(Object.values(SETTING_KEYS));

/** Whether a `setting.updated` event concerns mail delivery: global Mail and Campaign.Mail* keys only. */
export const isMailSetting = (scope: string, key: string): boolean => scope === 'global' && MAIL_SETTING_KEYS.has(key);
