import type { Kit } from '@cadeau/service-kit';
import type { IdentityAdapter } from '@cadeau/service-kit/identity';
import type { FileStorage } from '../domain/file-storage';

/** What the handlers share, built once in app.ts. */
export interface CatalogDeps {
  kit: Kit<'catalog'>;
  production: boolean;
  /** svc-identity's internal routes: organisation facts (publishing) and the settings in force (image bounds). */
  identity: IdentityAdapter;
  /** Where uploads are kept (CATALOG_STORAGE: the data directory or S3-compatible object storage). */
  storage: FileStorage;
  /** Where an upload is written while it arrives, before it is judged and stored (under CATALOG_DATA_DIR). */
  incomingDir: string;
}
