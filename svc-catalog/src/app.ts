import { streams } from '@cadeau/contracts';
import { createService, registerRoutes, type Service } from '@cadeau/service-kit';
import { identityAdapter } from './adapters/identity';
import { catalogHandlers } from './api';
import type { CatalogConfig } from './config';
import { migrations } from './db/migrations';
import { CATALOG_SCHEMA } from './schema';

export { CATALOG_SCHEMA };

export type CatalogOptions = Omit<CatalogConfig, 'port'>;

/** svc-catalog as a service-kit service; main.ts listens, tests drive it with supertest. */
export async function createCatalogService(opts: CatalogOptions): Promise<Service<'catalog'>> {
  return createService({
    name: 'svc-catalog',
    service: 'catalog',
    secret: opts.secret,
    production: opts.production,
    database: { url: opts.databaseUrl, schema: CATALOG_SCHEMA, migrations },
    nats: { url: opts.natsUrl, owns: streams.catalog },
    setup(kit) {
      const identity = identityAdapter({ baseUrl: opts.identityUrl, secret: opts.secret, logger: kit.logger });
      registerRoutes(kit, catalogHandlers({ kit, production: opts.production, identity }));
    },
  });
}
