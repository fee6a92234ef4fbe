import type { Migration } from '@cadeau/service-kit';

/**
 * Each product image's description in the seller's words (issue 23): the alt text the recipient's page gives the
 * image, `[{ de, en }]` in the order of `image_ids` (contracts `imageAlts`). Existing products have none yet (an
 * empty list: the page names the gift instead). `down` drops the column.
 */
export const imageAlts: Migration = {
  name: '010_image_alts',
  async up(db) {
    await db.schema.alterTable('products', (t) => {
      t.jsonb('image_alts').notNullable().defaultTo(db.raw(`'[]'::jsonb`));
    });
    await db.raw(`alter table products add constraint products_image_alts check (jsonb_typeof(image_alts) = 'array')`);
  },
  async down(db) {
    await db.schema.alterTable('products', (t) => {
      t.dropColumn('image_alts');
    });
  },
};
