import type { Knex } from 'knex';
import type { Logger } from './logger';
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
  businessHours: z.object({ from: z.string().regex(HH_MM), to: z.string().regex(HH_MM), timeZone: z.string().min(1).optional() }),
  // Bounds of spec section 5.
  maxPerRun: z.number().int().min(1).max(1000),
  provider: z.enum(providerNames),
  providerKey: z.string().min(1).nullable(),
  providerUrl: z.string().url().nullable(),
};

/**
 * Reads the `settings` table (svc-mail's copy of svc-identity's values, fed by its
 * `setting.updated` events, see settings-consumer.ts), falls back to the defaults for missing or malformed values, and lets the
 * environment override both (`overrides`, from MAIL_* variables). Cached briefly: every dispatcher
 * batch asks.
 */
export class StoredSettingsSource implements SettingsSource {
  private cached: { value: MailSettings; until: number } | null = null;

  constructor(
    private readonly db: Knex,
    private readonly defaults: MailSettings,
    private readonly overrides: Partial<MailSettings>,
    private readonly logger: Logger,
    private readonly cacheMs = 5000,
  ) {}

  async get(): Promise<MailSettings> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.value;
    const rows: { key: string; value: unknown }[] = await this.db('settings').select('key', 'value').whereIn('key', Object.values(SETTING_KEYS));
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    const value: MailSettings = { ...this.defaults };
    for (const field of Object.keys(SETTING_KEYS) as (keyof MailSettings)[]) {
      if (!stored.has(SETTING_KEYS[field])) continue;
      let raw = stored.get(SETTING_KEYS[field]);
      // svc-identity's text settings are '' when unset; for the optional key and URL that means none.
      if (raw === '' && (field === 'providerKey' || field === 'providerUrl')) raw = null;
      // A cleared value (null) of a required setting means its default.
      if (raw === null && field !== 'providerKey' && field !== 'providerUrl') continue;
      const parsed = valueSchemas[field].safeParse(raw);
      if (!parsed.success) {
        this.logger.warn({ key: SETTING_KEYS[field] }, 'ignoring malformed mail setting, using the default');
        continue;
      }
      if (field === 'businessHours') {
        const hours = parsed.data as z.infer<typeof valueSchemas.businessHours>;
        value.businessHours = { from: hours.from, to: hours.to, timeZone: hours.timeZone ?? this.defaults.businessHours.timeZone };
      } else {
        (value as unknown as Record<string, unknown>)[field] = parsed.data;
      }
    }
    Object.assign(value, this.overrides);
    this.cached = { value, until: Date.now() + this.cacheMs };
    return value;
  }

  /** Drops the cache (a setting changed). */
  invalidate(): void {
    this.cached = null;
  }
}

/**
 * Stores one setting value as of `at` (the `setting.updated` consumer passes the event time). A value
 * already written for a later time stays: an older event redelivered after a newer one changes nothing.
 */
export async function storeSetting(db: Knex, key: string, value: unknown, at: Date = new Date()): Promise<void> {
  await db('settings')
    .insert({ key, value: JSON.stringify(value ?? null), updated_at: at })
    .onConflict('key')
    .merge(['value', 'updated_at'])
    .where('settings.updated_at', '<=', at);
}
