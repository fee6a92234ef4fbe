import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { resolveSettings, SETTING_KEYS, type MailSettings, type SettingsSource } from '../domain/settings';

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
    const rows: { key: string; value: unknown }[] = await this.db('settings')
      .select('key', 'value')
      .whereIn('key', Object.values(SETTING_KEYS));
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    const value = resolveSettings(stored, this.defaults, this.overrides, (key) =>
      this.logger.warn({ key }, 'ignoring malformed mail setting, using the default'),
    );
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
