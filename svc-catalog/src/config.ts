import { env, loadServiceConfig, serviceEnv } from '@cadeau/service-kit';
import { z } from 'zod';

export interface CatalogConfig {
  port: number;
  databaseUrl: string;
  natsUrl: string;
  secret: string;
  production: boolean;
  /** Where the local file storage keeps uploads (the default storage outside a cloud). */
  dataDir: string;
}

const variables = {
  ...serviceEnv,
  // PORT wins over CATALOG_PORT (the stack sets the service-specific one, a platform may set PORT); 0 = unset.
  PORT: env.port(0),
  CATALOG_PORT: env.port(3102),
  CATALOG_DATA_DIR: z.string().default('.data/catalog'),
};

/** svc-catalog's environment (ADR 0001 defaults; CATALOG_PORT 3102). A bad value stops the start with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): CatalogConfig {
  const v = loadServiceConfig(z.object(variables), environment);
  return {
    port: v.PORT || v.CATALOG_PORT,
    databaseUrl: v.DATABASE_URL,
    natsUrl: v.NATS_URL,
    secret: v.USER_CONTEXT_SECRET,
    production: v.NODE_ENV,
    dataDir: v.CATALOG_DATA_DIR,
  };
}
