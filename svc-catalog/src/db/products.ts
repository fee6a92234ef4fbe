import type {
  ImageAlt,
  Product,
  ProductDetail,
  ProductListQuery,
  ProductStatistics,
  ProductStatus,
  ProductType,
  ProductVersion,
} from '@cadeau/contracts';
import { NO_IMAGE_ALT, productStatuses } from '@cadeau/contracts';
import { pageQuery } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { mondayOf } from '@cadeau/contracts/values';
import { currentIsoWeek } from '../domain/iso-week';
import { formatProductNumber } from '../domain/product';
import { vatOfGross } from '@cadeau/contracts/vat';
import { vatRateOn } from './vat-categories';

export interface ProductRow {
  id: string;
  version_group_id: string;
  version: number;
  number: number;
  organization_id: string;
  organization_name: string | null;
  type: ProductType;
  name_de: string;
  name_en: string;
  description_de: string;
  description_en: string;
  image_ids: string[];
  /** One `{ de, en }` per image (migration 010); older rows may hold fewer than `image_ids`. */
  image_alts: ImageAlt[];
  video_id: string | null;
  price_rappen: number;
  shipping_rappen: number;
  vat_category_id: string;
  weekly_availability: number;
  delivery_days: number;
  warranty: string;
  status: ProductStatus;
  status_reason: string | null;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  approved_at: Date | null;
}

/** The product columns with the group's number joined in (`p` is products, `g` its group). */
export const productColumns = (db: Knex) =>
  db('products as p').join('product_groups as g', 'g.id', 'p.version_group_id').select('p.*', 'g.number');

/** One description per image, in its order: a missing one is empty. */
export const altsOf = (row: Pick<ProductRow, 'image_ids' | 'image_alts'>): ImageAlt[] =>
  row.image_ids.map((_id, i) => row.image_alts?.[i] ?? NO_IMAGE_ALT);

const isoOrNull = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The VAT rate in force on `date` of each category among `rows` (one query per category, a handful per page). */
export async function ratesFor(
  db: Knex,
  rows: readonly ProductRow[],
  date: string,
): Promise<Map<string, number | null>> {
  const rates = new Map<string, number | null>();
  for (const id of new Set(rows.map((r) => r.vat_category_id))) rates.set(id, await vatRateOn(db, id, date));
  return rates;
}

/** A row as the contract's product, with the VAT inside its gross amounts at `rate` (null: no rate in force). */
export function toProduct(row: ProductRow, rate: number | null | undefined): Product {
  return {
    id: row.id,
    number: formatProductNumber(row.number),
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    type: row.type,
    name: { de: row.name_de, en: row.name_en },
    description: { de: row.description_de, en: row.description_en },
    imageIds: row.image_ids,
    imageAlts: altsOf(row),
    videoId: row.video_id,
    priceRappen: row.price_rappen,
    shippingRappen: row.shipping_rappen,
    vatCategoryId: row.vat_category_id,
    vat:
      rate === null || rate === undefined
        ? null
        : {
            rateBasisPoints: rate,
            priceVatRappen: vatOfGross(row.price_rappen, rate),
            shippingVatRappen: vatOfGross(row.shipping_rappen, rate),
          },
    weeklyAvailability: row.weekly_availability,
    deliveryDays: row.delivery_days,
    warranty: row.warranty,
    version: row.version,
    versionGroupId: row.version_group_id,
    status: row.status,
    statusReason: row.status_reason,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    publishedAt: isoOrNull(row.published_at),
    approvedAt: isoOrNull(row.approved_at),
  };
}

export function productById(db: Knex, id: string): Promise<ProductRow | undefined> {
  return productColumns(db).where('p.id', id).first();
}

/** The product under its row lock (every change of a product takes it first), or undefined. */
export function lockProduct(trx: Knex.Transaction, id: string): Promise<ProductRow | undefined> {
  return productColumns(trx).where('p.id', id).forUpdate('p').first();
}

/** The versions of a group, newest first; deleted ones are gone for everyone. */
export async function versionsOf(db: Knex, groupId: string): Promise<ProductVersion[]> {
  const rows: Pick<ProductRow, 'id' | 'version' | 'status' | 'updated_at' | 'approved_at'>[] = await db('products')
    .where({ version_group_id: groupId })
    .whereNot({ status: 'deleted' })
    .orderBy('version', 'desc')
    .select('id', 'version', 'status', 'updated_at', 'approved_at');
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    status: r.status,
    updatedAt: new Date(r.updated_at).toISOString(),
    approvedAt: isoOrNull(r.approved_at),
  }));
}

