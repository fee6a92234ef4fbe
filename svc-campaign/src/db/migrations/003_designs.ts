import type { Migration } from '@cadeau/service-kit';

/**
 * A campaign's mail design and greeting design (issue 11), at most one of each per campaign. A row exists once
 * the giver saved the design (until then the campaign has "no mail design", a release blocker, and the GET
 * answers the default at version 0). The id is derived from the campaign's (domain/design-ids.ts), so it is
 * the same before and after the first save. Deleting a campaign deletes its designs.
 */
export const designTables: Migration = {
  name: '003_designs',
  async up(db) {
    await db.schema.createTable('mail_designs', (t) => {
      t.uuid('id').primary();
      t.uuid('campaign_id').notNullable().unique().references('id').inTable('campaigns').onDelete('CASCADE');
      // The whole document (contracts campaign-designs.ts, format `design.version`), validated on every save.
      t.jsonb('design').notNullable();
      // Counts saves: an editor sends the version it loaded, a save over a newer one is refused.
      t.integer('version').notNullable();
      t.uuid('updated_by').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('greeting_designs', (t) => {
      t.uuid('id').primary();
      t.uuid('campaign_id').notNullable().unique().references('id').inTable('campaigns').onDelete('CASCADE');
      t.jsonb('design').notNullable();
      t.integer('version').notNullable();
      t.uuid('updated_by').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('greeting_designs');
    await db.schema.dropTableIfExists('mail_designs');
  },
};
