import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookKeys } from './webhook-keys';

/** A mail the stand-in accepted (what SendGrid would go on to deliver). */
export interface AcceptedMail {
  messageId: string | null;
  /** custom_args as sent (top level and first personalization), searchable as unique_args. */
  customArgs: Record<string, string>;
  sgMessageId: string;
  to: string[];
  subject: string;
  from: string;
  categories: string[];
  subscriptionTracking: boolean;
  textLength: number;
  htmlLength: number;
  /** The mail as this recipient gets it (the request's content with its personalization's substitutions). */
  html?: string;
  text?: string;
  /** The request's `attachments`, as SendGrid would attach them to the mail. */
  attachments: AcceptedAttachment[];
  /** Which request (1, 2, …) carried it: many personalizations share one. */
  request: number;
  at: number;
}

/** One file of a mail send request (v3 `attachments[]`), its content decoded. */
export interface AcceptedAttachment {
  filename: string;
  type: string | null;
  disposition: string;
  content: Buffer;
}

export interface RequestLogEntry {
  status: number | 'held' | 'aborted';
  messageId: string | null;
  at: number;
}

/** One question to the Email Activity API, as the stand-in read it. */
export interface ActivityQuery {
  query: string | null;
  limit: number;
  status: number;
  found: number;
  at: number;
}

/** Scripted answers of the Email Activity API (403: the account lacks the add-on or the key the scope). */
export type ScriptedActivity = { status: 500 | 503 } | { status: 429 } | { status: 403 };

export type Scripted =
  | { status: 429; resetInSec?: number }
  | { status: 500 | 502 | 503 }
  | { status: 400 | 413; message?: string }
  | { status: 401 | 403 };

export interface HoldOptions {
  /** Whether a held request counts as accepted as soon as its body is in (SendGrid has it even if the answer is lost). */
  acceptOnReceipt: (messageId: string | null, index: number) => boolean;
  /** Requests answered normally before holding starts. */
  after?: number;
}

export interface StandinOptions {
  apiKey: string;
  /** Signed event webhook, like SendGrid's: events of accepted mails are posted (and retried) here. */
  webhook?: { url: string; keys: WebhookKeys; intervalMs?: number };
  /** A real limit per window, answered with 429 and X-RateLimit-* headers like SendGrid's. */
  rateLimit?: { limit: number; windowMs: number };
  /** Keep each accepted mail's filled html and text (default true; a bench of 100,000 mails keeps lengths only). */
  keepBodies?: boolean;
}

interface Held {
  res: http.ServerResponse;
  accepted: AcceptedMail[] | null;
  build: () => AcceptedMail[];
}

/**
 * A SendGrid v3 stand-in on loopback: `POST /v3/mail/send` with the Bearer key check, body checks with
 * SendGrid's error shape (400, attachments included), 202 with X-Message-Id, 429 with X-RateLimit-Reset, scripted failures,
 * held requests (to kill a sender mid-send), the signed event webhook with retries, and the Email
 * Activity search `GET /v3/messages?query=unique_args['name']="value"&limit=n` over the accepted mails.
 */
export class SendGridStandin {
  readonly accepted: AcceptedMail[] = [];
  readonly requests: RequestLogEntry[] = [];
  /** Mail send requests accepted (202): one request carries up to 1,000 personalizations. */
  acceptedRequests = 0;
  readonly activityQueries: ActivityQuery[] = [];
  private readonly script: Scripted[] = [];
  private readonly activityScript: ScriptedActivity[] = [];
  private holdOpts: HoldOptions | null = null;
  private readonly held = new Set<Held>();
  private heldIndex = 0;
  private holdSkip = 0;
  private readonly pendingEvents: Record<string, unknown>[] = [];
  private webhookTimer: NodeJS.Timeout | null = null;
  private webhookBusy = false;
  private window = { start: Date.now(), count: 0 };
  readonly webhookDeliveries: { status: number; count: number }[] = [];
  /** Message ids whose events the stand-in never reports (a provider whose events are late or lost). */
  readonly silentIds = new Set<string>();
  private server: http.Server;
  url = '';

  constructor(private readonly opts: StandinOptions) {
    this.server = http.createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
    if (this.opts.webhook)
      this.webhookTimer = setInterval(() => void this.deliverEvents(), this.opts.webhook.intervalMs ?? 50);
    return this;
  }

  /** The next requests are answered like this, in order, before normal processing resumes. */
  next(...responses: Scripted[]): void {
    this.script.push(...responses);
  }

