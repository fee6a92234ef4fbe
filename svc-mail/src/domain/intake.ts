import { mailSendCommand, mailStream, type ParsedMailSendCommand } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { checkAddressSyntax } from '@cadeau/contracts';
import type { Logger } from './logger';
import { insertMessage, type NewMessage } from './messages';
import { renderMail } from './templates';

export interface IntakeOptions {
  publicUrl: string;
  logger: Logger;
  /** Called after a transaction that queued a message committed (wakes the transactional loop). */
  onQueued: () => void;
  stream?: string;
}

const loose = (data: unknown, key: string): string | undefined => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

// Postgres data exceptions (class 22: a NUL character, an invalid byte sequence, a value out of range) and
// integrity violations (class 23) fail the same way on every redelivery; anything else may pass later.
const PERMANENT_SQLSTATE = /^2[23][0-9A-Z]{3}$/;
const withoutNul = (s: string) => s.split('\u0000').join('');

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
    if (typeof code !== 'string' || !PERMANENT_SQLSTATE.test(code)) throw err;
    const detail = `${code}: ${(err as Error).message}`;
    logger.error({ key: ErrorKeys.mail.queueFailed, eventId, idempotencyKey: withoutNul(m.idempotencyKey), detail }, 'mail could not be queued');
    // A key that itself cannot be stored cannot be recorded without risking another mail's key.
    if (withoutNul(m.idempotencyKey) !== m.idempotencyKey) return null;
    return insertMessage(trx, {
      idempotencyKey: m.idempotencyKey,
      class: m.class,
      template: withoutNul(m.template),
      locale: m.locale,
      to: withoutNul(m.to),
      data: null,
      subject: '',
      html: '',
      text: '',
      failed: { key: ErrorKeys.mail.queueFailed, detail },
    });
  }
}

/**
 * Stores one `mail.send` command as a message, rendered, in the caller's transaction; a duplicate
 * idempotency key is a no-op. A command that cannot become a mail (bad data, bad address) is stored as
 * `failed` with its error key when it has an idempotency key, so it can be seen; otherwise it is logged.
 * One Postgres cannot store (see `store`) is `failed` with `error.mail.queueFailed`.
 * Returns the new message id, or null when nothing was stored.
 */
export async function acceptCommand(trx: Knex.Transaction, data: unknown, opts: Pick<IntakeOptions, 'publicUrl' | 'logger'>, eventId?: string): Promise<string | null> {
  const parsed = mailSendCommand.safeParse(data);
  if (!parsed.success) {
    const idempotencyKey = loose(data, 'idempotencyKey');
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`).join('; ');
    opts.logger.error({ eventId, idempotencyKey, issues }, 'invalid mail command');
    if (!idempotencyKey || idempotencyKey.length > 255) return null;
    const locale = loose(data, 'locale');
    return store(trx, {
      idempotencyKey,
      class: loose(data, 'class') === 'campaign' ? 'campaign' : 'transactional',
      template: (loose(data, 'template') ?? 'unknown').slice(0, 64),
      locale: locale === 'de' ? 'de' : 'en',
      to: loose(data, 'to') ?? '',
      data: (data as Record<string, unknown>).data ?? null,
      subject: '',
      html: '',
      text: '',
      failed: { key: ErrorKeys.mail.invalidTemplateData, detail: issues },
    }, opts.logger, eventId);
  }
  const cmd: ParsedMailSendCommand = parsed.data;
  const rendered = renderMail(cmd.template, cmd.locale, cmd.data, { publicUrl: opts.publicUrl });
  const address = checkAddressSyntax(cmd.to);
  return store(trx, {
    idempotencyKey: cmd.idempotencyKey,
    class: cmd.class,
    template: cmd.template,
    locale: cmd.locale,
    to: address.ok ? address.address : cmd.to,
    data: cmd.data,
    ...rendered,
    failed: address.ok ? undefined : { key: address.key },
  }, opts.logger, eventId);
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
