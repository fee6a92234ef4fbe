import {
  member as kitMember,
  platformAdmin,
  startServiceUnderTest,
  type Caller,
  type MemberFields,
} from '@cadeau/service-kit/testing';
import { createCatalogService, type CatalogOptions } from '../src/app';

export const SECRET = 'catalog-test-secret-0123456789';

export { platformAdmin, type Caller };

/** A signed-in member of one organisation with the given roles and features (a seller admin by default). */
export const member = (fields: Partial<MemberFields> = {}): Caller => kitMember('seller', fields);

/**
 * svc-catalog on a fresh database and a private NATS server (its stream has the platform's fixed subjects,
 * which must not clash with a stack running on the shared NATS), with svc-identity's internal routes answered by
 * a loopback stand-in (`identity.settings`, `identity.organizations`; see service-kit's testing/identity-standin.ts) and uploads on
 * the filesystem under a fresh data directory. `options` overrides what a test needs.
 */
export function startCatalog(options: Partial<CatalogOptions> = {}) {
  return startServiceUnderTest({
    name: 'catalog',
    secret: SECRET,
    dataDir: options.dataDir,
    create: (base) =>
      createCatalogService({
        ...base,
        storage: { kind: 'fs' },
        ...options,
      }),
  });
}
export type CatalogHarness = Awaited<ReturnType<typeof startCatalog>>;
