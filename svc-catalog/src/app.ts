import { mailStream, streams } from '@cadeau/contracts';
import { createService, registerRoutes, withWorker, type Service } from '@cadeau/service-kit';
import { join } from 'node:path';
import { identityAdapterOf } from '@cadeau/service-kit/identity';
import { sweepIncoming } from './adapters/media/receive';
import { createStorage } from './adapters/storage';
import { catalogHandlers } from './api';
import type { CatalogConfig } from './config';
import { migrations } from './db/migrations';
import { CATALOG_SCHEMA } from './schema';
import { campaignVouchers } from './adapters/campaign-vouchers';
import { organizationsConsumer } from './workers/organizations-consumer';
import { orderNotificationsConsumer } from './workers/order-notifications-consumer';
import { redemptionsConsumer } from './workers/redemptions-consumer';
import { startReservationSweeper, SWEEP_SCHEDULE } from './workers/reservation-sweeper';

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
    // Order mails (issue 12) go to svc-mail's MAIL stream as `mail.send.catalog` commands through the outbox.
    nats: { url: opts.natsUrl, owns: streams.catalog, publishesTo: [mailStream] },
    setup(kit) {
      // Its cached settings dropped on every replica when they change (the kit subscribes to setting.updated).
      const identity = identityAdapterOf(kit, {
        caller: 'svc-catalog',
        baseUrl: opts.identityUrl,
        secret: opts.secret,
      });
      // Blocked sellers leave the givers' catalog, renamed ones show their new name (db/organizations.ts).
      kit.consume(organizationsConsumer());
      // Orders (issue 12): created from svc-campaign's redemptions, the seller told about each new one.
      kit.consume(redemptionsConsumer(kit));
      kit.consume(orderNotificationsConsumer(kit, identity));
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
  const schedule = opts.sweepSchedule === undefined ? SWEEP_SCHEDULE : opts.sweepSchedule;
  if (!opts.campaignUrl || schedule === null) return service;
  // The reservation sweeper (workers/reservation-sweeper.ts) runs with the kit's workers and stops before them: a
  // release it makes publishes its event through the relay.
  const vouchers = campaignVouchers({ baseUrl: opts.campaignUrl, secret: opts.secret });
  return withWorker(service, () =>
    startReservationSweeper({ ...service.kit, vouchers, now: () => new Date() }, schedule),
  );
}
