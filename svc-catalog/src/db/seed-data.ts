import type { Knex } from 'knex';
import { seedVatCategories, seedVatCategoryData } from './seed-vat-categories';

/**
 * The catalog's demo data, area by area, each idempotent (a second run changes nothing). The VAT categories
 * come first: demo products name them by `SEED_VAT_CATEGORY_IDS`. Returns the lines `npm start` shows.
 */
export async function seedDemoData(db: Knex): Promise<string[]> {
  await seedVatCategoryData(db);
  return [`VAT categories: ${seedVatCategories.map((c) => c.name.en).join(', ')}`];
}
