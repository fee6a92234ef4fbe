import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startServiceUnderTest } from '@cadeau/service-kit/testing';
import { createCatalogService, setWeeklyCapacity } from '@cadeau/svc-catalog/testing';
import type { Knex } from 'knex';
import type { LookupLimitSettings } from '../src/db/voucher-lookup-limits';
import { devVoucherKeys, lookup, seal } from '../src/domain/code-crypto';
import { generateGiftCode } from '../src/domain/gift-code';
import { SECRET, startCampaign } from './harness';

/** A day inside the test campaigns' timespan (2030-03-04 is a Monday; the campaigns run 2030-03-01 to 03-31). */
export const NOW = new Date('2030-03-04T10:00:00Z');
export const WEEK = '2030-W10';

/** The real svc-catalog, on its own database and NATS, listening on a loopback port (signed with SECRET). */
export async function startRealCatalog() {
  const h = await startServiceUnderTest({
    name: 'catalog',
    secret: SECRET,
    create: (base) => createCatalogService({ ...base, storage: { kind: 'fs' } }),
  });
  const server = await h.service.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // An approved product needs a VAT category; one for all products of the run.
  const [vat] = await h.knex('vat_categories').insert({ name_de: 'Normal', name_en: 'Standard' }).returning('id');
  return Object.assign(h, { url, vatCategoryId: (vat as { id: string }).id });
}
export type RealCatalog = Awaited<ReturnType<typeof startRealCatalog>>;

/**
 * svc-campaign (clock off, time NOW) against the real svc-catalog: the order saga's reservations are real. With
 * `sharedNats` svc-campaign publishes on svc-catalog's NATS, so svc-catalog's consumer of `voucher.redeemed` makes
 * the orders (otherwise each has its own and no order is made). `stop` ends both.
 */
export async function startRedemptionWorld(
  opts: { limits?: LookupLimitSettings; now?: () => Date; sharedNats?: boolean } = {},
) {
  const catalog = await startRealCatalog();
  const campaign = await startCampaign({
    catalogUrl: catalog.url,
    ...(opts.sharedNats ? { natsUrl: catalog.nats.url } : {}),
    now: opts.now ?? (() => NOW),
    voucherLookupLimits: opts.limits ?? {
      perClient: { points: 1000, durationSec: 600 },
      global: { points: 100_000, durationSec: 60 },
    },
  });
  const stop = campaign.stop;
  return Object.assign(campaign, {
    catalog,
    stop: async () => {
      await stop();
      await catalog.stop();
    },
  });
}
export type RedemptionWorld = Awaited<ReturnType<typeof startRedemptionWorld>>;

export interface ProductFields {
  type?: 'physical' | 'digital' | 'donation';
  status?: string;
  capacity?: number;
  organizationId?: string;
  name?: string;
}

/** An approved product of a seller in the real catalog, with `capacity` units per week. */
export async function addProduct(catalog: RealCatalog, fields: ProductFields = {}): Promise<string> {
  const organizationId = fields.organizationId ?? randomUUID();
  const knex = catalog.knex;
  const [group] = await knex('product_groups')
    .insert({ organization_id: organizationId, number: Math.floor(Math.random() * 1e9) })
    .returning('id');
  const name = fields.name ?? `Gift ${randomUUID().slice(0, 8)}`;
  const [product] = await knex('products')
    .insert({
      version_group_id: (group as { id: string }).id,
      version: 1,
      organization_id: organizationId,
      organization_name: 'Seller AG',
      type: fields.type ?? 'physical',
      name_de: `${name} (de)`,
      name_en: name,
      description_de: 'Beschreibung',
      description_en: 'Description',
      price_rappen: 5000,
      shipping_rappen: 0,
      vat_category_id: catalog.vatCategoryId,
      weekly_availability: fields.capacity ?? 10,
      // A donation has nothing to deliver (ADR 0020).
      delivery_days: fields.type === 'donation' ? 0 : 3,
      warranty: '2 years',
      status: fields.status ?? 'approved',
    })
    .returning('id');
  const id = (product as { id: string }).id;
  await setWeeklyCapacity(knex, id, fields.capacity ?? 10, NOW);
  return id;
}

export interface CampaignFields {
  status?: string;
  startDate?: string;
  endDate?: string;
  name?: string;
  productIds: string[];
}

/** A campaign of a giver with a greeting design, as approval leaves it (the rows only). */
export async function addCampaign(
  knex: Knex,
  fields: CampaignFields,
): Promise<{ campaignId: string; organizationId: string }> {
  const organizationId = randomUUID();
  const [row] = await knex('campaigns')
    .insert({
      organization_id: organizationId,
      organization_name: 'Giver AG',
      name: fields.name ?? 'Spring thanks',
      type: 'manual',
      status: fields.status ?? 'running',
      start_date: fields.startDate ?? '2030-03-01',
      end_date: fields.endDate ?? '2030-03-31',
      budget_rappen: 10_000_000,
      product_ids: fields.productIds,
    })
    .returning('id');
  const campaignId = (row as { id: string }).id;
  await knex('greeting_designs').insert({
    id: randomUUID(),
    campaign_id: campaignId,
    design: JSON.stringify({
      greetingText: { de: 'Herzlichen Dank', en: 'Thank you very much' },
      allowCustomGreeting: true,
      allowCustomSalutation: true,
    }),
    version: 1,
  });
  return { campaignId, organizationId };
}

/**
 * `count` recipients of the campaign, each with a voucher whose code is returned (16 digits), as V's generation
 * stores them: HMAC and sealed code under the development keys the harness uses.
 */
export async function addVouchers(
  knex: Knex,
  campaignId: string,
  count: number,
  recipient: { salutation?: string; greeting?: string } = {},
): Promise<{ voucherId: string; code: string }[]> {
  const keys = devVoucherKeys();
  const out: { voucherId: string; code: string }[] = [];
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    const recipients = await knex('recipients')
      .insert(
        Array.from({ length: n }, (_, i) => ({
          campaign_id: campaignId,
          email: `r${start + i}-${randomUUID().slice(0, 8)}@example.com`,
          salutation: recipient.salutation ?? null,
          greeting: recipient.greeting ?? null,
        })),
      )
      .returning('id');
    const rows = recipients.map((r: { id: string }) => {
      const code = generateGiftCode();
      return {
        code,
        row: {
          id: randomUUID(),
          campaign_id: campaignId,
          recipient_id: r.id,
          code_hmac: lookup(keys, code),
          code_cipher: seal(keys, code),
        },
      };
    });
    await knex('vouchers').insert(rows.map((r) => r.row));
    out.push(...rows.map((r) => ({ voucherId: r.row.id, code: r.code })));
  }
  return out;
}

/** A Swiss address that passes the postcode check. */
export const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Bahnhofstrasse',
  houseNumber: '1',
  zip: '8001',
  city: 'Zürich',
};

/** The reservations svc-catalog holds (not released) for a product. */
export async function heldReservations(
  catalog: RealCatalog,
  productId: string,
): Promise<{ idempotency_key: string }[]> {
  return catalog
    .knex('availability_reservations')
    .where({ product_id: productId, status: 'reserved' })
    .select('idempotency_key');
}
