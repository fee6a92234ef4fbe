import { env, loadServiceConfig, serviceEnv } from '@cadeau/service-kit';
import { z } from 'zod';

export interface CampaignConfig {
  port: number;
  databaseUrl: string;
  natsUrl: string;
  secret: string;
  production: boolean;
  /** Where uploads (recipient CSV files) arrive while they are read. */
  dataDir: string;
  /** svc-identity, for its internal routes (global settings, organisations, invoice address). */
  identityUrl: string;
  /** svc-catalog, for the givers' catalog (products a campaign may pick). */
  catalogUrl: string;
  /** svc-mail, for the rendering of mail designs (preview and test mail). */
  mailUrl: string;
  /**
   * node-cron expression of the campaign clock (start and finish of approved campaigns); null switches it off
   * (tests drive it by hand). Default: every minute.
   */
  clockSchedule?: string | null;
}

const variables = {
  ...serviceEnv,
  // PORT wins over CAMPAIGN_PORT (the stack sets the service-specific one, a platform may set PORT); 0 = unset.
  PORT: env.port(0),
  CAMPAIGN_PORT: env.port(3103),
  // The service's own data directory: CAMPAIGN_DATA_DIR, else the DATA_DIR the stack gives each service.
  CAMPAIGN_DATA_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  IDENTITY_URL: env.url('http://127.0.0.1:3101'),
  CATALOG_URL: env.url('http://127.0.0.1:3102'),
  MAIL_URL: env.url('http://127.0.0.1:3105'),
  // The campaign clock's node-cron expression, `off` to switch it off.
  CAMPAIGN_CLOCK: z.string().min(1).default('* * * * *'),
};

const schema = z.object(variables);

/** svc-campaign's environment (ADR 0001 defaults; CAMPAIGN_PORT 3103). A bad value stops the start with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): CampaignConfig {
  const v = loadServiceConfig(schema, environment);
  return {
    port: v.PORT || v.CAMPAIGN_PORT,
    databaseUrl: v.DATABASE_URL,
    natsUrl: v.NATS_URL,
    secret: v.USER_CONTEXT_SECRET,
    production: v.NODE_ENV,
    dataDir: v.CAMPAIGN_DATA_DIR ?? v.DATA_DIR ?? '.data/campaign',
    identityUrl: v.IDENTITY_URL,
    catalogUrl: v.CATALOG_URL,
    mailUrl: v.MAIL_URL,
    clockSchedule: v.CAMPAIGN_CLOCK === 'off' ? null : v.CAMPAIGN_CLOCK,
  };
}
