import type { Migration } from '@cadeau/service-kit';
import { identityTables } from './001_identity';

/** In order; never edit one that has run anywhere, add a new one. */
export const migrations: Migration[] = [identityTables];
