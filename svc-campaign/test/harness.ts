import {
  member as kitMember,
  platformAdmin,
  startServiceUnderTest,
  type Caller,
  type MemberFields,
} from '@cadeau/service-kit/testing';
import { createCampaignService, type CampaignOptions } from '../src/app';
import { startCatalogStandIn } from './catalog-standin';
import { startMailStandIn } from './mail-standin';

export const SECRET = 'campaign-test-secret-0123456789';

export { platformAdmin, type Caller };

/** A signed-in member of one organisation with the given roles and features (a giver admin by default). */
export const member = (fields: Partial<MemberFields> = {}): Caller => kitMember('giver', fields);

/**
 * svc-campaign on a fresh database and a private NATS server (its stream has the platform's fixed subjects,
 * which must not clash with a stack running on the shared NATS), with svc-identity's internal routes answered
 * by service-kit's loopback stand-in (`identity.settings`, `identity.organizations`) and uploads under a fresh
 * data directory. `options` overrides what a test needs (a catalog or mail stand-in's URL, for example).
 */
export function startCampaign(options: Partial<CampaignOptions> = {}) {
  return startServiceUnderTest({
    name: 'campaign',
    secret: SECRET,
    dataDir: options.dataDir,
    create: (base) =>
      createCampaignService({
        ...base,
        // Nothing answers here unless a test passes a stand-in's URL: calls fail as with the service down.
        catalogUrl: 'http://127.0.0.1:9',
        mailUrl: 'http://127.0.0.1:9',
        // Tests drive the campaign clock by hand (runCampaignClock with an injected time).
        clockSchedule: null,
        ...options,
      }),
  });
}
export type CampaignHarness = Awaited<ReturnType<typeof startCampaign>>;

/**
 * svc-campaign with loopback stand-ins of svc-catalog (product facts, file publishing) and svc-mail (design
 * rendering) behind its adapters, for tests that walk every route (permissions, route properties); `stop` ends
 * all three.
 */
export async function startCampaignWithNeighbours() {
  const catalog = await startCatalogStandIn(SECRET);
  const mail = await startMailStandIn(SECRET);
  const h = await startCampaign({ catalogUrl: catalog.url, mailUrl: mail.url });
  const stop = h.stop;
  return Object.assign(h, {
    catalog,
    mail,
    stop: async () => {
      await stop();
      await catalog.stop();
      await mail.stop();
    },
  });
}
export type CampaignWithNeighbours = Awaited<ReturnType<typeof startCampaignWithNeighbours>>;
