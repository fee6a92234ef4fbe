import { mailSendCommand, mailStream, type ParsedMailSendCommand } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { checkAddressSyntax } from '@cadeau/contracts';
import type { Logger } from './logger';
import { insertMessage } from './messages';
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

/**
 * Stores one `mail.send` command as a message, rendered, in the caller's transaction; a duplicate
 * idempotency key is a no-op. A command that cannot become a mail (bad data, bad address) is stored as
 * `failed` with its error key when it has an idempotency key, so it can be seen; otherwise it is logged.
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
    return insertMessage(trx, {
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
    });
  }
  const cmd: ParsedMailSendCommand = parsed.data;
  const rendered = renderMail(cmd.template, cmd.locale, cmd.data, { publicUrl: opts.publicUrl });
  const address = checkAddressSyntax(cmd.to);
  return insertMessage(trx, {
    idempotencyKey: cmd.idempotencyKey,
    class: cmd.class,
    template: cmd.template,
    locale: cmd.locale,
    to: address.ok ? address.address : cmd.to,
    data: cmd.data,
    ...rendered,
    failed: address.ok ? undefined : { key: address.key },
  });
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
