import { mailStream, streams } from '@cadeau/contracts';
import { createService, registerRoutes, type Service } from '@cadeau/service-kit';
import { identityAdapterOf } from '@cadeau/service-kit/identity';
import { standardVat } from './adapters/standard-vat';
import { billingHandlers } from './api';
import type { BillingDeps } from './api/deps';
import type { BillingConfig } from './config';
import { migrations } from './db/migrations';
import { BILLING_SCHEMA } from './schema';
import { campaignBillingConsumer } from './workers/campaign-billing-consumer';
import { billingMailsConsumer } from './workers/billing-mails-consumer';
import { orderBillingConsumer } from './workers/order-billing-consumer';
import { organizationsConsumer } from './workers/organizations-consumer';
import { withOrderBillingRun } from './workers/order-billing-run';

export { BILLING_SCHEMA };
export { writeCamt054 } from './domain/camt054-writer';

export type BillingOptions = Omit<BillingConfig, 'port'> & { now?: () => Date; demoWaitMs?: number };

/** svc-billing as a service-kit service; main.ts listens, tests drive it with supertest. */
export async function createBillingService(opts: BillingOptions): Promise<Service<'billing'>> {
  let deps: BillingDeps | null = null;
  const service = await createService({
    name: 'svc-billing',
    service: 'billing',
    secret: opts.secret,
    production: opts.production,
    database: { url: opts.databaseUrl, schema: BILLING_SCHEMA, migrations },
    // Invoice mails go to svc-mail's MAIL stream as `mail.send.billing` commands through the outbox.
    nats: { url: opts.natsUrl, owns: streams.billing, publishesTo: [mailStream] },
    setup(kit) {
      // Its cached settings dropped on every replica when they change (the kit subscribes to setting.updated).
      const identity = identityAdapterOf(kit, {
        caller: 'svc-billing',
        baseUrl: opts.identityUrl,
        secret: opts.secret,
      });
      const vat = standardVat({ baseUrl: opts.catalogUrl, secret: opts.secret });
      // Every replica drops its cached rates: a plain subscription, not a durable consumer.
      kit.nats?.subscribe('vatCategory.updated', { callback: () => vat.vatChanged() });
      deps = {
        kit,
        production: opts.production,
        identity,
        vat,
        now: opts.now ?? (() => new Date()),
        demoWaitMs: opts.demoWaitMs ?? 60_000,
      };
      kit.consume(organizationsConsumer());
      kit.consume(campaignBillingConsumer(deps));
      kit.consume(orderBillingConsumer(deps));
      kit.consume(billingMailsConsumer(deps));
      registerRoutes(kit, billingHandlers(deps, opts.dataDir));
    },
  });
  const schedule = opts.orderBillingSchedule === undefined ? undefined : opts.orderBillingSchedule;
  return schedule === null || !deps ? service : withOrderBillingRun(service, deps, schedule);
}
