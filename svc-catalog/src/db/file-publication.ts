import type { Knex } from 'knex';

/**
 * Publishes the named files of `organizationId` that are not public yet (svc-campaign's mail design images) and
 * answers for each named id, once and in order, whether it is public now: another organisation's file only if it
 * already was (a product image), an unknown id never. One transaction, so the answer is what was committed.
 */
export function publishOrganizationFiles(
  db: Knex,
  organizationId: string,
  fileIds: readonly string[],
): Promise<{ id: string; published: boolean }[]> {
  const ids = [...new Set(fileIds)];
  return db.transaction(async (trx) => {
    await trx('files')
      .where({ organization_id: organizationId, published: false })
      .whereIn('id', ids)
      .update({ published: true, published_at: trx.fn.now() });
    const rows: { id: string; published: boolean }[] = await trx('files').whereIn('id', ids).select('id', 'published');
    const published = new Map(rows.map((r) => [r.id, r.published]));
    return ids.map((id) => ({ id, published: published.get(id) ?? false }));
  });
}
