import type { Migration } from '@cadeau/service-kit';

/** VAT categories and their dated rates (issue 10). */
export const vatCategoryTables: Migration = {
  name: '001_vat_categories',
  async up(db) {
    await db.schema.createTable('vat_categories', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.string('name_de', 100).notNullable();
      t.string('name_en', 100).notNullable();
      t.boolean('is_default').notNullable().defaultTo(false);
      t.boolean('is_shipping').notNullable().defaultTo(false);
      t.boolean('outside_scope').notNullable().defaultTo(false);
      // Counts saves: an editor sends the version it loaded, a save over a newer one is refused.
      t.integer('version').notNullable().defaultTo(1);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    // At most one default and one shipping category, whatever a buggy caller does; "at least one" is the
    // domain's rule (flags cannot be switched off, only moved) under the save's lock.
    await db.raw('create unique index vat_categories_one_default on vat_categories ((true)) where is_default');
    await db.raw('create unique index vat_categories_one_shipping on vat_categories ((true)) where is_shipping');

    await db.schema.createTable('vat_rates', (t) => {
      t.uuid('category_id').notNullable().references('id').inTable('vat_categories').onDelete('CASCADE');
      t.date('valid_from').notNullable();
      t.integer('rate_basis_points').notNullable();
      // One rate per day and category: which of two would be in force?
      t.primary(['category_id', 'valid_from']);
    });
    await db.raw('alter table vat_rates add constraint vat_rates_range check (rate_basis_points between 0 and 10000)');
  },
  async down(db) {
    await db.schema.dropTableIfExists('vat_rates');
    await db.schema.dropTableIfExists('vat_categories');
  },
};
