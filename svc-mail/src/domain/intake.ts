import {
  checkAddressSyntax,
  isDesignMailTemplate,
  mailSendCommand,
  type MailAttachment,
  type MailClass,
  type ParsedMailSendCommand,
  type RenderedMail,
} from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { renderMail } from './templates';
import { renderDesignMail, type DesignMailContext } from './templates/design-mails';

/** A message as intake decides to store it (src/db/messages.ts inserts it). */
export interface NewMessage {
  idempotencyKey: string;
  class: MailClass;
  template: string;
  locale: 'de' | 'en';
  to: string;
  data: unknown;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it (decoded), in the command's order; stored with the message. */
  attachments?: StoredAttachment[];
  /** A message that failed a check at intake is stored as failed, so it can be seen and explained. */
  failed?: { key: string; detail?: string };
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * What one `mail.send` command becomes: a rendered message (failed with the address check's key when the
 * address is unusable), or, for an invalid command, a failed message when it has a usable idempotency
 * key and nothing otherwise; `invalid` says why, for the log.
 */
export interface IntakePlan {
  message: NewMessage | null;
  invalid?: { idempotencyKey?: string; issues: string };
}

const loose = (data: unknown, key: string): string | undefined => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** A command's mail: a fixed template's text, or a design rendered through MJML (one run per design). */
const render = (cmd: ParsedMailSendCommand, ctx: DesignMailContext): Promise<RenderedMail> =>
  isDesignMailTemplate(cmd.template)
    ? renderDesignMail(cmd.template, cmd.locale, cmd.data, ctx)
    : Promise.resolve(renderMail(cmd.template, cmd.locale, cmd.data, ctx));

const decoded = (attachments: MailAttachment[] | undefined): StoredAttachment[] =>
  (attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, 'base64'),
  }));

/**
 * A command whose only fault is its attachments (spec section 8, "invalid attachment encoding"): the mail is
 * rendered without them and stored failed with error.mail.invalidAttachmentEncoding, so the mailbox shows which
 * mail it was. Null when something else is wrong too (then it is invalid template data).
 */
async function attachmentFault(
  data: unknown,
  issues: readonly { path: readonly PropertyKey[] }[],
  ctx: DesignMailContext,
  detail: string,
): Promise<NewMessage | null> {
  if (!issues.some((i) => i.path[0] === 'attachments')) return null;
  const rest = mailSendCommand.safeParse({ ...(data as object), attachments: undefined });
  if (!rest.success) return null;
  const plan = await planValid(rest.data, ctx);
  return plan.message ? { ...plan.message, failed: { key: ErrorKeys.mail.invalidAttachmentEncoding, detail } } : null;
}

export async function planIntake(data: unknown, ctx: DesignMailContext): Promise<IntakePlan> {
  const parsed = mailSendCommand.safeParse(data);
  if (!parsed.success) {
    const idempotencyKey = loose(data, 'idempotencyKey');
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`).join('; ');
    const invalid = { idempotencyKey, issues };
    if (!idempotencyKey || idempotencyKey.length > 255) return { message: null, invalid };
    const badAttachments = await attachmentFault(data, parsed.error.issues, ctx, issues);
    if (badAttachments) return { invalid, message: badAttachments };
    const locale = loose(data, 'locale');
    return {
      invalid,
      message: {
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
      },
    };
  }
  return planValid(parsed.data, ctx);
}

/** A valid command's message: rendered, with its attachments, failed with the address check's key if need be. */
async function planValid(cmd: ParsedMailSendCommand, ctx: DesignMailContext): Promise<IntakePlan> {
  const rendered = await render(cmd, ctx);
  const address = checkAddressSyntax(cmd.to);
  return {
    message: {
      idempotencyKey: cmd.idempotencyKey,
      class: cmd.class,
      template: cmd.template,
      locale: cmd.locale,
      to: address.ok ? address.address : cmd.to,
      data: cmd.data,
      ...rendered,
      attachments: decoded(cmd.attachments),
      failed: address.ok ? undefined : { key: address.key },
    },
  };
}

// Postgres data exceptions (class 22: a NUL character, an invalid byte sequence, a value out of range) and
// integrity violations (class 23) fail the same way on every redelivery; anything else may pass later.
const PERMANENT_SQLSTATE = /^2[23][0-9A-Z]{3}$/;

/** Whether a store error (its SQLSTATE `code`) will fail the same way on every redelivery. */
export const isPermanentStoreError = (code: unknown): code is string =>
  typeof code === 'string' && PERMANENT_SQLSTATE.test(code);

export const withoutNul = (s: string) => s.split('\u0000').join('');

/**
 * The record of a message Postgres refused for good: failed with `error.mail.queueFailed`, without the
 * content it could not store. Null when the idempotency key itself cannot be stored: recording it
 * without its NUL characters could take another mail's key.
 */
export function queueFailedMessage(m: NewMessage, detail: string): NewMessage | null {
  if (withoutNul(m.idempotencyKey) !== m.idempotencyKey) return null;
  return {
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
  };
}
