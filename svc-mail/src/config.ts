import { env, loadServiceConfig, scheduleOf, serviceConfig, serviceEnv, type ServiceBasics } from '@cadeau/service-kit';
import { DEFAULT_PUBLIC_URL } from '@cadeau/service-kit';
import { z } from 'zod';
import { HH_MM } from './domain/business-hours';
import { DEVELOPMENT_UNSUBSCRIBE_KEY } from './domain/campaign-mail/unsubscribe-token';
import { providerNames, type MailSettings } from './domain/settings';

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

export interface MailConfig extends ServiceBasics {
  /** CADEAU_ENV (default development, or production with NODE_ENV=production): the dev mailbox needs development or test. */
  environment: string;
  publicUrl: string;
  from: { email: string; name: string };
  replyTo: string | null;
  /** MAIL_* values that win over the stored settings (operators pin a provider or a key this way). */
  settingsOverrides: Partial<MailSettings>;
  dispatch: DispatchConfig;
  mx: { enabled: boolean; servers: string[]; timeoutMs: number };
  /** SendGrid's event webhook verification key; without it every webhook call is refused (403). */
  webhookPublicKey: string | null;
  /** svc-campaign (CAMPAIGN_URL): campaign mailings, recipients and codes (signed internal calls). */
  campaignUrl: string;
  /** MAIL_UNSUBSCRIBE_KEY: signs the unsubscribe links of campaign mails (required in production). */
  unsubscribeKey: string;
}

// A variable whose default depends on another one (computed below): unset stays undefined.
const unlessSet = <T extends z.ZodType>(schema: z.ZodDefault<T>) => schema.unwrap().optional();

// PORT, MAIL_PORT and CAMPAIGN_URL, from the registry.
const mail = serviceConfig('mail', { peers: ['campaign'] });

