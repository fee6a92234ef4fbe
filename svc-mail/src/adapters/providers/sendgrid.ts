import sendgridClient from '@sendgrid/client';
import sendgridMail from '@sendgrid/mail';
import type { StoredAttachment } from '../../domain/intake';
import type { LookupOutcome, MailProvider, OutgoingBatch, OutgoingMail, SendOutcome } from '../../domain/provider';

/**
 * Both packages export a shared instance (`export =`) with their class beside it at run time; their declarations
 * name the class only in a form TypeScript 7 refuses to import, so it is taken from the instance here.
 */
type Client = typeof sendgridClient;
type MailService = typeof sendgridMail;
const { Client } = sendgridClient as unknown as { Client: new () => Client };
const { MailService } = sendgridMail as unknown as { MailService: new () => MailService };

export interface SendGridOptions {
  apiKey: string;
  /** Base URL of the API (a stand-in in tests and demos); SendGrid's own when null. */
  baseUrl: string | null;
  timeoutMs: number;
  reconcileWindowMs: number;
  now?: () => number;
}

/** The custom argument that carries our message id; SendGrid copies it into every event of the mail. */
export const MESSAGE_ID_ARG = 'cadeau_message_id';

/**
 * The Email Activity query for the message with our id: `unique_args['name']="value"` (SendGrid's
 * activity query language; v3 custom_args are searched as unique_args). URL-encoded as a whole, quotes
 * and brackets included, as the Email Activity API asks.
 */
export function activityQuery(messageId: string): string {
  return `unique_args['${MESSAGE_ID_ARG}']="${messageId}"`;
}
const encodeQuery = (q: string) => encodeURIComponent(q).replace(/'/g, '%27');
// Our ids are UUIDs; anything else would change the query's meaning, so it is never sent.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Errors where the request cannot have reached SendGrid: safe to send again.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ERR_INVALID_URL',
]);
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

interface ResponseErrorLike {
  code?: number | string;
  message?: string;
  response?: {
    headers?: Record<string, string | undefined>;
    body?: { errors?: { message?: string; field?: string | null }[] };
  };
}

/** SendGrid v3 through the official @sendgrid/mail client, one client per key and URL. */
export class SendGridProvider implements MailProvider {
  readonly name = 'sendgrid' as const;
  readonly reconcileWindowMs: number;
  readonly deliversOnSend = false;
  private readonly mail: MailService;
  private readonly client: Client;
  private readonly now: () => number;

  constructor(opts: SendGridOptions) {
    const client = new Client();
    client.setApiKey(opts.apiKey);
    // setApiKey resets baseUrl, so the stand-in's URL goes after it.
    if (opts.baseUrl) client.setDefaultRequest('baseUrl', opts.baseUrl);
    this.client = client;
    this.mail = new MailService();
    this.mail.setClient(client);
    // axios has no timeout by default: a hung connection would hold the mail until its lease runs out.
    // It is a default of the shared client, so the Email Activity lookups have it too.
    this.mail.setTimeout(opts.timeoutMs);
    this.reconcileWindowMs = opts.reconcileWindowMs;
    this.now = opts.now ?? Date.now;
  }

  async send(m: OutgoingMail): Promise<SendOutcome> {
    try {
      const [response] = await this.mail.send({
        to: m.to,
        from: m.from,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        subject: m.subject,
        text: m.text,
        html: m.html,
        customArgs: { [MESSAGE_ID_ARG]: m.id },
        ...(m.attachments.length ? { attachments: m.attachments.map(toSendGridAttachment) } : {}),
        categories: [m.class, m.template],
        // Campaign mail gets SendGrid's unsubscribe link; its unsubscribe events reach our webhook.
        trackingSettings: { subscriptionTracking: { enable: m.class === 'campaign' } },
      });
      const header = response.headers?.['x-message-id'];
      return { kind: 'sent', providerMessageId: typeof header === 'string' ? header : null };
    } catch (err) {
      return this.classify(err as ResponseErrorLike);
    }
  }