  /** The next Email Activity questions are answered like this, in order, before normal answers resume. */
  activityNext(...responses: ScriptedActivity[]): void {
    this.activityScript.push(...responses);
  }

  /** Holds every following request unanswered until release() (or until the sender dies). */
  hold(opts: HoldOptions): void {
    this.holdOpts = opts;
    this.holdSkip = opts.after ?? 0;
  }

  get heldCount(): number {
    return this.held.size;
  }

  /** Stops holding without accepting anything more (the held requests were ended by their senders). */
  stopHolding(): void {
    this.holdOpts = null;
  }

  /** Stops holding; held requests still open are accepted and answered 202. */
  release(): void {
    this.holdOpts = null;
    for (const h of [...this.held]) {
      this.held.delete(h);
      const mail = h.accepted ?? this.accept(h.build);
      this.answer202(h.res, mail);
    }
  }

  /** Queues provider events (open, click, unsubscribe…) for the webhook. */
  emit(...events: Record<string, unknown>[]): void {
    this.pendingEvents.push(...events);
  }

  acceptedIds(): (string | null)[] {
    return this.accepted.map((a) => a.messageId);
  }

  async close(): Promise<void> {
    if (this.webhookTimer) clearInterval(this.webhookTimer);
    for (const h of this.held) h.res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const at = Date.now();
    const url = new URL(req.url ?? '/', 'http://standin');
    const activity = req.method === 'GET' && url.pathname === '/v3/messages';
    if (!activity && (req.method !== 'POST' || url.pathname !== '/v3/mail/send' || url.search))
      return this.error(res, 404, 'not found', null);
    if (req.headers.authorization !== `Bearer ${this.opts.apiKey}`) {
      if (activity)
        this.activityQueries.push({ query: url.searchParams.get('query'), limit: 0, status: 401, found: 0, at });
      else this.requests.push({ status: 401, messageId: null, at });
      return this.error(res, 401, 'The provided authorization grant is invalid, expired, or revoked', null);
    }
    if (activity) return this.activitySearch(res, url, at);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return this.error(res, 400, 'Bad Request', null);
    }
    const problem = validate(body);
    const messageId = customArg(body, 'cadeau_message_id');
    if (problem) {
      this.requests.push({ status: 400, messageId, at });
      return this.error(res, 400, problem.message, problem.field);
    }
    const scripted = this.script.shift();
    if (scripted) {
      this.requests.push({ status: scripted.status, messageId, at });
      if (scripted.status === 429) return this.tooMany(res, scripted.resetInSec ?? 1);
      const message =
        'message' in scripted && scripted.message
          ? scripted.message
          : scripted.status >= 500
            ? 'Internal Server Error'
            : 'Forbidden';
      return this.error(res, scripted.status, message, null);
    }
    if (this.opts.rateLimit && this.overLimit()) {
      this.requests.push({ status: 429, messageId, at });
      return this.tooMany(
        res,
        Math.max(1, Math.ceil((this.window.start + this.opts.rateLimit.windowMs - Date.now()) / 1000)),
      );
    }
    const build = () => toAccepted(body, ++this.acceptedRequests, this.opts.keepBodies ?? true);
    if (this.holdOpts && this.holdSkip > 0) this.holdSkip--;
    else if (this.holdOpts) {
      const h: Held = { res, accepted: null, build };
      if (this.holdOpts.acceptOnReceipt(messageId, this.heldIndex++)) h.accepted = this.accept(build);
      this.requests.push({ status: 'held', messageId, at });
      this.held.add(h);
      res.on('close', () => {
        if (this.held.delete(h)) this.requests.push({ status: 'aborted', messageId, at: Date.now() });
      });
      return;
    }
    this.requests.push({ status: 202, messageId, at });
    this.answer202(res, this.accept(build));
  }

  /**
   * The Email Activity search, for the one query shape of SendGrid's language svc-mail uses:
   * `unique_args['name']="value"` (optionally in parentheses). Anything else is SendGrid's 400
   * "invalid syntax"; `limit` must be 1–1000 as in the API reference.
   */
  private activitySearch(res: http.ServerResponse, url: URL, at: number): void {
    const query = url.searchParams.get('query');
    const limitRaw = url.searchParams.get('limit') ?? '10';
    const limit = Number(limitRaw);
    const log = (status: number, found = 0) => this.activityQueries.push({ query, limit, status, found, at });
    const scripted = this.activityScript.shift();
    if (scripted) {
      log(scripted.status);
      if (scripted.status === 429) return this.tooMany(res, 1);
      return this.error(
        res,
        scripted.status,
        scripted.status === 403 ? 'access forbidden' : 'internal server error',
        null,
      );
    }
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      log(400);
      return this.error(res, 400, 'limit must be greater than 0 and less than or equal to 1000', 'limit');
    }
    const match = query?.match(/^\(?unique_args\['([^']+)'\]\s*=\s*"([^"]*)"\)?$/);
    if (!match) {
      log(400);
      return this.error(res, 400, `invalid syntax: ${query ?? 'query is required'}`, 'query');
    }
    const [, name, value] = match;
    const found = this.accepted.filter((m) => m.customArgs[name] === value).slice(0, limit);
    log(200, found.length);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        messages: found.map((m) => ({
          from_email: m.from,
          msg_id: `${m.sgMessageId}.filter0001.1.0`,
          subject: m.subject,
          to_email: m.to[0],
          status: 'processed',
          opens_count: 0,
          clicks_count: 0,
          last_event_time: new Date(m.at).toISOString(),
        })),
      }),
    );
  }

  private accept(build: () => AcceptedMail[]): AcceptedMail[] {
    const mails = build();
    for (const mail of mails) {
      this.accepted.push(mail);
      if (this.opts.webhook && !(mail.messageId && this.silentIds.has(mail.messageId))) {
        this.pendingEvents.push({
          email: mail.to[0],
          timestamp: Math.floor(Date.now() / 1000),
          event: 'processed',
          sg_event_id: randomUUID(),
          sg_message_id: `${mail.sgMessageId}.filter0001.1.0`,
          cadeau_message_id: mail.messageId,
        });
      }
    }
    return mails;
  }

  private answer202(res: http.ServerResponse, mails: AcceptedMail[]): void {
    if (res.destroyed) return;
    res.writeHead(202, { 'X-Message-Id': mails[0].sgMessageId, 'Content-Length': '0' });
    res.end();
  }

  private overLimit(): boolean {
    const { limit, windowMs } = this.opts.rateLimit!;
    if (Date.now() - this.window.start >= windowMs) this.window = { start: Date.now(), count: 0 };
    this.window.count++;
    return this.window.count > limit;
  }

  private tooMany(res: http.ServerResponse, resetInSec: number): void {
    const body = JSON.stringify({ errors: [{ field: null, message: 'too many requests' }] });
    res.writeHead(429, {
      'Content-Type': 'application/json',
      'X-RateLimit-Limit': String(this.opts.rateLimit?.limit ?? 600),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + resetInSec),
    });
    res.end(body);
  }

  private error(res: http.ServerResponse, status: number, message: string, field: string | null): void {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message, field, help: null }] }));
  }

  private async deliverEvents(): Promise<void> {
    if (this.webhookBusy || this.pendingEvents.length === 0 || !this.opts.webhook) return;
    this.webhookBusy = true;
    const batch = this.pendingEvents.splice(0, 100);
    try {
      const body = JSON.stringify(batch);
      const res = await fetch(this.opts.webhook.url, {
        method: 'POST',
        headers: this.opts.webhook.keys.headers(body),
        body,
        signal: AbortSignal.timeout(2000),
      });
      await res.arrayBuffer();
      this.webhookDeliveries.push({ status: res.status, count: batch.length });
      // SendGrid retries anything but a 2xx.
      if (!res.ok) this.pendingEvents.unshift(...batch);
    } catch {
      this.pendingEvents.unshift(...batch);
    } finally {
      this.webhookBusy = false;
    }
  }
}