/** svc-mail's environment (ADR 0001 defaults, the port from the registry), read by loadServiceConfig. */
export const configSchema = z
  .object({
    ...serviceEnv,
    ...mail.variables,
    CADEAU_ENV: z.string().optional(),
    PUBLIC_URL: z.string().default(DEFAULT_PUBLIC_URL),
    MAIL_FROM_ADDRESS: z.string().default('noreply@cadeau.example'),
    MAIL_FROM_NAME: z.string().default('Cadeau'),
    MAIL_REPLY_TO: z.string().optional(),
    MAIL_PROVIDER: z.enum(providerNames, `must be one of ${providerNames.join(', ')}`).optional(),
    MAIL_PROVIDER_KEY: z.string().optional(),
    MAIL_PROVIDER_URL: z.string().optional(),
    MAIL_MAX_PER_RUN: unlessSet(env.int(10, 1)),
    MAIL_BUSINESS_HOURS: z
      .string()
      .refine((v) => {
        const [from, to, ...rest] = v.split('-');
        return rest.length === 0 && HH_MM.test(from ?? '') && HH_MM.test(to ?? '');
      }, 'must look like 07:00-17:00')
      .optional(),
    MAIL_BUSINESS_TIMEZONE: z.string().default('Europe/Zurich'),
    MAIL_SEND_TIMEOUT_MS: env.int(10_000, 100),
    MAIL_LEASE_MS: unlessSet(env.int(0, 1)),
    MAIL_RECONCILE_MS: env.int(5 * 60_000),
    MAIL_MAX_ATTEMPTS: env.int(5, 1),
    MAIL_MAX_LOOKUPS: env.int(8, 1),
    MAIL_RETRY_BASE_MS: env.int(30_000, 1),
    MAIL_POLL_MS: env.int(1000, 10),
    MAIL_CONCURRENCY: env.int(4, 1),
    MAIL_BATCH_SIZE: env.int(50, 1),
    /** node-cron expression of the campaign runs, `off` to switch them off. */
    MAIL_CAMPAIGN_CRON: z.string().default('* * * * *'),
    // Outside production mail stays on this machine (dev provider) and there may be no DNS at all.
    MAIL_CHECK_MX: unlessSet(env.bool(false)),
    MAIL_DNS_SERVERS: z.string().default(''),
    MAIL_DNS_TIMEOUT_MS: env.int(3000, 1),
    SENDGRID_WEBHOOK_PUBLIC_KEY: z.string().optional(),
    MAIL_UNSUBSCRIBE_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .superRefine((e, ctx) => {
    // Links mailed with a development key could be forged by anyone who reads this repository.
    if (e.NODE_ENV && !e.MAIL_UNSUBSCRIBE_KEY)
      ctx.addIssue({ code: 'custom', path: ['MAIL_UNSUBSCRIBE_KEY'], message: 'is required in production' });
    if (e.MAIL_LEASE_MS !== undefined && e.MAIL_LEASE_MS <= e.MAIL_SEND_TIMEOUT_MS)
      ctx.addIssue({ code: 'custom', path: ['MAIL_LEASE_MS'], message: 'must be longer than MAIL_SEND_TIMEOUT_MS' });
  });
export type MailEnv = z.output<typeof configSchema>;

/** MAIL_* values that win over the stored settings (operators pin a provider or a key this way). */
function overrides(e: MailEnv): Partial<MailSettings> {
  const out: Partial<MailSettings> = {};
  if (e.MAIL_PROVIDER) out.provider = e.MAIL_PROVIDER;
  if (e.MAIL_PROVIDER_KEY) out.providerKey = e.MAIL_PROVIDER_KEY;
  if (e.MAIL_PROVIDER_URL) out.providerUrl = e.MAIL_PROVIDER_URL;
  if (e.MAIL_MAX_PER_RUN !== undefined) out.maxPerRun = e.MAIL_MAX_PER_RUN;
  if (e.MAIL_BUSINESS_HOURS) {
    const [from, to] = e.MAIL_BUSINESS_HOURS.split('-');
    out.businessHours = { from, to, timeZone: e.MAIL_BUSINESS_TIMEZONE };
  }
  return out;
}

/**
 * Reads the environment (configSchema). A bad value stops the start with its name: a ConfigError naming
 * every bad variable.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): MailConfig {
  const e = loadServiceConfig(configSchema, environment);
  const { urls, ...settings } = mail.read(e);
  return {
    ...settings,
    environment: e.CADEAU_ENV ?? (e.NODE_ENV ? 'production' : 'development'),
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    from: { email: e.MAIL_FROM_ADDRESS, name: e.MAIL_FROM_NAME },
    replyTo: e.MAIL_REPLY_TO ?? null,
    settingsOverrides: overrides(e),
    dispatch: {
      sendTimeoutMs: e.MAIL_SEND_TIMEOUT_MS,
      leaseMs: e.MAIL_LEASE_MS ?? e.MAIL_SEND_TIMEOUT_MS * 2 + 5000,
      reconcileMs: e.MAIL_RECONCILE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      maxLookups: e.MAIL_MAX_LOOKUPS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      pollMs: e.MAIL_POLL_MS,
      concurrency: e.MAIL_CONCURRENCY,
      batchSize: e.MAIL_BATCH_SIZE,
      campaignCron: scheduleOf(e.MAIL_CAMPAIGN_CRON),
    },
    mx: {
      enabled: e.MAIL_CHECK_MX ?? e.NODE_ENV,
      servers: e.MAIL_DNS_SERVERS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      timeoutMs: e.MAIL_DNS_TIMEOUT_MS,
    },
    webhookPublicKey: e.SENDGRID_WEBHOOK_PUBLIC_KEY ?? null,
    campaignUrl: urls.campaign,
    unsubscribeKey: e.MAIL_UNSUBSCRIBE_KEY ?? DEVELOPMENT_UNSUBSCRIBE_KEY,
  };
}
