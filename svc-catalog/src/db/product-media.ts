import type { Knex } from 'knex';
import type { OwnFiles } from '../domain/product';
import { setWeeklyCapacity } from './availability';
import { filesOfOrganization, publishFiles } from './files';

/**
 * Where products meet the other catalog areas: uploads (files) and weekly availability. One module, so the
 * product code names what it needs in its own words and the other areas' functions are called in one place.
 */

/** Of `ids`, the organisation's own uploads with their kind (an unknown or foreign id is simply absent). */
export async function ownFiles(db: Knex, organizationId: string, ids: readonly string[]): Promise<OwnFiles> {
  if (!ids.length) return new Map();
  const files = await filesOfOrganization(db, organizationId, [...new Set(ids)]);
  return new Map(files.map((f) => [f.id, { kind: f.kind }]));
}

/** An approved product's images or video become public (givers and recipients see them), in the approval's transaction. */
export async function publishProductFiles(trx: Knex.Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length) await publishFiles(trx, [...ids]);
}

/** An approved version's units per ISO week become its group's (one stock for all versions; it only rises), in the approval's transaction. */
export async function openWeeklyCapacity(trx: Knex.Transaction, productId: string, units: number): Promise<void> {
  await setWeeklyCapacity(trx, productId, units);
}
