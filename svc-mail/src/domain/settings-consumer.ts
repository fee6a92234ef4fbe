import { identityEvents, streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { Logger } from './logger';
import { SETTING_KEYS } from './settings';

const MAIL_SETTING_KEYS = new Set<string>(Object.values(SETTING_KEYS));

export interface SettingsConsumerOptions {
  logger: Logger;
  /** Called after a stored value committed, so the next dispatcher batch reads it instead of a cached one. */
  onChanged: () => void;
  stream?: string;
}

/**
 * Keeps svc-mail's copy of the Mail and Campaign.Mail* settings (spec sections 3 and 9) that
 * svc-identity owns and announces as `setting.updated`. The consumer replays the IDENTITY stream from
 * its start, so a new replica gets every value. A redelivered older event (after a nak) never
 * overwrites a newer value: the row keeps the event time and only a later one replaces it.
 */
export function settingsConsumer(opts: SettingsConsumerOptions): ConsumerDef {
  return {
    durable: 'mail-settings',
    stream: opts.stream ?? streams.identity.name,
    filterSubjects: ['setting.updated'],
    async handle(trx, event) {
      const parsed = identityEvents['setting.updated'].safeParse(event.data);
      if (!parsed.success) {
        opts.logger.error({ eventId: event.id }, 'malformed setting.updated event, ignored');
        return;
      }
      const { scope, key, value } = parsed.data;
      // Organisation settings and the other groups do not concern mail delivery.
      if (scope !== 'global' || !MAIL_SETTING_KEYS.has(key)) return;
      const at = new Date(event.occurredAt);
      await trx('settings')
        .insert({ key, value: JSON.stringify(value ?? null), updated_at: at })
        .onConflict('key')
        .merge(['value', 'updated_at'])
        .where('settings.updated_at', '<=', at);
      trx.executionPromise.then(opts.onChanged, () => undefined);
    },
  };
}
