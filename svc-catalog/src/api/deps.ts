import type { Kit } from '@cadeau/service-kit';
import type { IdentityAdapter } from '../adapters/identity';

/** What the handlers share, built once in app.ts. */
export interface CatalogDeps {
  kit: Kit<'catalog'>;
  production: boolean;
  /** svc-identity's internal routes: organisation facts (publishing) and the settings in force (image bounds). */
  identity: IdentityAdapter;
}
