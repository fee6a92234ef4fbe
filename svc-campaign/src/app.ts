import { mailStream, PLATFORM_TASKS_CHANGED_SUBJECT, streams } from '@cadeau/contracts';
import { createService, DEFAULT_PUBLIC_URL, registerRoutes, withWorker, type Service } from '@cadeau/service-kit';
import { identityAdapterOf } from '@cadeau/service-kit/identity';
import { join } from 'node:path';
import { catalogAdapter } from './adapters/catalog';
import { catalogReservations } from './adapters/catalog-reservations';
import { cachedProductFacts } from './adapters/product-facts-cache';
import { standardVat } from '@cadeau/service-kit/standard-vat';
import { campaignHandlers } from './api';
import type { CampaignConfig } from './config';
import { migrations } from './db/migrations';
import { VoucherLookupLimits, type LookupLimitSettings } from './db/voucher-lookup-limits';
import { devVoucherKeys } from './domain/code-crypto';
import { CAMPAIGN_SCHEMA } from './schema';
import { CLOCK_SCHEDULE, startCampaignClock } from './workers/campaign-clock';
import { campaignMailConsumer } from './workers/campaign-mail-consumer';
import { depositsConsumer } from './workers/deposits-consumer';
import {
  platformBillingConsumer,
  platformCatalogConsumer,
  platformIdentityConsumer,
} from './workers/platform-consumers';

export { CAMPAIGN_SCHEMA };

export type CampaignOptions = Omit<CampaignConfig, 'port'> & {
  /** The time the campaign rules judge by (default: the system clock); tests inject one. */
  now?: () => Date;
  /** The failed gift-code lookup budgets (default DEFAULT_LOOKUP_LIMITS); tests lower them. */
  voucherLookupLimits?: LookupLimitSettings;
};

/** svc-campaign as a service-kit service; main.ts listens, tests drive it with supertest. */
export async function createCampaignService(opts: CampaignOptions): Promise<Service<'campaign'>> {
  const now = opts.now ?? (() => new Date());
  // loadConfig refuses production without keys; a caller passing options directly must do the same.
  if (opts.production && !opts.voucherKeys) throw new Error('svc-campaign: production needs voucherKeys');
  const voucherKeys = opts.voucherKeys ?? devVoucherKeys();
  const service = await createService({
    name: 'svc-campaign',
    service: 'campaign',
    secret: opts.secret,
    production: opts.production,
    database: { url: opts.databaseUrl, schema: CAMPAIGN_SCHEMA, migrations },
    // Publishes mail.send.campaign commands (a designer's test mail) into svc-mail's MAIL stream.
    nats: { url: opts.natsUrl, owns: streams.campaign, publishesTo: [mailStream] },
    setup(kit) {
      // Its cached settings dropped on every replica when they change (the kit subscribes to setting.updated).
      const identity = identityAdapterOf(kit, {
        caller: 'svc-campaign',
        baseUrl: opts.identityUrl,
        secret: opts.secret,
      });
      // The deposit preview's VAT rate (issue 19), dropped likewise when a VAT category changes.
      const vat = standardVat({ caller: 'svc-campaign', baseUrl: opts.catalogUrl, secret: opts.secret });
      kit.nats?.subscribe('vatCategory.updated', { callback: () => vat.vatChanged() });
      // svc-mail's progress of the campaign mails (campaignMail.*) into the vouchers and recipients (issue 12).
      kit.consume(campaignMailConsumer());
      // svc-billing's deposit invoices (invoice.*) into the deposits' read model: approval needs one paid (issue 19).
      kit.consume(depositsConsumer());
      // The other services' facts into the platform's view: tasks and statistics (issue 20, ADR 0031).
      const tasksChanged = () => kit.nats?.publish(PLATFORM_TASKS_CHANGED_SUBJECT);
      kit.consume(platformIdentityConsumer(tasksChanged));
      kit.consume(platformCatalogConsumer(tasksChanged));
      kit.consume(platformBillingConsumer(tasksChanged));
      registerRoutes(
        kit,
        campaignHandlers({
          kit,
          production: opts.production,
          identity,
          catalog: catalogAdapter({ baseUrl: opts.catalogUrl, secret: opts.secret }),
          now,
          incomingDir: join(opts.dataDir, 'incoming'),
          catalogUrl: opts.catalogUrl,
          mailUrl: opts.mailUrl,
          secret: opts.secret,
          databaseUrl: opts.databaseUrl,
          offerFacts: cachedProductFacts(catalogAdapter({ baseUrl: opts.catalogUrl, secret: opts.secret })),
          reservations: catalogReservations({ baseUrl: opts.catalogUrl, secret: opts.secret }),
          lookupLimits: new VoucherLookupLimits(kit.db, CAMPAIGN_SCHEMA, opts.voucherLookupLimits),
          voucherKeys,
          publicUrl: opts.publicUrl ?? DEFAULT_PUBLIC_URL,
          standardVat: vat,
        }),
      );
    },
  });
  // The campaign clock (workers/campaign-clock.ts) runs with the kit's workers and stops before them: a move it
  // makes publishes its events through the relay. A null schedule leaves it off (tests tick it by hand).
  const schedule = opts.clockSchedule === undefined ? CLOCK_SCHEDULE : opts.clockSchedule;
  return schedule === null ? service : withWorker(service, () => startCampaignClock({ ...service.kit, now }, schedule));
}
