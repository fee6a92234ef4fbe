import type { BankPayment, Budget, InvoiceListQuery, InvoiceSummary, Page } from '@cadeau/contracts';
import { bankPaymentListQuery, budgetListQuery, invoiceListQuery } from '@cadeau/contracts';
import { pageQuery } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { openOf } from '../domain/invoice-state';
import { isoDay } from '../domain/invoice-document-of';
import { moneyOf, type InvoiceRow } from './invoices';

type InvoiceListRow = InvoiceRow & {
  organization_name: string | null;
  campaign_name: string | null;
  open_rappen: string;
};

const OPEN = `(i.amount_rappen - i.paid_by_payment_rappen - i.paid_by_credit_rappen - i.paid_by_offset_rappen)`;

export const toInvoiceSummary = (
  row: InvoiceListRow | (InvoiceRow & { organization_name?: string | null; campaign_name?: string | null }),
): InvoiceSummary => {
  const money = moneyOf(row);
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    organizationId: row.organization_id,
    organizationName: row.organization_name ?? (row.type === 'payout' ? row.creditor.name : row.debtor.name),
    campaignId: row.campaign_id,
    campaignName: row.campaign_name ?? null,
    amountRappen: money.amountRappen,
    originalAmountRappen: Number(row.original_amount_rappen),
    manualAmountRappen: row.manual_amount_rappen === null ? null : Number(row.manual_amount_rappen),
    paidRappen: money.amountRappen - openOf(money),
    openRappen: openOf(money),
    reference: row.reference,
    issuedAt: new Date(row.issued_at).toISOString(),
    dueDate: row.due_date ? isoDay(row.due_date) : null,
    period: row.period,
  };
};

function invoiceBase(db: Knex) {
  return db('invoices as i')
    .leftJoin('organizations as o', 'o.id', 'i.organization_id')
    .leftJoin('campaigns as c', 'c.id', 'i.campaign_id')
    .select('i.*', 'o.name as organization_name', 'c.name as campaign_name', db.raw(`${OPEN} as open_rappen`));
}

/** GET /invoice: one page, filtered by type, status, organisation, campaign and issue date; `scope` limits to one organisation. */
export function listInvoices(
  db: Knex,
  q: z.output<typeof invoiceListQuery>,
  scope: string | null,
): Promise<Page<InvoiceSummary>> {
  const inner = invoiceBase(db);
  if (scope) inner.where('i.organization_id', scope);
  else if (q.organizationId) inner.where('i.organization_id', q.organizationId);
  if (q.type) inner.where('i.type', q.type);
  if (q.status) inner.where('i.status', q.status);
  if (q.campaignId) inner.where('i.campaign_id', q.campaignId);
  if (q.from) inner.whereRaw(`(i.issued_at at time zone 'Europe/Zurich')::date >= ?`, [q.from]);
  if (q.to) inner.whereRaw(`(i.issued_at at time zone 'Europe/Zurich')::date <= ?`, [q.to]);
  // A derived table, so the open amount sorts like any column.
  const base = db.from(inner.as('x')).select('*');
  return pageQuery<InvoiceListRow, InvoiceSummary>(
    base,
    q,
    {
      sortColumns: {
        issuedAt: 'issued_at',
        number: 'number',
        amountRappen: 'amount_rappen',
        openRappen: 'open_rappen',
        dueDate: 'due_date',
        status: 'status',
      },
      searchColumns: ['number', 'organization_name', 'campaign_name', 'reference'],
      tieBreaker: 'id',
    },
    toInvoiceSummary,
  );
}

export async function invoiceWithNames(
  db: Knex,
  id: string,
): Promise<(InvoiceRow & { organization_name: string | null; campaign_name: string | null }) | undefined> {
  return invoiceBase(db).where('i.id', id).first();
}

export function invoicesOfOrganization(
  db: Knex,
  organizationId: string,
  type: InvoiceRow['type'],
): Promise<InvoiceRow[]> {
  return invoiceBase(db).where({ 'i.organization_id': organizationId, 'i.type': type }).orderBy('i.issued_at', 'desc');
}

const budgetColumns = (db: Knex) => [
  'o.id',
  'o.name',
  'o.features',
  db.raw(
    `coalesce((select credits_rappen - debits_rappen from accounts where key = 'credit:' || o.id), 0) as credit_rappen`,
  ),
  db.raw(
    `coalesce((select credits_rappen - debits_rappen from accounts where key = 'payable:' || o.id), 0) as payable_rappen`,
  ),
  db.raw(
    `coalesce((select credits_rappen - debits_rappen from accounts where key = 'pending:' || o.id), 0) as pending_rappen`,
  ),
  db.raw(
    `coalesce((select sum(${OPEN}) from invoices i where i.organization_id = o.id and i.type <> 'payout'), 0) as open_rappen`,
  ),
  db.raw(
    `coalesce((select sum(${OPEN}) from invoices i where i.organization_id = o.id and i.type = 'payout'), 0) as payout_requested_rappen`,
  ),
  db.raw(
    `coalesce((select sum(i.paid_by_payment_rappen) from invoices i where i.organization_id = o.id and i.type = 'payout'), 0) as paid_out_rappen`,
  ),
];

