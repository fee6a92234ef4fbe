import type { ProductType } from '@cadeau/contracts';
import type { Knex } from 'knex';

/** svc-identity's demo giver and its admin (svc-identity seed-data.ts); svc-campaign knows them only by id. */
export const DEMO_GIVER_NAME = 'Demo Giver AG';
export const DEMO_GIVER_EMAIL = 'giver@cadeau.test';
/** Gina's German-speaking colleague at Demo Giver AG (svc-identity seed-data.ts), who made the running demo campaign. */
export const DEMO_GIVER_DE_EMAIL = 'giver-de@cadeau.test';
/** svc-identity's demo seller (seed-data.ts), whose approved demo products (svc-catalog seed-products.ts) the campaigns pick. */
export const DEMO_SELLER_NAME = 'Demo Seller GmbH';

export interface DemoGiver {
  id: string;
  name: string;
  /** giver@cadeau.test, who "created" and "released" the demo campaigns; null when the account is not there. */
  adminUserId: string | null;
}

/** An approved product of the demo seller as a campaign needs it (its rules use type and gross amounts). */
export interface DemoProduct {
  id: string;
  type: ProductType;
  priceRappen: number;
  shippingRappen: number;
}

async function tableExists(db: Knex, table: string): Promise<boolean> {
  const { rows } = await db.raw('select to_regclass(?) as name', [table]);
  return Boolean(rows[0]?.name);
}

/**
 * Seed-only reads of other services' schemas in the same database (development: one Postgres, one schema per
 * service; identity and catalog seed before campaign, in the registry's order). No service code reads another
 * service's schema; these queries run only in `npm start`'s seed, as svc-catalog's demoSeller does. Each answers
 * undefined (or nothing) when the other service's tables or rows are not there (campaign seeded alone).
 */
/** A seeded svc-identity user's id by e-mail (seed-only, see `demoGiver`); null when the account is not there. */
export async function demoUserId(db: Knex, email: string): Promise<string | null> {
  if (!(await tableExists(db, 'identity.users'))) return null;
  const { rows } = await db.raw('select id from identity.users where email = ?', [email]);
  return (rows[0]?.id as string | undefined) ?? null;
}

export async function demoGiver(db: Knex): Promise<DemoGiver | undefined> {
  if (!(await tableExists(db, 'identity.organizations'))) return undefined;
  const { rows } = await db.raw('select id, name from identity.organizations where name = ?', [DEMO_GIVER_NAME]);
  const org = rows[0] as { id: string; name: string } | undefined;
  if (!org) return undefined;
  let adminUserId: string | null = null;
  if (await tableExists(db, 'identity.users')) {
    const users = await db.raw('select id from identity.users where email = ?', [DEMO_GIVER_EMAIL]);
    adminUserId = (users.rows[0]?.id as string | undefined) ?? null;
  }
  return { id: org.id, name: org.name, adminUserId };
}

/** The demo seller's approved products (seed-only, see `demoGiver`), cheapest first, ties by id. */
export async function demoSellerProducts(db: Knex): Promise<DemoProduct[]> {
  if (!(await tableExists(db, 'identity.organizations')) || !(await tableExists(db, 'catalog.products'))) return [];
  const { rows } = await db.raw(
    `select p.id, p.type, p.price_rappen, p.shipping_rappen
       from catalog.products p join identity.organizations o on o.id = p.organization_id
      where o.name = ? and p.status = 'approved'
      order by p.price_rappen + p.shipping_rappen, p.id`,
    [DEMO_SELLER_NAME],
  );
  return (rows as { id: string; type: ProductType; price_rappen: number; shipping_rappen: number }[]).map((r) => ({
    id: r.id,
    type: r.type,
    priceRappen: Number(r.price_rappen),
    shippingRappen: Number(r.shipping_rappen),
  }));
}
