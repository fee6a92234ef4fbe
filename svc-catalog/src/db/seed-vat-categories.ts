import type { Knex } from 'knex';
import type { VatCategoryInput } from '../domain/vat-category';
import { VAT_SAVE_LOCK } from './vat-categories';

/** A category the seed puts in place, with a fixed id so demo products can name it. */
export interface SeedVatCategory extends VatCategoryInput {
  id: string;
  key: 'normal' | 'reduced' | 'accommodation' | 'donation';
  name: { de: string; en: string };
}

/**
 * The Swiss VAT categories (DESIGN section 7: the rate follows the date of the service): normal 7.7 % from
 * 2018-01-01 and 8.1 % from 2024-01-01 (the default, and the one holding the shipping flag), reduced
 * 2.5 % / 2.6 %, accommodation 3.7 % / 3.8 %, and donations outside the scope of VAT.
 */
export const seedVatCategories: readonly SeedVatCategory[] = [
  {
    id: '6c0a7e51-3b1f-4a55-9d51-000000000001',
    key: 'normal',
    name: { de: 'Normalsatz', en: 'Standard rate' },
    isDefault: true,
    isShipping: true,
    outsideScope: false,
    rates: [
      { rateBasisPoints: 770, validFrom: '2018-01-01' },
      { rateBasisPoints: 810, validFrom: '2024-01-01' },
    ],
  },
  {
    id: '6c0a7e51-3b1f-4a55-9d51-000000000002',
    key: 'reduced',
    name: { de: 'Reduzierter Satz', en: 'Reduced rate' },
    isDefault: false,
    isShipping: false,
    outsideScope: false,
    rates: [
      { rateBasisPoints: 250, validFrom: '2018-01-01' },
      { rateBasisPoints: 260, validFrom: '2024-01-01' },
    ],
  },
  {
    id: '6c0a7e51-3b1f-4a55-9d51-000000000003',
    key: 'accommodation',
    name: { de: 'Sondersatz Beherbergung', en: 'Accommodation rate' },
    isDefault: false,
    isShipping: false,
    outsideScope: false,
    rates: [
      { rateBasisPoints: 370, validFrom: '2018-01-01' },
      { rateBasisPoints: 380, validFrom: '2024-01-01' },
    ],
  },
  {
    id: '6c0a7e51-3b1f-4a55-9d51-000000000004',
    key: 'donation',
    name: { de: 'Spenden (ausserhalb des Geltungsbereichs der MWST)', en: 'Donations (outside the scope of VAT)' },
    isDefault: false,
    isShipping: false,
    outsideScope: true,
    rates: [{ rateBasisPoints: 0, validFrom: '2018-01-01' }],
  },
];

/** The seeded categories' ids by key (demo products pick theirs: `SEED_VAT_CATEGORY_IDS.reduced`). */
export const SEED_VAT_CATEGORY_IDS = Object.fromEntries(seedVatCategories.map((c) => [c.key, c.id])) as Record<
  SeedVatCategory['key'],
  string
>;

/**
 * Puts the Swiss categories in place without changing anything that exists: a category already there (an
 * administrator may have renamed it, changed its rates or moved a flag) stays as it is, so a second run changes nothing. A
 * flag goes to its seeded category only while no category holds it.
 */
export async function seedVatCategoryData(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    // The lock of every VAT save (db/vat-categories.ts): the seed never races an administrator's save.
    await trx.raw('select pg_advisory_xact_lock(?)', [VAT_SAVE_LOCK]);
    const held = await trx('vat_categories')
      .select(
        trx.raw('coalesce(bool_or(is_default), false) as "default"'),
        trx.raw('coalesce(bool_or(is_shipping), false) as "shipping"'),
      )
      .first();
    for (const c of seedVatCategories) {
      const inserted = await trx('vat_categories')
        .insert({
          id: c.id,
          name_de: c.name.de,
          name_en: c.name.en,
          is_default: c.isDefault && !held.default,
          is_shipping: c.isShipping && !held.shipping,
          outside_scope: c.outsideScope,
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      // Rates only with their new category: an administrator's later changes to the rates stay.
      if (!inserted.length) continue;
      await trx('vat_rates').insert(
        c.rates.map((r) => ({ category_id: c.id, valid_from: r.validFrom, rate_basis_points: r.rateBasisPoints })),
      );
    }
  });
}
