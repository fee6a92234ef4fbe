import { randomUUID } from 'node:crypto';
import { setWeeklyCapacity, migrations as catalogMigrations, CATALOG_SCHEMA } from '@cadeau/svc-catalog/bench';
import {
  devVoucherKeys,
  lookup,
  seal,
  generateGiftCode,
  addDays,
  migrations as campaignMigrations,
  CAMPAIGN_SCHEMA,
} from '@cadeau/svc-campaign/bench';
import { todayInZurich } from '@cadeau/contracts/values';
import { createDatabase } from '@cadeau/service-kit';
import type { Knex } from 'knex';

/**
 * The race's data, written straight into the two schemas (as an approved campaign and approved products leave
 * them): products with a weekly capacity in svc-catalog, running campaigns with one voucher per recipient in
 * svc-campaign, sealed and looked up with the development keys the spawned svc-campaign uses.
 */
/** svc-catalog's and svc-campaign's schemas of one database, each with a small pool of its own. */
export function raceSchemas(url: string): { catalogDb: Knex; campaignDb: Knex } {
  const pool = { max: 4 };
  return {
    catalogDb: createDatabase({ url, schema: CATALOG_SCHEMA, migrations: catalogMigrations, pool }),
    campaignDb: createDatabase({ url, schema: CAMPAIGN_SCHEMA, migrations: campaignMigrations, pool }),
  };
}

export async function vatCategory(catalog: Knex): Promise<string> {
  const [row] = await catalog('vat_categories').insert({ name_de: 'Normal', name_en: 'Standard' }).returning('id');
  return (row as { id: string }).id;
}

export async function product(catalog: Knex, vatCategoryId: string, capacity: number): Promise<string> {
  const organizationId = randomUUID();
  const [group] = await catalog('product_groups')
    .insert({ organization_id: organizationId, number: Math.floor(Math.random() * 1e9) })
    .returning('id');
  const [row] = await catalog('products')
    .insert({
      version_group_id: (group as { id: string }).id,
      version: 1,
      organization_id: organizationId,
      organization_name: 'Race Seller AG',
      type: 'digital',
      name_de: 'Gutschein',
      name_en: 'Voucher',
      description_de: 'Ein Gutschein',
      description_en: 'A voucher',
      price_rappen: 5000,
      shipping_rappen: 0,
      vat_category_id: vatCategoryId,
      weekly_availability: capacity,
      delivery_days: 1,
      warranty: '-',
      status: 'approved',
    })
    .returning('id');
  const id = (row as { id: string }).id;
  await setWeeklyCapacity(catalog, id, capacity);
  return id;
}

export interface RaceVoucher {
  voucherId: string;
  code: string;
}

/** A running campaign (yesterday to in 30 days, Zurich) offering `productIds`, with `count` vouchers. */
export async function campaign(
  db: Knex,
  productIds: string[],
  count: number,
): Promise<{ campaignId: string; vouchers: RaceVoucher[] }> {
  const today = todayInZurich();
  const [row] = await db('campaigns')
    .insert({
      organization_id: randomUUID(),
      organization_name: 'Race Giver AG',
      name: 'Race',
      type: 'manual',
      status: 'running',
      start_date: addDays(today, -1),
      end_date: addDays(today, 30),
      budget_rappen: 1_000_000_000,
      product_ids: productIds,
    })
    .returning('id');
  const campaignId = (row as { id: string }).id;
  const keys = devVoucherKeys();
  const vouchers: RaceVoucher[] = [];
  for (let start = 0; start < count; start += 1000) {
    const n = Math.min(1000, count - start);
    const recipients = await db('recipients')
      .insert(Array.from({ length: n }, (_, i) => ({ campaign_id: campaignId, email: `r${start + i}@race.test` })))
      .returning('id');
    const rows = recipients.map((r: { id: string }) => {
      const code = generateGiftCode();
      const voucherId = randomUUID();
      vouchers.push({ voucherId, code });
      return {
        id: voucherId,
        campaign_id: campaignId,
        recipient_id: r.id,
        code_hmac: lookup(keys, code),
        code_cipher: seal(keys, code),
      };
    });
    await db('vouchers').insert(rows);
  }
  return { campaignId, vouchers };
}
