import type { Migration } from '@cadeau/service-kit';

/**
 * Issue 10: svc-identity keeps the one audit log and tells sellers about their products.
 * - Audit entries of other services name their entities by their own ids, which need not be UUIDs (the
 *   contract allows 100 characters), so `entity_id` becomes text; UUIDs keep comparing as before.
 * - Who released a product for review, so the approval or rejection reaches that person too, not only the
 *   organisation's admins (the review events name the administrator who acted, not the seller).
 */
export const catalogNewsTables: Migration = {
  name: '006_catalog_news',
  async up(db) {
    await db.raw('alter table audit alter column entity_id type varchar(100) using entity_id::text');
    await db.schema.createTable('product_submissions', (t) => {
      t.uuid('product_id').primary();
      t.uuid('organization_id').notNullable().references('id').inTable('organizations').onDelete('CASCADE');
      t.uuid('submitted_by').references('id').inTable('users').onDelete('SET NULL');
      t.timestamp('submitted_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable('product_submissions');
    // Entries of other services with ids that are no UUIDs cannot go back into a uuid column.
    await db('audit')
      .whereRaw(`entity_id !~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'`)
      .update({ entity_id: null });
    await db.raw('alter table audit alter column entity_id type uuid using entity_id::uuid');
  },
};
