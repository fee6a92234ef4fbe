import { streams } from '@cadeau/contracts';
import { createService, registerRoutes, type Service } from '@cadeau/service-kit';
import { join } from 'node:path';
import { identityAdapter } from '@cadeau/service-kit/identity';
import { sweepIncoming } from './adapters/media/receive';
import { createStorage } from './adapters/storage';
import { catalogHandlers } from './api';
import type { CatalogConfig } from './config';
import { migrations } from './db/migrations';
import { CATALOG_SCHEMA } from './schema';
import { organizationsConsumer } from './workers/organizations-consumer';

export { CATALOG_SCHEMA };

export type CatalogOptions = Omit<CatalogConfig, 'port'>;

/** svc-catalog as a service-kit service; main.ts listens, tests drive it with supertest. */
export async function createCatalogService(opts: CatalogOptions): Promise<Service<'catalog'>> {
  const storage = createStorage(opts.storage, opts.dataDir);
  const service = await createService({
    name: 'svc-catalog',
    service: 'catalog',
    secret: opts.secret,
    production: opts.production,
    database: { url: opts.databaseUrl, schema: CATALOG_SCHEMA, migrations },
    nats: { url: opts.natsUrl, owns: streams.catalog },
    setup(kit) {
      const identity = identityAdapter({
        caller: 'svc-catalog',
        baseUrl: opts.identityUrl,
        secret: opts.secret,
        logger: kit.logger,
      });
      // Every replica drops its cached settings: a plain subscription, not a durable consumer (which would hand
      // each event to one replica only); a missed message costs at most the cache's lifetime.
      kit.nats?.subscribe('setting.updated', { callback: () => identity.settingsChanged() });
      // Blocked sellers leave the givers' catalog, renamed ones show their new name (db/organizations.ts).
      kit.consume(organizationsConsumer());
      const incomingDir = join(opts.dataDir, 'incoming');
      // An upload takes minutes at most; what is a day old was left by a process that stopped mid-upload.
      sweepIncoming(incomingDir, 24 * 60 * 60 * 1000).catch((err: unknown) =>
        kit.logger.warn({ err }, 'could not sweep old incoming uploads'),
      );
      registerRoutes(kit, catalogHandlers({ kit, production: opts.production, identity, storage, incomingDir }));
    },
  });
  const close = service.close;
  service.close = async () => {
    await close();
    storage.destroy();
  };
  return service;
}
