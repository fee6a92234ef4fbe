import type { Knex } from 'knex';
import type { FileStorage } from '../domain/file-storage';
import { seedDemoProducts } from './seed-products';
import { seedVatCategories, seedVatCategoryData } from './seed-vat-categories';

/**
 * The catalog's demo data, area by area, each idempotent (a second run changes nothing). The VAT categories
 * come first: demo products name them by `SEED_VAT_CATEGORY_IDS`. The demo products need the file storage for
 * their pictures (`media`; without it only the VAT categories are seeded). Returns the lines `npm start` shows.
 */
export async function seedDemoData(db: Knex, media?: { storage: FileStorage }): Promise<string[]> {
  await seedVatCategoryData(db);
  const lines = [`VAT categories: ${seedVatCategories.map((c) => c.name.en).join(', ')}`];
  if (media) lines.push(...(await seedDemoProducts(db, media.storage)));
  return lines;
}
