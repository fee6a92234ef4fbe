import { loadServiceConfig, scheduleOf, serviceConfig, serviceEnv, type ServiceBasics } from '@cadeau/service-kit';
import { z } from 'zod';

export interface BillingConfig extends ServiceBasics {
  /** svc-identity, for its internal routes (Payment settings, organisations' billing facts). */
  identityUrl: string;
  /** The service's own files (the demo's bank file): BILLING_DATA_DIR, else the stack's DATA_DIR, else .data/billing. */
  dataDir: string;
  /** svc-catalog, for the standard VAT rate. */
  catalogUrl: string;
  /** node-cron expression of the monthly order billing run; null switches it off (tests run it by hand). */
  orderBillingSchedule?: string | null;
}

// PORT, BILLING_PORT, BILLING_DATA_DIR and DATA_DIR, IDENTITY_URL and CATALOG_URL, from the registry.
const billing = serviceConfig('billing', { dataDir: true, peers: ['identity', 'catalog'] });

const schema = z.object({
  ...serviceEnv,
  ...billing.variables,
  BILLING_ORDER_BILLING: z.string().min(1).optional(),
});

/** svc-billing's environment (ADR 0001 defaults, the port from the registry). A bad value stops the start with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): BillingConfig {
  const v = loadServiceConfig(schema, environment);
  const { urls, ...settings } = billing.read(v);
  return {
    ...settings,
    identityUrl: urls.identity,
    catalogUrl: urls.catalog,
    orderBillingSchedule: scheduleOf(v.BILLING_ORDER_BILLING),
  };
}
