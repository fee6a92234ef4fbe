import { streams } from '@cadeau/contracts';
import { createService, registerRoutes, type Service } from '@cadeau/service-kit';
import { identityAdapter } from '@cadeau/service-kit/identity';
import { join } from 'node:path';
import { campaignHandlers } from './api';
import type { CampaignConfig } from './config';
import { migrations } from './db/migrations';
import { CAMPAIGN_SCHEMA } from './schema';

export { CAMPAIGN_SCHEMA };

export type CampaignOptions = Omit<CampaignConfig, 'port'>;

/** svc-campaign as a service-kit service; main.ts listens, tests drive it with supertest. */
export async function createCampaignService(opts: CampaignOptions): Promise<Service<'campaign'>> {
  return createService({
    name: 'svc-campaign',
    service: 'campaign',
    secret: opts.secret,
    production: opts.production,
    database: { url: opts.databaseUrl, schema: CAMPAIGN_SCHEMA, migrations },
    nats: { url: opts.natsUrl, owns: streams.campaign },
    setup(kit) {
      const identity = identityAdapter({
        caller: 'svc-campaign',
        baseUrl: opts.identityUrl,
        secret: opts.secret,
        logger: kit.logger,
      });
      // Every replica drops its cached settings (a plain subscription: each replica must hear it).
      kit.nats?.subscribe('setting.updated', { callback: () => identity.settingsChanged() });
      registerRoutes(
        kit,
        campaignHandlers({
          kit,
          production: opts.production,
          identity,
          incomingDir: join(opts.dataDir, 'incoming'),
          catalogUrl: opts.catalogUrl,
          mailUrl: opts.mailUrl,
          secret: opts.secret,
          databaseUrl: opts.databaseUrl,
        }),
      );
    },
  });
}
