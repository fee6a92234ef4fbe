import type { VatCategory, VatCategoryDetail, VatRate, vatCategoryListQuery } from '@cadeau/contracts';
import { pageQuery, type Kit } from '@cadeau/service-kit';
import { todayInZurich } from '@cadeau/contracts/values';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { FlagHolders, VatCategoryInput, VatCategoryPlan } from '../domain/vat-category';
import { vatCategoryAuditValue, type AuditedVatCategory } from '../domain/vat-category-audit';
import { rateInForce } from '@cadeau/contracts/vat';

export interface VatCategoryRow {
  id: string;
  name_de: string;
  name_en: string;
  is_default: boolean;
  is_shipping: boolean;
  outside_scope: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** A category row with the rate in force on the list's date (a lateral join; nulls before the first rate). */
interface ListedRow extends VatCategoryRow {
  rate_basis_points: number | null;
  rate_valid_from: string | null;
}

function toVatCategory(row: VatCategoryRow, rateInForceToday: VatRate | null): VatCategory {
  return {
    id: row.id,
    name: { de: row.name_de, en: row.name_en },
    isDefault: row.is_default,
    isShipping: row.is_shipping,
    outsideScope: row.outside_scope,
    rateInForce: rateInForceToday,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function fromListed(row: ListedRow): VatCategory {
  const rate =
    row.rate_basis_points === null || row.rate_valid_from === null
      ? null
      : { rateBasisPoints: row.rate_basis_points, validFrom: row.rate_valid_from };
  return toVatCategory(row, rate);
}

/**
 * The categories with the rate in force on `date` joined in. Dates leave Postgres as text (`to_char`): node-pg
 * would turn a `date` into a Date at local midnight, which shifts the day in any zone east of UTC.
 */
function listed(db: Knex, date: string): Knex.QueryBuilder {
  return db('vat_categories as c')
    .select('c.*', 'r.rate_basis_points', db.raw(`to_char(r.valid_from, 'YYYY-MM-DD') as rate_valid_from`))
    .joinRaw(
      `left join lateral (select rate_basis_points, valid_from from vat_rates where category_id = c.id
         and valid_from <= ?::date order by valid_from desc limit 1) r on true`,
      [date],
    );
}

/** Every category with its rate in force on `date`: the default first, then by English name. */
export async function allVatCategories(db: Knex, date: string): Promise<VatCategory[]> {
  const rows: ListedRow[] = await listed(db, date).orderBy([
    { column: 'c.is_default', order: 'desc' },
    { column: 'c.name_en' },
    { column: 'c.id' },
  ]);
  return rows.map(fromListed);
}

const listSpec = {
  sortColumns: { nameEn: 'c.name_en', nameDe: 'c.name_de', rate: 'r.rate_basis_points', updatedAt: 'c.updated_at' },
  searchColumns: ['c.name_de', 'c.name_en'],
  tieBreaker: 'c.id',
};

/** GET /vat-category/list: a page of categories with their rates in force on `date`. */
export function vatCategoryPage(db: Knex, q: z.infer<typeof vatCategoryListQuery>, date: string) {
  const base = listed(db, date);
  if (q.isDefault !== undefined) base.where('c.is_default', q.isDefault);
  if (q.isShipping !== undefined) base.where('c.is_shipping', q.isShipping);
  if (q.outsideScope !== undefined) base.where('c.outside_scope', q.outsideScope);
  return pageQuery<ListedRow, VatCategory>(base, q, listSpec, fromListed);
}

/** The rates of a category, oldest first. */
export function ratesOf(db: Knex, categoryId: string): Promise<VatRate[]> {
  return db('vat_rates')
    .where({ category_id: categoryId })
    .orderBy('valid_from')
    .select(
      db.raw('rate_basis_points as "rateBasisPoints"'),
      db.raw(`to_char(valid_from, 'YYYY-MM-DD') as "validFrom"`),
    );
}

/**
 * One category with all its rates and the one in force on `date` (today in Zurich by default: pass the date
 * of the service when it is another), or undefined for an unknown id. What products validate their VAT
 * category with.
 */
export async function vatCategoryById(db: Knex, id: string, date?: string): Promise<VatCategoryDetail | undefined> {
  const row: VatCategoryRow | undefined = await db('vat_categories').where({ id }).first();
  if (!row) return undefined;
  const rates = await ratesOf(db, id);
  return { ...toVatCategory(row, rateInForce(rates, date ?? todayInZurich())), rates };
}

/**
 * The rate in force for a category on `date` (ISO `YYYY-MM-DD`) in basis points, or null when the category
 * is unknown or had no rate yet. The VAT inside a gross price is then `vatOfGross(gross, rate)` (@cadeau/contracts/vat).
 */
export async function vatRateOn(db: Knex, categoryId: string, date: string): Promise<number | null> {
  const row = await db('vat_rates')
    .where({ category_id: categoryId })
    .where('valid_from', '<=', date)
    .orderBy('valid_from', 'desc')
    .first('rate_basis_points');
  return row ? (row.rate_basis_points as number) : null;
}

/** The category that holds the default flag (a new product starts with it). */
export function defaultVatCategoryId(db: Knex): Promise<string | undefined> {
  return db('vat_categories')
    .where({ is_default: true })
    .first('id')
    .then((r) => r?.id as string | undefined);
}

// Any fixed number: the one lock every VAT save takes, transaction-scoped (safe behind PgBouncer's
// transaction pooling). Saves are rare administrator actions, so serialising them all costs nothing.
export const VAT_SAVE_LOCK = 0x7a7_ca7;

export interface SaveVatCategory extends VatCategoryInput {
  id?: string;
  version?: number;
  name: { de: string; en: string };
}

export interface Actor {
  userId: string | null;
  ip: string | null;
}

const audited = (row: VatCategoryRow, rates: readonly VatRate[]): AuditedVatCategory => ({
  name: { de: row.name_de, en: row.name_en },
  isDefault: row.is_default,
  isShipping: row.is_shipping,
  outsideScope: row.outside_scope,
  rates,
});

/**
 * PUT /vat-category as one transaction: under the VAT save lock (two saves that each set the default on
 * another category cannot both see the old holder and leave two, or none), the stored category is locked and
 * `decide` (domain `planVatCategoryChange`: the version the editor started from, the rules against today) plans
 * the save with the flags' holders; a flag set here is taken from its holder, the rates are replaced, and each
 * changed category gets its `vatCategory.updated` event and its audit entry in the same transaction. `today`
 * (Zurich) dates the answer's rate in force.
 */
export async function saveVatCategory(
  kit: Kit<'catalog'>,
  input: SaveVatCategory,
  decide: (stored: VatCategoryRow | undefined, holders: FlagHolders) => VatCategoryPlan,
  today: string,
  actor: Actor,
): Promise<VatCategoryDetail> {
  const id = await kit.db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [VAT_SAVE_LOCK]);
    const stored = input.id
      ? await trx<VatCategoryRow>('vat_categories').where({ id: input.id }).forUpdate().first()
      : undefined;
    const storedRates: VatRate[] = stored ? await ratesOf(trx, stored.id) : [];
    const holders = await trx('vat_categories')
      .select(trx.raw('bool_or(is_default) as "defaultHeld"'), trx.raw('bool_or(is_shipping) as "shippingHeld"'))
      .first();
    const plan = decide(stored, {
      defaultHeld: Boolean(holders?.defaultHeld),
      shippingHeld: Boolean(holders?.shippingHeld),
    });

    // First take the flags from their holders: the unique indexes allow no second holder, even for a moment.
    const losers = new Map<string, { flag: 'isDefault' | 'isShipping' }[]>();
    for (const [take, column, flag] of [
      [plan.takeDefault, 'is_default', 'isDefault'],
      [plan.takeShipping, 'is_shipping', 'isShipping'],
    ] as const) {
      if (!take) continue;
      const taken: { id: string }[] = await trx('vat_categories')
        .where({ [column]: true })
        .update({ [column]: false, version: trx.raw('version + 1'), updated_at: trx.fn.now() })
        .returning('id');
      for (const { id: loser } of taken) losers.set(loser, [...(losers.get(loser) ?? []), { flag }]);
    }

    const values = {
      name_de: input.name.de,
      name_en: input.name.en,
      is_default: plan.isDefault,
      is_shipping: plan.isShipping,
      outside_scope: input.outsideScope,
    };
    let saved: VatCategoryRow;
    if (stored) {
      [saved] = await trx('vat_categories')
        .where({ id: stored.id })
        .update({ ...values, version: trx.raw('version + 1'), updated_at: trx.fn.now() })
        .returning('*');
      await trx('vat_rates').where({ category_id: stored.id }).delete();
    } else {
      [saved] = await trx('vat_categories').insert(values).returning('*');
    }
    if (plan.rates.length)
      await trx('vat_rates').insert(
        plan.rates.map((r) => ({
          category_id: saved.id,
          valid_from: r.validFrom,
          rate_basis_points: r.rateBasisPoints,
        })),
      );

    const record = (entityId: string, action: 'insert' | 'update', value: unknown) =>
      kit.addEvent(trx, 'audit.catalog.recorded', {
        action,
        entity: 'vatCategory',
        entityId,
        organizationId: null,
        userId: actor.userId,
        value,
        ip: actor.ip,
      });
    for (const [loser, flags] of losers) {
      await kit.addEvent(trx, 'vatCategory.updated', { categoryId: loser });
      await record(loser, 'update', Object.fromEntries(flags.map(({ flag }) => [flag, { from: true, to: false }])));
    }
    await kit.addEvent(trx, 'vatCategory.updated', { categoryId: saved.id });
    const after = audited(saved, plan.rates);
    await record(
      saved.id,
      stored ? 'update' : 'insert',
      vatCategoryAuditValue(stored ? audited(stored, storedRates) : null, after),
    );
    return saved.id;
  });
  return (await vatCategoryById(kit.db, id, today))!;
}