type Personalization = {
  to?: { email?: string }[];
  subject?: string;
  substitutions?: Record<string, unknown>;
  custom_args?: Record<string, unknown>;
};

function customArgs(body: Record<string, unknown>, personalization?: Personalization): Record<string, string> {
  const top = (body.custom_args ?? {}) as Record<string, unknown>;
  const personal =
    (personalization ?? (body.personalizations as Personalization[] | undefined)?.[0])?.custom_args ?? {};
  // A personalization's value wins over the top-level one, as in SendGrid.
  return Object.fromEntries(
    Object.entries({ ...top, ...personal }).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function customArg(body: Record<string, unknown>, name: string): string | null {
  return customArgs(body)[name] ?? null;
}

/** What SendGrid does with a personalization's substitutions: each key replaced by its value, verbatim. */
function substitute(template: string, substitutions: Record<string, unknown> | undefined): string {
  let out = template;
  for (const [key, value] of Object.entries(substitutions ?? {})) out = out.split(key).join(String(value));
  return out;
}

function validate(body: Record<string, unknown>): { message: string; field: string } | null {
  const personalizations = body.personalizations as { to?: { email?: string }[]; subject?: string }[] | undefined;
  if (!Array.isArray(personalizations) || personalizations.length === 0)
    return {
      message: 'The personalizations field is required and must have at least one personalization.',
      field: 'personalizations',
    };
  if (personalizations.length > 1000)
    return { message: 'The personalizations field must not have more than 1000 items.', field: 'personalizations' };
  for (const p of personalizations as Personalization[]) {
    if (!Array.isArray(p.to) || p.to.length === 0 || p.to.some((t) => !t.email || !t.email.includes('@'))) {
      return { message: 'Does not contain a valid address.', field: 'personalizations.0.to' };
    }
    const size = Object.entries(p.substitutions ?? {}).reduce((n, [k, v]) => n + k.length + String(v).length, 0);
    if (size > 10_000)
      return {
        message: 'The total size of your substitutions may not exceed 10,000 bytes per personalization object.',
        field: 'personalizations.0.substitutions',
      };
  }
  const from = body.from as { email?: string } | undefined;
  if (!from?.email) return { message: 'The from object must be provided for every email send.', field: 'from' };
  if (!body.subject && personalizations.some((p) => !p.subject))
    return { message: 'The subject is required.', field: 'subject' };
  const content = body.content as { type?: string; value?: string }[] | undefined;
  if (!Array.isArray(content) || content.length === 0 || content.some((c) => !c.type || !c.value)) {
    return { message: 'Unless a valid template_id is provided, the content parameter is required.', field: 'content' };
  }
  return validateAttachments(body.attachments);
}

type RawAttachment = { content?: unknown; filename?: unknown; type?: unknown; disposition?: unknown };
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** SendGrid's checks of `attachments[]` (v3 mail send reference): base64 content, a filename, a known disposition. */
function validateAttachments(attachments: unknown): { message: string; field: string } | null {
  if (attachments === undefined) return null;
  if (!Array.isArray(attachments)) return { message: 'The attachments field must be an array.', field: 'attachments' };
  for (const [i, a] of (attachments as RawAttachment[]).entries()) {
    if (typeof a.content !== 'string' || a.content === '' || !BASE64.test(a.content))
      return { message: 'The attachment content must be base64 encoded.', field: `attachments.${i}.content` };
    if (typeof a.filename !== 'string' || a.filename === '')
      return { message: 'The attachment filename parameter is required.', field: `attachments.${i}.filename` };
    if (a.disposition !== undefined && a.disposition !== 'attachment' && a.disposition !== 'inline')
      return {
        message: 'The disposition must be one of [attachment, inline].',
        field: `attachments.${i}.disposition`,
      };
  }
  return null;
}

const acceptedAttachments = (body: Record<string, unknown>): AcceptedAttachment[] =>
  ((body.attachments as RawAttachment[] | undefined) ?? []).map((a) => ({
    filename: String(a.filename),
    type: typeof a.type === 'string' ? a.type : null,
    // SendGrid's default when none is given.
    disposition: typeof a.disposition === 'string' ? a.disposition : 'attachment',
    content: Buffer.from(String(a.content), 'base64'),
  }));

/** One accepted mail per personalization: its recipient, subject, custom args and substituted content. */
function toAccepted(body: Record<string, unknown>, request: number, keepBodies: boolean): AcceptedMail[] {
  const personalizations = body.personalizations as (Personalization & { to: { email: string }[] })[];
  const content = body.content as { type: string; value: string }[];
  const tracking = (body.tracking_settings ?? {}) as { subscription_tracking?: { enable?: boolean } };
  const html = content.find((c) => c.type === 'text/html')?.value ?? '';
  const text = content.find((c) => c.type === 'text/plain')?.value ?? '';
  const sgMessageId = randomBytes(16).toString('base64url');
  const at = Date.now();
  const attachments = acceptedAttachments(body);
  return personalizations.map((p) => {
    const args = customArgs(body, p);
    const filledHtml = substitute(html, p.substitutions);
    const filledText = substitute(text, p.substitutions);
    return {
      messageId: args.cadeau_message_id ?? null,
      customArgs: args,
      sgMessageId,
      to: p.to.map((t) => String(t.email)),
      subject: substitute(String(p.subject ?? body.subject ?? ''), p.substitutions),
      from: String((body.from as { email: string }).email),
      categories: (body.categories as string[] | undefined) ?? [],
      subscriptionTracking: Boolean(tracking.subscription_tracking?.enable),
      textLength: filledText.length,
      htmlLength: filledHtml.length,
      ...(keepBodies ? { html: filledHtml, text: filledText } : {}),
      attachments,
      request,
      at,
    };
  });
}
