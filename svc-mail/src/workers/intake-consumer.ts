import { mailStream } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { insertMessage } from '../db/messages';
import type { DesignRenderer } from '../domain/design/renderer';
import { isPermanentStoreError, planIntake, queueFailedMessage, withoutNul, type NewMessage } from '../domain/intake';

export interface IntakeOptions {
  publicUrl: string;
  /** The service's one design renderer: a campaign's mails share its MJML run (and its cache). */
  designs: DesignRenderer;
  logger: Logger;
  /** Called after a transaction that queued a message committed (wakes the transactional loop). */
  onQueued: () => void;
  stream?: string;
}

/**
 * Inserts in a savepoint, so a failing insert leaves the caller's transaction (with the inbox row) usable.
 * An insert Postgres refuses for good is recorded as a failed message with `error.mail.queueFailed`
 * (without the content it could not store), so it is visible and the event is not redelivered forever.
 * Any other error is thrown: the event is redelivered and nothing is lost.
 */
async function store(trx: Knex.Transaction, m: NewMessage, logger: Logger, eventId?: string): Promise<string | null> {
  try {
    return await trx.transaction((savepoint) => insertMessage(savepoint, m));
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (!isPermanentStoreError(code)) throw err;
    const detail = `${code}: ${(err as Error).message}`;
    logger.error(
      { key: ErrorKeys.mail.queueFailed, eventId, idempotencyKey: withoutNul(m.idempotencyKey), detail },
      'mail could not be queued',
    );
    const record = queueFailedMessage(m, detail);
    return record ? insertMessage(trx, record) : null;
  }
}

/**
 * Stores one `mail.send` command as a message, rendered, in the caller's transaction; a duplicate
 * idempotency key is a no-op. A command that cannot become a mail (bad data, bad address) is stored as
 * `failed` with its error key when it has an idempotency key, so it can be seen; otherwise it is logged.
 * One Postgres cannot store (see `store`) is `failed` with `error.mail.queueFailed`.
 * Returns the new message id, or null when nothing was stored.
 */
export async function acceptCommand(
  trx: Knex.Transaction,
  data: unknown,
  opts: Pick<IntakeOptions, 'publicUrl' | 'designs' | 'logger'>,
  eventId?: string,
): Promise<string | null> {
  const plan = await planIntake(data, { publicUrl: opts.publicUrl, designs: opts.designs });
  if (plan.invalid) opts.logger.error({ eventId, ...plan.invalid }, 'invalid mail command');
  return plan.message ? store(trx, plan.message, opts.logger, eventId) : null;
}

/** The durable consumer of `mail.send.>` on the MAIL stream; the kit's inbox makes redeliveries no-ops. */
export function intakeConsumer(opts: IntakeOptions): ConsumerDef {
  return {
    durable: 'mail-intake',
    stream: opts.stream ?? mailStream.name,
    filterSubjects: ['mail.send.>'],
    async handle(trx, event) {
      const id = await acceptCommand(trx, event.data, opts, event.id);
      if (id) trx.executionPromise.then(opts.onQueued, () => undefined);
    },
  };
}
