import { fileVariantUrl, NO_IMAGE_ALT, type ProductFacts } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { altsOf, type ProductRow } from './products';

/** The row as the facts another service decides on (POST /internal/products/facts). */
export function toProductFacts(row: ProductRow): ProductFacts {
  const firstImage = row.image_ids[0];
  return {
    id: row.id,
    status: row.status,
    type: row.type,
    name: { de: row.name_de, en: row.name_en },
    description: { de: row.description_de, en: row.description_en },
    grossPriceRappen: row.price_rappen,
    shippingRappen: row.shipping_rappen,
    deliveryDays: row.delivery_days,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    imageUrl: firstImage ? fileVariantUrl(firstImage, 'list.jpeg') : null,
    imageAlt: firstImage ? altsOf(row)[0] : NO_IMAGE_ALT,
  };
}

/** The products of `ids` that exist and are not deleted (deleted ones are gone for everyone), in one query. */
export async function productFactsOf(db: Knex, ids: readonly string[]): Promise<ProductFacts[]> {
  if (!ids.length) return [];
  const rows: ProductRow[] = await db('products')
    .whereIn('id', [...new Set(ids)])
    .whereNot('status', 'deleted');
  return rows.map(toProductFacts);
}