  /**
   * One request with a personalization per recipient (at most 1,000, SendGrid's limit): each with its own
   * subject, substitutions (the wrapped tags of the shared content) and our message id in custom_args, which
   * SendGrid copies into that recipient's events and its Email Activity entry.
   */
  async sendBatch(b: OutgoingBatch): Promise<SendOutcome> {
    if (b.personalizations.length === 0 || b.personalizations.length > 1000)
      throw new Error(`a SendGrid request holds 1 to 1000 personalizations, not ${b.personalizations.length}`);
    try {
      const [response] = await this.mail.send({
        from: b.from,
        ...(b.replyTo ? { replyTo: b.replyTo } : {}),
        personalizations: b.personalizations.map((p) => ({
          to: [{ email: p.to }],
          subject: p.subject,
          substitutions: p.substitutions,
          customArgs: { [MESSAGE_ID_ARG]: p.id },
        })),
        substitutionWrappers: [...b.substitutionWrappers],
        text: b.text,
        html: b.html,
        categories: [b.class, b.template],
        // The content carries our own unsubscribe link (signed per recipient); SendGrid's would be a second one.
        trackingSettings: { subscriptionTracking: { enable: false } },
      });
      const header = response.headers?.['x-message-id'];
      return { kind: 'sent', providerMessageId: typeof header === 'string' ? header : null };
    } catch (err) {
      return this.classify(err as ResponseErrorLike);
    }
  }

  /**
   * Asks the Email Activity API (`GET /v3/messages?limit=1&query=…`, a paid add-on of the SendGrid account
   * that the key needs access to) for messages carrying our id. Any listed message (processed, delivered
   * or not_delivered) means SendGrid accepted it. Every failure, including no access (403) and 429, is
   * an error: the outcome stays unknown.
   */
  async lookup(messageId: string): Promise<LookupOutcome> {
    if (!UUID.test(messageId)) return { kind: 'error', detail: `not a message id: ${messageId.slice(0, 60)}` };
    try {
      const [, body] = await this.client.request({
        method: 'GET',
        url: `/v3/messages?limit=1&query=${encodeQuery(activityQuery(messageId))}`,
      });
      const messages = (body as { messages?: unknown } | null)?.messages;
      if (!Array.isArray(messages)) return { kind: 'error', detail: 'Email Activity answered without a messages list' };
      if (messages.length === 0) return { kind: 'absent' };
      const msgId = (messages[0] as { msg_id?: unknown }).msg_id;
      // msg_id is X-Message-Id + ".filter…": the part we store, as the webhook does.
      return { kind: 'found', providerMessageId: typeof msgId === 'string' ? msgId.split('.')[0] : null };
    } catch (err) {
      const e = err as ResponseErrorLike;
      const status = typeof e.code === 'number' ? `${e.code} ` : typeof e.code === 'string' ? `${e.code}: ` : '';
      return { kind: 'error', detail: `Email Activity: ${status}${providerMessage(e)}`.trim() };
    }
  }

  private classify(err: ResponseErrorLike): SendOutcome {
    const status = typeof err.code === 'number' ? err.code : null;
    if (status === null) {
      const code = typeof err.code === 'string' ? err.code : '';
      const detail = `${code || 'error'}: ${err.message ?? ''}`.trim();
      return NOT_SENT_CODES.has(code) ? { kind: 'retry', detail } : { kind: 'unknown', detail };
    }
    const detail = `${status} ${providerMessage(err)}`.trim();
    if (status === 429) return { kind: 'rateLimited', resetAt: this.resetAt(err.response?.headers), detail };
    if (status === 401 || status === 403) return { kind: 'credentialsRefused', detail };
    if (status >= 500) return { kind: 'retry', detail };
    return { kind: 'rejected', detail };
  }

  /** X-RateLimit-Reset is the Unix time (seconds) when the limit resets. */
  private resetAt(headers: Record<string, string | undefined> | undefined): Date {
    const reset = Number(headers?.['x-ratelimit-reset']);
    if (Number.isFinite(reset) && reset > 0) return new Date(Math.max(reset * 1000, this.now()));
    return new Date(this.now() + DEFAULT_RATE_LIMIT_WAIT_MS);
  }
}

/** SendGrid v3 `attachments[]`: the bytes as base64, shown as a file to download (not inline). */
const toSendGridAttachment = (a: StoredAttachment) => ({
  content: a.content.toString('base64'),
  filename: a.filename,
  type: a.contentType,
  disposition: 'attachment',
});

function providerMessage(err: ResponseErrorLike): string {
  const errors = err.response?.body?.errors;
  if (Array.isArray(errors) && errors.length)
    return errors.map((e) => [e.message, e.field].filter(Boolean).join(' @ ')).join('; ');
  return err.message ?? '';
}
