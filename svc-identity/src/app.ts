import { mailStream, streams } from '@cadeau/contracts';
import { createService, registerRoutes, type PollingWorker, type Service } from '@cadeau/service-kit';
import { CachedCompanyRegister, UidRegisterClient, type CompanyRegister } from './adapters/company-register';
import { identityHandlers } from './api';
import { LoginLimiter } from './db/login-limits';
import { migrations } from './db/migrations';
import { IDENTITY_SCHEMA } from './schema';
import { passwordResetWorker } from './workers/password-reset-requests';

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
): Promise<Service<'identity'> & { companyRegister: CompanyRegister; passwordResets: PollingWorker }> {
  const register = opts.companyRegister ?? new UidRegisterClient({ url: opts.uidRegisterUrl });
  let passwordResets: PollingWorker | undefined;
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
      passwordResets = passwordResetWorker(kit);
      const deps = {
        kit,
        limiter: new LoginLimiter(kit.db, IDENTITY_SCHEMA),
        companyRegister: new CachedCompanyRegister(register),
        production: kit.production,
        passwordResets,
      };
      registerRoutes(kit, identityHandlers(deps));
    },
  });
  const worker = passwordResets!;
  // The forgot-password worker runs with the kit's workers (outbox relay, consumers) and stops before
  // them: a request it settles queues its mail through the relay.
  const { listen, startWorkers, close } = service;
  return Object.assign(service, {
    companyRegister: register,
    passwordResets: worker,
    startWorkers() {
      startWorkers();
      worker.start();
    },
    async listen(port: number, host?: string) {
      const server = await listen(port, host);
      worker.start();
      return server;
    },
    async close() {
      await worker.stop();
      await close();
    },
  });
}
