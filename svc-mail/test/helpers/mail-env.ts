import { randomBytes, randomUUID } from 'node:crypto';
import { mailSendSubject, type EventEnvelope, type MailSendCommand } from '@cadeau/contracts';
import { createLogger } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { JSONCodec, type NatsConnection } from 'nats';
import type { MailServiceOptions } from '../../src/app';
import { DesignRenderer } from '../../src/domain/design/renderer';
import { acceptCommand } from '../../src/workers/intake-consumer';
import type { MailSettings, SettingsSource } from '../../src/domain/settings';

export const SECRET = 'svc-mail-test-secret-0123456789abcdef';
export const PUBLIC_URL = 'http://localhost:8080';
export const UNSUBSCRIBE_KEY = 'svc-mail-test-unsubscribe-key-0123456789';

/** Options for tests: fast timings, dev provider, no MX lookups, no cron (tests run campaign runs by hand). */
export function testOptions(
  base: { databaseUrl: string; natsUrl: string },
  over: Partial<MailServiceOptions> = {},
): MailServiceOptions {
  return {
    databaseUrl: base.databaseUrl,
    natsUrl: base.natsUrl,
    secret: SECRET,
    production: false,
    environment: 'test',
    publicUrl: PUBLIC_URL,
    from: { email: 'noreply@cadeau.example', name: 'Cadeau' },
    replyTo: null,
    settingsOverrides: {},
    webhookPublicKey: null,
    mx: { enabled: false, servers: [], timeoutMs: 1000 },
    campaignUrl: 'http://127.0.0.1:9',
    unsubscribeKey: UNSUBSCRIBE_KEY,
    ...over,
    dispatch: {
      sendTimeoutMs: 2000,
      leaseMs: 3000,
      reconcileMs: 2000,
      maxAttempts: 3,
      retryBaseMs: 50,
      pollMs: 100,
      concurrency: 4,
      batchSize: 50,
      campaignCron: null,
      ...over.dispatch,
    },
  };
}

/** Settings a test changes at will (the stored-settings path has its own test). */
export class TestSettings implements SettingsSource {
  value: MailSettings;
  constructor(over: Partial<MailSettings> = {}) {
    this.value = {
      businessHours: { from: '07:00', to: '17:00', timeZone: 'Europe/Zurich' },
      maxPerRun: 10,
      provider: 'dev',
      providerKey: null,
      providerUrl: null,
      ...over,
    };
  }
  async get(): Promise<MailSettings> {
    return this.value;
  }
}

/** A clock tests move: campaign runs read the business hours from it. */
export class TestClock {
  /** When set, every read asks it (a clock that moves while a run goes on). */
  reader: (() => Date) | null = null;
  constructor(public current: Date) {}
  now = (): Date => (this.reader ? this.reader() : this.current);
  set(iso: string): void {
    this.current = new Date(iso);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function passwordReset(
  to: string,
  idempotencyKey = `reset:${randomUUID()}`,
  cls: 'transactional' | 'campaign' = 'transactional',
): MailSendCommand {
  return {
    template: 'passwordReset',
    locale: 'de',
    to,
    idempotencyKey,
    class: cls,
    data: { firstName: 'Anna', token: randomUUID().replace(/-/g, '') },
  };
}

export function campaignMail(to: string, idempotencyKey = `campaign:${randomUUID()}`): MailSendCommand {
  return {
    template: 'campaignMessage',
    locale: 'en',
    to,
    idempotencyKey,
    class: 'campaign',
    data: {
      subject: 'Your gift',
      salutation: 'Dear Anna',
      body: 'A gift is waiting for you.',
      action: { label: 'Choose your gift', path: '/campaign?code=1234' },
    },
  };
}

/**
 * A stand-in PDF of `size` bytes: the `%PDF-` header the contract checks, then random bytes (every byte value, so a
 * round trip that is not byte-exact shows), then `%%EOF`.
 */
export function samplePdf(size = 50_000): Buffer {
  const head = Buffer.from('%PDF-1.7\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/** An invoice mail as svc-billing publishes it: `invoiceIssued` with its PDF attached. */
export function invoiceMail(
  to: string,
  pdf: Buffer = samplePdf(),
  idempotencyKey = `invoice:${randomUUID()}`,
): MailSendCommand {
  return {
    template: 'invoiceIssued',
    locale: 'de',
    to,
    idempotencyKey,
    data: {
      organizationName: 'Muster AG',
      invoiceNumber: 'R-2026-0001',
      invoiceType: 'deposit',
      amountRappen: 123_450,
      openRappen: 123_450,
      dueDate: '2026-12-31',
      campaignName: 'Weihnachten 2026',
      path: '/cockpit/payments',
    },
    attachments: [
      { filename: 'Rechnung-R-2026-0001.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
    ],
  };
}

const codec = JSONCodec();

/** Publishes a command as a producer's outbox relay would: an envelope with Nats-Msg-Id = event id. */
export async function publishCommand(
  nc: NatsConnection,
  command: unknown,
  opts: { producer?: string; eventId?: string } = {},
): Promise<string> {
  const id = opts.eventId ?? randomUUID();
  const subject = mailSendSubject(opts.producer ?? 'test');
  const envelope: EventEnvelope = {
    id,
    type: subject,
    version: 1,
    occurredAt: new Date().toISOString(),
    data: command,
  };
  await nc.jetstream().publish(subject, codec.encode(envelope), { msgID: id });
  return id;
}

const designs = new DesignRenderer({ publicUrl: PUBLIC_URL });

/** Queues commands straight into the table (what the intake does), for tests that drive the dispatcher. */
export async function queue(db: Knex, ...commands: MailSendCommand[]): Promise<string[]> {
  const logger = createLogger('test');
  const ids: string[] = [];
  await db.transaction(async (trx) => {
    for (const c of commands) {
      const id = await acceptCommand(trx, c, { publicUrl: PUBLIC_URL, designs, logger });
      if (id) ids.push(id);
    }
  });
  return ids;
}