interface BudgetRow {
  id: string;
  name: string;
  features: string[];
  credit_rappen: string;
  payable_rappen: string;
  pending_rappen: string;
  open_rappen: string;
  payout_requested_rappen: string;
  paid_out_rappen: string;
}

const toBudget =
  (iban: string | null) =>
  (r: BudgetRow): Budget => ({
    organizationId: r.id,
    organizationName: r.name,
    features: r.features,
    creditRappen: Number(r.credit_rappen),
    payableRappen: Number(r.payable_rappen),
    pendingRappen: Number(r.pending_rappen),
    openRappen: Number(r.open_rappen),
    payoutRequestedRappen: Number(r.payout_requested_rappen),
    paidOutRappen: Number(r.paid_out_rappen),
    iban,
  });

/**
 * Organisations with money at the platform, their balances read from the journal's kept account totals. The
 * organisations of the read model that ever had an invoice or an account.
 */
export function listBudgets(db: Knex, q: z.output<typeof budgetListQuery>): Promise<Page<Budget>> {
  const base = db
    .from(db.select(budgetColumns(db)).from('organizations as o').as('b'))
    .select('*')
    .where(
      (w) =>
        void w
          .whereRaw(
            'credit_rappen <> 0 or payable_rappen <> 0 or pending_rappen <> 0 or open_rappen <> 0 or payout_requested_rappen <> 0 or paid_out_rappen <> 0',
          )
          .orWhereExists(db('invoices as i').whereRaw('i.organization_id = b.id')),
    );
  return pageQuery<BudgetRow, Budget>(
    base,
    q,
    {
      sortColumns: {
        organizationName: 'name',
        creditRappen: 'credit_rappen',
        payableRappen: 'payable_rappen',
        openRappen: 'open_rappen',
        payoutRequestedRappen: 'payout_requested_rappen',
      },
      searchColumns: ['name'],
      tieBreaker: 'id',
    },
    toBudget(null),
  );
}

export async function budgetOf(
  db: Knex,
  organizationId: string,
  fallbackName: string,
  iban: string | null,
): Promise<Budget> {
  const row = (await db
    .select(budgetColumns(db))
    .from(
      db.raw(
        `(select ?::uuid as id, coalesce((select name from organizations where id = ?), ?) as name, coalesce((select features from organizations where id = ?), '{}') as features) as o`,
        [organizationId, organizationId, fallbackName, organizationId],
      ),
    )
    .first()) as BudgetRow;
  return toBudget(iban)(row);
}

interface BankPaymentRow {
  id: string;
  bank_reference: string;
  reference: string | null;
  amount_rappen: string;
  booking_date: string | Date | null;
  debtor_name: string | null;
  status: BankPayment['status'];
  invoice_id: string | null;
  invoice_number: string | null;
  received_at: Date;
}

export const toBankPayment = (r: BankPaymentRow): BankPayment => ({
  id: r.id,
  bankReference: r.bank_reference,
  reference: r.reference,
  amountRappen: Number(r.amount_rappen),
  bookingDate: r.booking_date ? isoDay(r.booking_date) : null,
  debtorName: r.debtor_name,
  status: r.status,
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  receivedAt: new Date(r.received_at).toISOString(),
});

const bankPaymentBase = (db: Knex) =>
  db('bank_payments as p')
    .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select('p.*', 'i.number as invoice_number');

export function listBankPayments(db: Knex, q: z.output<typeof bankPaymentListQuery>): Promise<Page<BankPayment>> {
  const base = bankPaymentBase(db);
  if (q.status) base.where('p.status', q.status);
  return pageQuery<BankPaymentRow, BankPayment>(
    base,
    q,
    {
      sortColumns: { receivedAt: 'p.received_at', amountRappen: 'p.amount_rappen', bookingDate: 'p.booking_date' },
      searchColumns: ['p.reference', 'p.debtor_name', 'p.bank_reference', 'i.number'],
      tieBreaker: 'p.id',
    },
    toBankPayment,
  );
}

export async function bankPaymentById(db: Knex, id: string): Promise<BankPayment | undefined> {
  const row = (await bankPaymentBase(db).where('p.id', id).first()) as BankPaymentRow | undefined;
  return row ? toBankPayment(row) : undefined;
}

export type { InvoiceListQuery };
