import { mailStream, streams } from '@cadeau/contracts';
import { createService, registerRoutes, withWorker, type PollingWorker, type Service } from '@cadeau/service-kit';
import { CachedCompanyRegister, UidRegisterClient, type CompanyRegister } from './adapters/company-register';
import { identityHandlers } from './api';
import { LoginLimiter } from './db/login-limits';
import { migrations } from './db/migrations';
import { IDENTITY_SCHEMA } from './schema';
import { campaignAuditConsumer, catalogAuditConsumer } from './workers/audit-consumer';
import { campaignNewsConsumer } from './workers/campaign-news-consumer';
import { voucherAbuseConsumer } from './workers/voucher-abuse-consumer';
import { mailRequestWorker } from './workers/mail-requests';
import { orderNewsConsumer } from './workers/order-news-consumer';
import { productNewsConsumer } from './workers/product-news-consumer';

export { IDENTITY_SCHEMA };

export interface IdentityOptions {
  databaseUrl: string;
  natsUrl: string;
  secret: string;
  /** The company register (uncached); defaults to the real UID register at `uidRegisterUrl`. */
  companyRegister?: CompanyRegister;
  uidRegisterUrl?: string;
  production?: boolean;
}

/** svc-identity as a service-kit service; main.ts listens, tests drive it with supertest. */
export async function createIdentityService(
  opts: IdentityOptions,
): Promise<Service<'identity'> & { companyRegister: CompanyRegister; mailRequests: PollingWorker }> {
  const register = opts.companyRegister ?? new UidRegisterClient({ url: opts.uidRegisterUrl });
  let mailRequests: PollingWorker | undefined;
  const service = await createService({
    name: 'svc-identity',
    service: 'identity',
    secret: opts.secret,
    production: opts.production ?? false,
    database: { url: opts.databaseUrl, schema: IDENTITY_SCHEMA, migrations },
    // Mail commands go to svc-mail's MAIL stream: created here when svc-mail has not yet, or the relay
    // would stall on the first mail and hold back every later event (session.ended among them).
    nats: { url: opts.natsUrl, owns: streams.identity, publishesTo: [mailStream] },
    setup(kit) {
      mailRequests = mailRequestWorker(kit);
      const deps = {
        kit,
        limiter: new LoginLimiter(kit.db, IDENTITY_SCHEMA),
        companyRegister: new CachedCompanyRegister(register),
        production: kit.production,
        mailRequests,
      };
      registerRoutes(kit, identityHandlers(deps));
      // svc-catalog's audit entries join the one audit log (spec section 3).
      kit.consume(catalogAuditConsumer());
      // Sellers and reviewers hear about products: notifications, mails, the reasons in a conversation; sellers
      // about their new orders (issue 23).
      kit.consume(productNewsConsumer(kit));
      kit.consume(orderNewsConsumer(kit));
      // svc-campaign's audit entries and campaign news (issue 11), the same way from its CAMPAIGN stream.
      kit.consume(campaignAuditConsumer());
      kit.consume(campaignNewsConsumer(kit));
      kit.consume(voucherAbuseConsumer(kit));
    },
  });
  const worker = mailRequests!;
  // The mail-request worker runs with the kit's workers (outbox relay, consumers) and stops before
  // them: a request it settles queues its mail through the relay.
  return Object.assign(
    withWorker(service, () => {
      worker.start();
      return worker;
    }),
    { companyRegister: register, mailRequests: worker },
  );
}
