import { mailStream, streams } from '@cadeau/contracts';
import { createService, type Service } from '@cadeau/service-kit';
import { nanos, type NatsConnection } from 'nats';
import { registerIdentityRoutes } from './api';
import { internalOnly, registerResolveSession } from './api/resolve-session';
import { CachedCompanyRegister, UidRegisterClient, type CompanyRegister } from './company-register';
import { migrations } from './db/migrations';
import { LoginLimiter } from './domain/login-limiter';
import { IDENTITY_SCHEMA } from './schema';

export { IDENTITY_SCHEMA };

export interface IdentityOptions {
  databaseUrl: string;
  natsUrl: string;
  secret: string;
  /** Tests may pick their own stream; the platform uses IDENTITY. */
  stream?: { name: string; subjects: string[] };
  /** The company register (uncached); defaults to the real UID register at `uidRegisterUrl`. */
  companyRegister?: CompanyRegister;
  uidRegisterUrl?: string;
  production?: boolean;
}

/**
 * Mail commands go to svc-mail's MAIL stream. If svc-mail has not created it yet, the outbox relay would
 * stall on the first mail and hold back every later event (session.ended among them), so the stream is
 * created here when missing, with the contract's subjects; svc-mail owns its settings from then on.
 */
async function ensureMailStream(nc: NatsConnection | null): Promise<void> {
  if (!nc) return;
  const jsm = await nc.jetstreamManager();
  try {
    await jsm.streams.info(mailStream.name);
  } catch {
    await jsm.streams.add({ name: mailStream.name, subjects: [...mailStream.subjects], duplicate_window: nanos(120_000) }).catch(() => undefined);
  }
}

/** svc-identity as a service-kit service; main.ts listens, tests drive it with supertest. */
export async function createIdentityService(opts: IdentityOptions): Promise<Service & { companyRegister: CompanyRegister }> {
  const register = opts.companyRegister ?? new UidRegisterClient({ url: opts.uidRegisterUrl });
  const service = await createService({
    name: 'svc-identity',
    secret: opts.secret,
    database: { url: opts.databaseUrl, schema: IDENTITY_SCHEMA, migrations },
    nats: { url: opts.natsUrl, stream: opts.stream ?? { name: streams.identity.name, subjects: [...streams.identity.subjects] } },
    setup(kit) {
      const deps = { kit, limiter: new LoginLimiter(kit.db, IDENTITY_SCHEMA), companyRegister: new CachedCompanyRegister(register), production: opts.production ?? false };
      internalOnly(kit);
      registerIdentityRoutes(deps);
      registerResolveSession(deps);
    },
  });
  await ensureMailStream(service.kit.nats).catch((err) => service.kit.logger.warn({ err }, 'could not ensure the MAIL stream'));
  return Object.assign(service, { companyRegister: register });
}
