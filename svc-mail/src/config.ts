import { HH_MM } from './domain/business-hours';
import { providerNames, type MailSettings, type ProviderName } from './domain/settings';

export interface DispatchConfig {
  /** Longest wait for the provider's answer; an answer later than this is an unknown outcome. */
  sendTimeoutMs: number;
  /** How long a claim is ours; must exceed sendTimeoutMs so a slow send is never claimed twice. */
  leaseMs: number;
  /**
   * How long an unknown send outcome waits for a provider event before the provider is asked about it
   * (longer than the provider takes to list an accepted mail in its Email Activity search).
   */
  reconcileMs: number;
  maxAttempts: number;
  /** Failed provider lookups of one unknown outcome before the mail fails (never sent again); default 8. */
  maxLookups?: number;
  retryBaseMs: number;
  pollMs: number;
  concurrency: number;
  batchSize: number;
  /** node-cron expression of the campaign runs; null switches them off (tests drive runs by hand). */
  campaignCron: string | null;
}

export interface MailConfig {
  port: number;
  databaseUrl: string;
  natsUrl: string;
  secret: string;
  production: boolean;
  publicUrl: string;
  from: { email: string; name: string };
  replyTo: string | null;
  /** MAIL_* values that win over the stored settings (operators pin a provider or a key this way). */
  settingsOverrides: Partial<MailSettings>;
  dispatch: DispatchConfig;
  mx: { enabled: boolean; servers: string[]; timeoutMs: number };
  /** SendGrid's event webhook verification key; without it every webhook call is refused (403). */
  webhookPublicKey: string | null;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}, not ${raw}`);
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, not ${raw}`);
}

function overrides(env: NodeJS.ProcessEnv): Partial<MailSettings> {
  const out: Partial<MailSettings> = {};
  if (env.MAIL_PROVIDER) {
    if (!providerNames.includes(env.MAIL_PROVIDER as ProviderName)) throw new Error(`MAIL_PROVIDER must be one of ${providerNames.join(', ')}`);
    out.provider = env.MAIL_PROVIDER as ProviderName;
  }
  if (env.MAIL_PROVIDER_KEY) out.providerKey = env.MAIL_PROVIDER_KEY;
  if (env.MAIL_PROVIDER_URL) out.providerUrl = env.MAIL_PROVIDER_URL;
  if (env.MAIL_MAX_PER_RUN) out.maxPerRun = int(env, 'MAIL_MAX_PER_RUN', 10, 1);
  if (env.MAIL_BUSINESS_HOURS) {
    const [from, to] = env.MAIL_BUSINESS_HOURS.split('-');
    if (!HH_MM.test(from ?? '') || !HH_MM.test(to ?? '')) throw new Error('MAIL_BUSINESS_HOURS must look like 07:00-17:00');
    out.businessHours = { from, to, timeZone: env.MAIL_BUSINESS_TIMEZONE || 'Europe/Zurich' };
  }
  return out;
}

/** Reads the environment (ADR 0001 defaults; MAIL_PORT 3105). A bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { needSecret?: boolean } = {}): MailConfig {
  const secret = env.USER_CONTEXT_SECRET ?? '';
  if ((opts.needSecret ?? true) && secret.length < 16) {
    throw new Error('USER_CONTEXT_SECRET is not set (or shorter than 16 characters): set the same random secret for the gateway and every service.');
  }
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT || env.MAIL_PORT || 3105);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Invalid PORT/MAIL_PORT: ${env.PORT || env.MAIL_PORT}`);
  const sendTimeoutMs = int(env, 'MAIL_SEND_TIMEOUT_MS', 10_000, 100);
  const leaseMs = int(env, 'MAIL_LEASE_MS', sendTimeoutMs * 2 + 5000, 1);
  if (leaseMs <= sendTimeoutMs) throw new Error('MAIL_LEASE_MS must be longer than MAIL_SEND_TIMEOUT_MS');
  const cron = env.MAIL_CAMPAIGN_CRON ?? '* * * * *';
  return {
    port,
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/cadeau',
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    secret,
    production,
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    from: { email: env.MAIL_FROM_ADDRESS || 'noreply@cadeau.example', name: env.MAIL_FROM_NAME || 'Cadeau' },
    replyTo: env.MAIL_REPLY_TO || null,
    settingsOverrides: overrides(env),
    dispatch: {
      sendTimeoutMs,
      leaseMs,
      reconcileMs: int(env, 'MAIL_RECONCILE_MS', 5 * 60_000),
      maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 5, 1),
      maxLookups: int(env, 'MAIL_MAX_LOOKUPS', 8, 1),
      retryBaseMs: int(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
      pollMs: int(env, 'MAIL_POLL_MS', 1000, 10),
      concurrency: int(env, 'MAIL_CONCURRENCY', 4, 1),
      batchSize: int(env, 'MAIL_BATCH_SIZE', 50, 1),
      campaignCron: cron === 'off' ? null : cron,
    },
    mx: {
      // Outside production mail stays on this machine (dev provider) and there may be no DNS at all.
      enabled: bool(env, 'MAIL_CHECK_MX', production),
      servers: (env.MAIL_DNS_SERVERS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
      timeoutMs: int(env, 'MAIL_DNS_TIMEOUT_MS', 3000, 1),
    },
    webhookPublicKey: env.SENDGRID_WEBHOOK_PUBLIC_KEY || null,
  };
}
