import { join } from 'node:path';
import type { FileStorage } from '../../domain/file-storage';
import type { StorageConfig } from '../../config';
import { fsStorage } from './fs-storage';
import { s3Storage } from './s3-storage';

/** The storage CATALOG_STORAGE names: `fs` under `<dataDir>/files` (default) or S3-compatible object storage. */
export function createStorage(config: StorageConfig, dataDir: string): FileStorage & { destroy(): void } {
  if (config.kind === 's3') return s3Storage(config);
  return { ...fsStorage(join(dataDir, 'files')), destroy: () => undefined };
}
