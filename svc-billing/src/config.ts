import { env, loadServiceConfig, serviceEnv } from '@cadeau/service-kit';
import { z } from 'zod';

export interface BillingConfig {
  port: number;
  databaseUrl: string;
  natsUrl: string;
  secret: string;
  production: boolean;
  /** svc-identity, for its internal routes (Payment settings, organisations' billing facts). */
  identityUrl: string;
  /** The service's own files (the demo's bank file): BILLING_DATA_DIR, else the stack's DATA_DIR, else .data/billing. */
  dataDir: string;
  /** svc-catalog, for the standard VAT rate. */
  catalogUrl: string;
  /** node-cron expression of the monthly order billing run; null switches it off (tests run it by hand). */
  orderBillingSchedule?: string | null;
}

const schema = z.object({
  ...serviceEnv,
  // PORT wins over BILLING_PORT (the stack sets the service-specific one, a platform may set PORT); 0 = unset.
  PORT: env.port(0),
  BILLING_PORT: env.port(3104),
  IDENTITY_URL: env.url('http://127.0.0.1:3101'),
  CATALOG_URL: env.url('http://127.0.0.1:3102'),
  BILLING_ORDER_BILLING: z.string().min(1).optional(),
  BILLING_DATA_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
});

/** svc-billing's environment (ADR 0001 defaults; BILLING_PORT 3104). A bad value stops the start with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): BillingConfig {
  const v = loadServiceConfig(schema, environment);
  return {
    port: v.PORT || v.BILLING_PORT,
    databaseUrl: v.DATABASE_URL,
    natsUrl: v.NATS_URL,
    secret: v.USER_CONTEXT_SECRET,
    production: v.NODE_ENV,
    identityUrl: v.IDENTITY_URL,
    catalogUrl: v.CATALOG_URL,
    dataDir: v.BILLING_DATA_DIR ?? v.DATA_DIR ?? '.data/billing',
    orderBillingSchedule: v.BILLING_ORDER_BILLING === 'off' ? null : v.BILLING_ORDER_BILLING,
  };
}
