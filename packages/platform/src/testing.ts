import type { MicroFrontendEntry, PlatformRegistry, ServiceEntry } from './types';

/** A service that does not exist, as the README's "How to add a service" would add it. */
export const throwawayService = {
  name: 'gift-catalog',
  folder: 'svc-gift-catalog',
  port: { default: 3107, env: 'GIFT_CATALOG_PORT' },
  stream: 'GIFT_CATALOG',
  migrate: 'src/migrate.ts',
} as const satisfies ServiceEntry;

/** A micro-frontend that does not exist, as the README's "How to add a micro-frontend" would add it. */
export const throwawayMicroFrontend = {
  name: 'gifts',
  folder: 'mfe-gifts',
  pages: [
    { path: '/cockpit/gifts', prefix: true, access: 'cockpit', nav: { key: 'gifts', icon: 'organization' } },
    { path: '/cockpit/gift-review', access: 'platformAdmin' },
  ],
} as const satisfies MicroFrontendEntry;

/**
 * A copy of `registry` with one more service and one more micro-frontend and nothing else changed: the tests
 * of every consumer use it to prove that one registry entry is all their lists need.
 */
export function withThrowawayEntries(registry: PlatformRegistry): PlatformRegistry {
  return {
    ...registry,
    services: [...registry.services, throwawayService],
    microFrontends: [...registry.microFrontends, throwawayMicroFrontend],
  };
}
