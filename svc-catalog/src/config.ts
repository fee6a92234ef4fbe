import { env, loadServiceConfig, scheduleOf, serviceConfig, serviceEnv, type ServiceBasics } from '@cadeau/service-kit';
import { z } from 'zod';

/** Where uploads are kept: the data directory (default) or S3-compatible object storage (production). */
export type StorageConfig =
  | { kind: 'fs' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };

export interface CatalogConfig extends ServiceBasics {
  /** Where the local file storage keeps uploads (the default storage outside a cloud) and uploads arrive. */
  dataDir: string;
  /** svc-identity, for its internal routes (global settings, organisations). */
  identityUrl: string;
  /**
   * svc-campaign, for its internal routes (the reservation sweeper asks whether vouchers were used). Without it
   * the sweeper does not run (a catalog embedded in another service's tests).
   */
  campaignUrl?: string;
  /** node-cron expression of the reservation sweeper; null switches it off (tests sweep by hand). */
  sweepSchedule?: string | null;
  storage: StorageConfig;
}

// PORT, CATALOG_PORT, CATALOG_DATA_DIR and DATA_DIR (<data dir>/catalog of the run, else .data/catalog of the
// working directory: a bare `npm start` here), IDENTITY_URL and CAMPAIGN_URL, from the registry.
const catalog = serviceConfig('catalog', { dataDir: true, peers: ['identity', 'campaign'] });

const variables = {
  ...serviceEnv,
  ...catalog.variables,
  // The reservation sweeper's node-cron expression, `off` to switch it off.
  CATALOG_SWEEP: z.string().min(1).optional(),
  CATALOG_STORAGE: z.enum(['fs', 's3'], { error: 'must be fs or s3' }).default('fs'),
  S3_ENDPOINT: env.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  // Secrets come from the environment only (a Kubernetes secret), never from the repository.
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
};

const schema = z
  .object(variables)
  .refine((v) => v.CATALOG_STORAGE !== 's3' || !!v.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'is required when CATALOG_STORAGE=s3',
  })
  .refine((v) => !v.S3_ACCESS_KEY_ID === !v.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
  });

/** svc-catalog's environment (ADR 0001 defaults, the port from the registry). A bad value stops the start with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): CatalogConfig {
  const v = loadServiceConfig(schema, environment);
  const { urls, ...settings } = catalog.read(v);
  return {
    ...settings,
    identityUrl: urls.identity,
    campaignUrl: urls.campaign,
    sweepSchedule: scheduleOf(v.CATALOG_SWEEP),
    storage:
      v.CATALOG_STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: v.S3_BUCKET!,
            region: v.S3_REGION,
            endpoint: v.S3_ENDPOINT,
            accessKeyId: v.S3_ACCESS_KEY_ID,
            secretAccessKey: v.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'fs' },
  };
}
