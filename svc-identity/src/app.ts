import { streams } from '@cadeau/contracts';
import { createService, type Service } from '@cadeau/service-kit';
import { registerEndSession } from './api/end-session';
import { registerListSessions } from './api/list-sessions';
import { registerLogin } from './api/login';
import { registerLogout } from './api/logout';
import { registerMyUser } from './api/my-user';
import { internalOnly, registerResolveSession } from './api/resolve-session';
import { registerUpdateUser } from './api/update-user';
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
}

/** svc-identity as a service-kit service; main.ts listens, tests drive it with supertest. */
export function createIdentityService(opts: IdentityOptions): Promise<Service> {
  return createService({
    name: 'svc-identity',
    secret: opts.secret,
    database: { url: opts.databaseUrl, schema: IDENTITY_SCHEMA, migrations },
    nats: { url: opts.natsUrl, stream: opts.stream ?? { name: streams.identity.name, subjects: [...streams.identity.subjects] } },
    setup(kit) {
      const deps = { kit, limiter: new LoginLimiter(kit.db, IDENTITY_SCHEMA) };
      internalOnly(kit);
      registerLogin(deps);
      registerLogout(deps);
      registerMyUser(deps);
      registerUpdateUser(deps);
      registerListSessions(deps);
      registerEndSession(deps);
      registerResolveSession(deps);
    },
  });
}
