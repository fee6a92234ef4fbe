import type { BankPaymentFacts, InvoiceFacts, LedgerMovedFacts } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { ProductRow } from '../domain/platform-facts';

/**
 * The platform's view (migration 010, ADR 0031): the other services' facts as their events tell them. Each store
 * writes the latest state; an event that occurred before the stored one changes nothing (a replay, a late
 * redelivery), and `since` moves only when the status does.
 */

/** A value as a query binding: an object (a name by language) as JSON text for its jsonb column. */
const bindingOf = (v: unknown): Knex.Value =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date)
    ? JSON.stringify(v)
    : (v as Knex.Value);

/**
 * Upserts `row` into `table` unless the stored row's `occurred_at` is later; `since` keeps its value while the
 * status stays (the task's age is how long it waits in that status).
 */
async function storeLatest(
  trx: Knex.Transaction,
  table: string,
  row: Record<string, unknown> & { id: string; status: string },
  occurredAt: Date,
  keep: readonly string[] = [],
): Promise<void> {
  const columns = Object.keys(row).filter((c) => c !== 'id' && !keep.includes(c));
  const sets = [
    ...columns.map((c) => `${c} = excluded.${c}`),
    `since = case when ${table}.status = excluded.status then ${table}.since else excluded.since end`,
    'occurred_at = excluded.occurred_at',
  ];
  await trx.raw(
    `insert into ${table} (${[...Object.keys(row), 'since', 'occurred_at'].join(', ')})
     values (${[...Object.keys(row), 'since', 'occurred_at'].map(() => '?').join(', ')})
     on conflict (id) do update set ${sets.join(', ')}
     where ${table}.occurred_at <= excluded.occurred_at`,
    [...Object.values(row).map(bindingOf), occurredAt, occurredAt],
  );
}

export async function storeOrganization(
  trx: Knex.Transaction,
  o: { id: string; name: string; status: string; features: string[] },
  occurredAt: Date,
): Promise<void> {
  await storeLatest(trx, 'platform_organizations', { ...o, first_seen_at: occurredAt }, occurredAt, ['first_seen_at']);
}

export async function storeUser(trx: Knex.Transaction, id: string, registeredAt: Date): Promise<void> {
  await trx('platform_users').insert({ id, registered_at: registeredAt }).onConflict('id').ignore();
}

export async function storeConversation(
  trx: Knex.Transaction,
  c: { id: string; organization_id: string; status: string; turn: string | null },
  occurredAt: Date,
): Promise<void> {
  await storeLatest(trx, 'platform_conversations', c, occurredAt);
}

export async function storeProduct(
  trx: Knex.Transaction,
  p: ProductRow,
  replacedProductId: string | null,
  occurredAt: Date,
): Promise<void> {
  await storeLatest(trx, 'platform_products', { ...p }, occurredAt);
  if (replacedProductId)
    await trx('platform_products')
      .where({ id: replacedProductId })
      .where('occurred_at', '<=', occurredAt)
      .update({ status: 'replaced', since: occurredAt, occurred_at: occurredAt });
}

/**
 * A product group's week as a reservation event told it (its counters after the change); the group from the
 * product's own events, which come first on the same stream. An older event changes nothing.
 */
export async function storeProductWeek(
  trx: Knex.Transaction,
  w: { productId: string; week: string; capacity: number; reserved: number },
  occurredAt: Date,
): Promise<void> {
  await trx.raw(
    `insert into platform_product_weeks (group_id, week, capacity, reserved, occurred_at)
     select version_group_id, ?, ?, ?, ? from platform_products where id = ? and version_group_id is not null
     on conflict (group_id, week) do update
       set capacity = excluded.capacity, reserved = excluded.reserved, occurred_at = excluded.occurred_at
     where platform_product_weeks.occurred_at <= excluded.occurred_at`,
    [w.week, w.capacity, w.reserved, occurredAt, w.productId],
  );
}

export async function storeOrder(
  trx: Knex.Transaction,
  o: {
    id: string;
    number: string;
    seller_organization_id: string;
    status: string;
    value_rappen: number;
    product_id: string;
    week: string;
  },
  occurredAt: Date,
): Promise<void> {
  await storeLatest(trx, 'platform_orders', { ...o, placed_at: occurredAt }, occurredAt, ['placed_at']);
}

export async function storeInvoice(trx: Knex.Transaction, f: InvoiceFacts, occurredAt: Date): Promise<void> {
  await storeLatest(
    trx,
    'platform_invoices',
    {
      id: f.invoiceId,
      number: f.number,
      type: f.type,
      status: f.status,
      organization_id: f.organizationId,
      campaign_id: f.campaignId,
      amount_rappen: f.amountRappen,
      open_rappen: f.openRappen,
      due_date: f.dueDate ?? null,
      issued_at: occurredAt,
    },
    occurredAt,
    ['issued_at'],
  );
}

/** What a booking moved in fees and credit, added to its Zurich day (the inbox lets each event count once). */
export async function addMoneyMoves(trx: Knex.Transaction, m: LedgerMovedFacts, occurredAt: Date): Promise<void> {
  await trx.raw(
    `insert into platform_money_days (day, fees_rappen, credit_rappen)
     values ((?::timestamptz at time zone 'Europe/Zurich')::date, ?, ?)
     on conflict (day) do update set fees_rappen = platform_money_days.fees_rappen + excluded.fees_rappen,
                                     credit_rappen = platform_money_days.credit_rappen + excluded.credit_rappen`,
    [occurredAt, m.feesRappen, m.creditRappen],
  );
}

export async function storeBankPayment(trx: Knex.Transaction, p: BankPaymentFacts, occurredAt: Date): Promise<void> {
  await storeLatest(
    trx,
    'platform_bank_payments',
    {
      id: p.paymentId,
      bank_reference: p.bankReference,
      status: p.status,
      amount_rappen: p.amountRappen,
      unassigned_rappen: p.unassignedRappen,
      debtor_name: p.debtorName,
    },
    occurredAt,
  );
}

export async function storeContact(
  trx: Knex.Transaction,
  c: { id: string; name: string; status: 'open' | 'answered' },
  occurredAt: Date,
): Promise<void> {
  await storeLatest(trx, 'platform_contacts', c, occurredAt);
}
