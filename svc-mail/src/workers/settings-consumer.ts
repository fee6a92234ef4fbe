import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { Logger } from '../logger';
import { storeSetting } from '../db/settings';
import { isMailSetting } from '../domain/settings';

export interface SettingsConsumerOptions {
  logger: Logger;
  /** Called after a stored value committed, so the next dispatcher batch reads it instead of a cached one. */
  onChanged: () => void;
  stream?: string;
}

/**
 * Keeps svc-mail's copy of the Mail and Campaign.Mail* settings (spec sections 3 and 9) that
 * svc-identity owns and announces as `setting.updated`. The consumer replays the IDENTITY stream from
 * its start, so a new replica gets every value. Rows keep the event time, so a redelivered older event
 * (after a nak) never overwrites a newer value (see storeSetting).
 */
export function settingsConsumer(opts: SettingsConsumerOptions): ConsumerDef<'setting.updated'> {
  return {
    durable: 'mail-settings',
    stream: opts.stream ?? streams.identity.name,
    filterSubjects: ['setting.updated'],
    async handle(trx, event) {
      // Parsed by the kit against the event registry: a malformed event never reaches this handler.
      const { scope, key, value } = event.data;
      // Organisation settings and the other groups do not concern mail delivery.
      if (!isMailSetting(scope, key)) return;
      await storeSetting(trx, key, value, new Date(event.occurredAt));
      trx.executionPromise.then(opts.onChanged, () => undefined);
    },
  };
}
