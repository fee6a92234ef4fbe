import type { Migration } from '@cadeau/service-kit';

/**
 * Uploads (issue 10): one row per uploaded file of an organisation; its bytes live in the file storage under
 * `<organization_id>/<id>/<variant>`. `variants` lists what was stored ({ name, mime, width, height, size }).
 */
export const fileTables: Migration = {
  name: '002_files',
  async up(db) {
    await db.schema.createTable('files', (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable();
      t.string('kind', 10).notNullable();
      t.string('mime', 100).notNullable();
      // Bytes of the upload as it came; the gateway caps a body at 1 GiB, well inside an integer.
      t.integer('size').notNullable();
      t.integer('width');
      t.integer('height');
      t.string('name', 255);
      t.jsonb('variants').notNullable();
      t.uuid('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // Set when a product showing the file is approved: from then on the file is public.
      t.boolean('published').notNullable().defaultTo(false);
      t.timestamp('published_at', { useTz: true });
      t.index(['organization_id', 'created_at']);
    });
    await db.raw(`alter table files add constraint files_kind check (kind in ('image', 'video'))`);
    await db.raw(`alter table files add constraint files_size check (size >= 0)`);
    await db.raw(
      `alter table files add constraint files_image_size check (kind <> 'image' or (width > 0 and height > 0))`,
    );
  },
  async down(db) {
    await db.schema.dropTable('files');
  },
};
