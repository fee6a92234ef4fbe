import type { Kit } from '@cadeau/service-kit';

/** What the handlers share, built once in app.ts. */
export interface CatalogDeps {
  kit: Kit<'catalog'>;
  production: boolean;
}
