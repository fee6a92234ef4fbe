import type { Knex } from 'knex';

/** An organisation as billing knows it (from `organization.updated`; names for lists). */
export async function saveOrganization(
  db: Knex,
  org: { id: string; name: string; features: string[]; status: string },
): Promise<void> {
  await db('organizations')
    .insert({ ...org, updated_at: db.fn.now() })
    .onConflict('id')
    .merge();
}

export interface CampaignRow {
  id: string;
  organization_id: string;
  name: string;
  status: string | null;
  budget_rappen: string | null;
  deposit_invoice_id: string | null;
  final_invoice_id: string | null;
  finished_at: Date | null;
}

/** A campaign's facts from its events (name and organisation; the budget of its latest release). */
export async function saveCampaign(
  db: Knex,
  c: { id: string; organizationId: string; name: string; budgetRappen?: number },
): Promise<void> {
  await db('campaigns')
    .insert({
      id: c.id,
      organization_id: c.organizationId,
      name: c.name,
      budget_rappen: c.budgetRappen ?? null,
      updated_at: db.fn.now(),
    })
    .onConflict('id')
    .merge({
      name: c.name,
      ...(c.budgetRappen === undefined ? {} : { budget_rappen: c.budgetRappen }),
      updated_at: db.fn.now(),
    });
}

/** The status a campaign's latest event named; an event about a campaign never released is kept too. */
export async function setCampaignStatus(db: Knex, id: string, status: string): Promise<void> {
  await db('campaigns').where({ id }).update({ status, updated_at: db.fn.now() });
}

export function findCampaign(db: Knex, id: string, lock = false): Promise<CampaignRow | undefined> {
  const q = db('campaigns').where({ id }).first();
  if (lock) q.forUpdate();
  return q;
}

export async function markCampaign(
  db: Knex,
  id: string,
  changes: Partial<Pick<CampaignRow, 'deposit_invoice_id' | 'final_invoice_id' | 'finished_at'>>,
) {
  await db('campaigns')
    .where({ id })
    .update({ ...changes, updated_at: db.fn.now() });
}

export interface OrderRow {
  id: string;
  number: string;
  campaign_id: string;
  seller_organization_id: string;
  giver_organization_id: string;
  product_name: string;
  spent_rappen: string;
  fee_rappen: string;
  earning_rappen: string;
  status: 'placed' | 'done' | 'canceled';
  placed_transaction_id: string;
  placed_at: Date;
}

export function findOrder(db: Knex, id: string, lock = false): Promise<OrderRow | undefined> {
  const q = db('orders').where({ id }).first();
  if (lock) q.forUpdate();
  return q;
}

export async function insertOrder(
  db: Knex,
  o: Omit<OrderRow, 'spent_rappen' | 'fee_rappen' | 'earning_rappen'> & {
    spentRappen: number;
    feeRappen: number;
    earningRappen: number;
  },
) {
  const { spentRappen, feeRappen, earningRappen, ...rest } = o;
  await db('orders').insert({
    ...rest,
    spent_rappen: spentRappen,
    fee_rappen: feeRappen,
    earning_rappen: earningRappen,
  });
}

export async function setOrderStatus(db: Knex, id: string, status: 'done' | 'canceled', at: Date) {
  await db('orders')
    .where({ id })
    .update({ status, ...(status === 'done' ? { done_at: at } : { canceled_at: at }) });
}

/** What a campaign's redeemed orders cost at their prices including shipping, cancelled ones not. */
export async function spentOfCampaign(db: Knex, campaignId: string): Promise<number> {
  const row = (await db('orders')
    .where({ campaign_id: campaignId })
    .whereNot({ status: 'canceled' })
    .sum({ spent: 'spent_rappen' })
    .first()) as { spent: string | null } | undefined;
  return Number(row?.spent ?? 0);
}

/** A seller's orders placed in a month (`YYYY-MM`, Zurich time) for its order billing. */
export function ordersOfMonth(db: Knex, sellerOrganizationId: string, period: string): Promise<OrderRow[]> {
  return db('orders')
    .where({ seller_organization_id: sellerOrganizationId })
    .whereRaw(`to_char(placed_at at time zone 'Europe/Zurich', 'YYYY-MM') = ?`, [period])
    .orderBy([{ column: 'placed_at' }, { column: 'number' }]);
}

/** Sellers and months with orders before `beforePeriod` that have no order billing yet. */
export function unbilledMonths(db: Knex, beforePeriod: string): Promise<{ seller: string; period: string }[]> {
  return db
    .select('o.seller_organization_id as seller')
    .select(db.raw(`to_char(o.placed_at at time zone 'Europe/Zurich', 'YYYY-MM') as period`))
    .from('orders as o')
    .whereRaw(`to_char(o.placed_at at time zone 'Europe/Zurich', 'YYYY-MM') < ?`, [beforePeriod])
    .whereNotExists(
      db('invoices as i')
        .where('i.type', 'orderBilling')
        .whereRaw('i.organization_id = o.seller_organization_id')
        .whereRaw(`i.period = to_char(o.placed_at at time zone 'Europe/Zurich', 'YYYY-MM')`),
    )
    .groupBy('seller', 'period')
    .orderBy('period');
}

export function organizationName(db: Knex, id: string): Promise<{ name: string } | undefined> {
  return db('organizations').where({ id }).first('name');
}
