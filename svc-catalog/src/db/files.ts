import { fileVariantUrl, type FileInfo, type FileKind, type FileVariant } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';

/** One stored variant of a file, as kept in `files.variants`. */
export interface StoredVariant {
  name: FileVariant;
  mime: string;
  width: number | null;
  height: number | null;
  size: number;
}

export interface FileRow {
  id: string;
  organization_id: string;
  kind: FileKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  name: string | null;
  variants: StoredVariant[];
  created_by: string | null;
  created_at: Date;
  published: boolean;
  published_at: Date | null;
}

/** Where a variant's bytes are kept: under the organisation, so a prefix is one organisation's files. */
export const storageKeyOf = (file: Pick<FileRow, 'organization_id' | 'id'>, variant: FileVariant) =>
  `${file.organization_id}/${file.id}/${variant}`;

export async function insertFile(
  trx: Knex.Transaction,
  row: Omit<FileRow, 'created_at' | 'published' | 'published_at'>,
) {
  const [inserted] = await trx<FileRow>('files')
    .insert({ ...row, variants: JSON.stringify(row.variants) as unknown as StoredVariant[] })
    .returning('*');
  return inserted;
}

export const fileById = (db: Knex, id: string): Promise<FileRow | undefined> =>
  db<FileRow>('files').where({ id }).first();

/**
 * The files among `ids` that belong to `organizationId` (a product may show only its own organisation's
 * uploads: an id that is missing from the answer is foreign or unknown, and the caller refuses it alike).
 */
export function filesOfOrganization(db: Knex, organizationId: string, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db<FileRow>('files').where({ organization_id: organizationId }).whereIn('id', ids);
}

/**
 * Makes files public (a product's images and video when it is approved), in the caller's transaction. Files
 * already published keep their first publication time. Answers how many changed.
 */
export async function publishFiles(trx: Knex.Transaction, fileIds: readonly string[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  return trx('files')
    .whereIn('id', fileIds)
    .andWhere({ published: false })
    .update({ published: true, published_at: trx.fn.now() });
}

/** The answer body of a file (contracts `fileSchema`), with the URL of each variant. */
export function toFileBody(row: FileRow): FileInfo {
  return {
    id: row.id,
    organizationId: row.organization_id,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    name: row.name,
    variants: row.variants.map((v) => ({ ...v, url: fileVariantUrl(row.id, v.name) })),
    published: row.published,
    createdAt: row.created_at.toISOString(),
  };
}

/** Who uploaded: the acting user (the administrator while impersonating) and the signed client address. */
export interface UploadActor {
  userId: string;
  ip: string | null;
}

/**
 * Records an upload whose bytes are stored: its row and its audit entry (`audit.catalog.recorded` through the
 * outbox) in one transaction.
 */
export function saveFile(
  kit: Pick<Kit<'catalog'>, 'db' | 'addEvent'>,
  row: Omit<FileRow, 'created_at' | 'published' | 'published_at' | 'created_by'>,
  actor: UploadActor,
): Promise<FileRow> {
  return kit.db.transaction(async (trx) => {
    const saved = await insertFile(trx, { ...row, created_by: actor.userId });
    await kit.addEvent(trx, 'audit.catalog.recorded', {
      action: 'insert',
      entity: 'file',
      entityId: saved.id,
      organizationId: saved.organization_id,
      userId: actor.userId,
      ip: actor.ip,
      value: { kind: saved.kind, mime: saved.mime, size: saved.size, name: saved.name },
    });
    return saved;
  });
}