/** The other versions of the group in the given states (the released one, a newer unreleased one). */
export function groupVersionsIn(db: Knex, groupId: string, statuses: readonly ProductStatus[], exceptId?: string) {
  const q = productColumns(db).where('p.version_group_id', groupId).whereIn('p.status', statuses);
  if (exceptId) q.whereNot('p.id', exceptId);
  return q as Promise<ProductRow[]>;
}

/**
 * The product with its group's history (`withVersions`: its seller and platform administrators) and the VAT
 * at the rate in force on `date`.
 */
export async function toDetail(db: Knex, row: ProductRow, date: string, withVersions: boolean): Promise<ProductDetail> {
  const rate = await vatRateOn(db, row.vat_category_id, date);
  const versions = withVersions ? await versionsOf(db, row.version_group_id) : [];
  return { ...toProduct(row, rate), versions };
}

/** Who asks for a list, resolved by the handler: which organisation's products a scope means. */
export type ListFilter =
  | { scope: 'own'; organizationId: string }
  | { scope: 'catalog'; organizationId?: string }
  | { scope: 'all'; organizationId?: string };

const listSpec = (language: 'de' | 'en') => ({
  sortColumns: {
    updatedAt: 'p.updated_at',
    name: language === 'de' ? 'p.name_de' : 'p.name_en',
    number: 'g.number',
    price: 'p.price_rappen',
    status: 'p.status',
  },
  searchColumns: ['p.name_de', 'p.name_en', 'p.description_de', 'p.description_en', 'p.organization_name'],
  tieBreaker: 'p.id',
});

/**
 * GET /product/list. `own` and `all` hide deleted products unless asked for by status, and replaced ones
 * unless asked for by status or group (they only serve campaigns that hold them). `catalog` shows only
 * approved products that are not sold out in the current ISO week (`now`, Zurich): paused, finished, replaced
 * and blocked ones are not offered to new campaigns.
 */
export async function productPage(
  db: Knex,
  filter: ListFilter,
  q: ProductListQuery,
  date: string,
  now: Date = new Date(),
) {
  const base = productColumns(db);
  if (filter.organizationId) base.where('p.organization_id', filter.organizationId);
  if (filter.scope === 'catalog') {
    base.where('p.status', 'approved');
    // A blocked seller, or one that lost the seller feature, offers nothing (organisations' projection); its
    // products come back unchanged when it is unblocked or gets the feature again.
    base.whereNotExists(
      db('organizations as o')
        .whereRaw('o.id = p.organization_id')
        .where((w) => void w.where('o.status', 'blocked').orWhereRaw("not ('seller' = any(o.features))")),
    );
    // Sold out this week (Zurich): every unit of the current ISO week is reserved (weekly availability).
    base.whereNotExists(
      db('availability_weeks as w')
        .whereRaw('w.group_id = p.version_group_id')
        .where('w.week', mondayOf(currentIsoWeek(now)))
        .whereRaw('w.reserved >= w.capacity'),
    );
  } else if (q.status) base.where('p.status', q.status);
  else base.whereNotIn('p.status', q.versionGroupId ? ['deleted'] : ['deleted', 'replaced']);
  if (q.type) base.where('p.type', q.type);
  if (q.versionGroupId) base.where('p.version_group_id', q.versionGroupId);
  const page = await pageQuery<ProductRow, ProductRow>(base, q, listSpec(q.language), (r) => r);
  const rates = await ratesFor(db, page.items, date);
  return { ...page, items: page.items.map((r) => toProduct(r, rates.get(r.vat_category_id))) };
}

/** POST /product/statistics: products per status (deleted ones included, so nothing silently vanishes). */
export async function productStatistics(db: Knex, organizationId: string | null): Promise<ProductStatistics> {
  const q = db('products').select('status').count({ count: '*' }).groupBy('status');
  if (organizationId) q.where({ organization_id: organizationId });
  const rows = (await q) as { status: ProductStatus; count: string | number }[];
  const byStatus = Object.fromEntries(productStatuses.map((s) => [s, 0])) as Record<ProductStatus, number>;
  for (const r of rows) byStatus[r.status] = Number(r.count);
  return { total: rows.reduce((n, r) => n + Number(r.count), 0), byStatus };
}
