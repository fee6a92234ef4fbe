import { randomUUID } from 'node:crypto';
import type { InvoiceStatus, PaymentFileResult } from '@cadeau/contracts';
import type { EventOf, Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { accounts } from '../domain/accounts';
import { invoiceEvents } from '../domain/invoice-events';
import { invoiceFactsOf } from '../domain/invoice-facts';
import { bankPaymentFactsOf, type BankPaymentFactsRow } from '../domain/bank-payment-facts';
import {
  applyToInvoice,
  assignableInvoice,
  assignablePayment,
  openOf,
  paidOf,
  statusOf,
  type InvoiceMoney,
} from '../domain/invoice-state';
import { contentOf, priorBookingOf } from '../domain/journal';
import { planPayment, planPaymentReversal, planUnmatchedPayment } from '../domain/plans/payments';
import { balanceOf } from './journal';
import { bookNewTransactions, eachChunk, type NewTransaction } from './journal-batch';
import { bookAndPublish } from './issuing';
import { findInvoice, moneyOf, type InvoiceRow } from './invoices';

/** One credit or reversal of a bank notification, as `domain/camt054.ts` reads it. */
export interface BankTransaction {
  bankReference: string;
  amountRappen: number;
  credit: boolean;
  reversal: boolean;
  reference: string | null;
  bookingDate: string | null;
  debtorName: string | null;
}

type BillingKit = Pick<Kit<'billing'>, 'addEvent' | 'addEvents' | 'db'>;

/**
 * Credits planned and written together (by default): bounds memory whatever the file's size. Small batches die
 * young in the heap; with 5,000 a 20,000-payment file peaked some 40 MiB higher and booked no faster (npm run bench).
 */
const CREDITS_PER_BATCH = 1000;
/** Values per statement of the reads before a run of credits is planned. */
const VALUES_PER_READ = 20_000;

/**
 * Books a bank notification in one database transaction (issue 19): every credit whose reference names an invoice
 * pays it, others wait unassigned in suspense; a reversal takes its payment back; the bank's reference of each
 * transaction is the idempotency key, so the same file twice books nothing new.
 *
 * Set-wise (a bank file holds tens of thousands of payments): each run of credits between two reversals is read
 * with a few statements, planned in memory in file order and written with a few multi-row statements per batch
 * (`bookCredits`); a reversal is booked on its own where it stands, after everything before it is written, since
 * it may take back a payment of the same file. What is written is what booking one payment after the other wrote
 * (test/bank-files-setwise.test.ts books the same files both ways and compares every table).
 */
export async function bookBankTransactions(
  kit: BillingKit,
  transactions: BankTransaction[],
  options: { creditsPerBatch?: number } = {},
): Promise<PaymentFileResult> {
  const batchSize = options.creditsPerBatch ?? CREDITS_PER_BATCH;
  const result: PaymentFileResult = { booked: 0, alreadyKnown: 0, unmatched: 0, reversed: 0, ignored: 0 };
  await kit.db.transaction(async (trx) => {
    let credits: BankTransaction[] = [];
    const flush = async () => {
      if (credits.length > 0) await bookCredits(kit, trx, credits, result, batchSize);
      credits = [];
    };
    for (const t of transactions) {
      if (t.amountRappen <= 0 || (!t.credit && !t.reversal)) {
        result.ignored++;
        continue;
      }
      if (!t.reversal) {
        credits.push(t);
        continue;
      }
      await flush();
      const known = await trx('bank_payments').where({ bank_reference: t.bankReference }).first('id');
      if (known) {
        result.alreadyKnown++;
        continue;
      }
      result[(await reverse(kit, trx, t)) ? 'reversed' : 'ignored']++;
    }
    await flush();
  });
  return result;
}

/**
 * The row of `bank_payments` of a credit of the file: what the bank told of it, then where its money went (an
 * invoice it pays, or suspense while it waits unassigned) and the transaction that booked it.
 */
function creditRow(
  t: BankTransaction,
  booked: {
    status: 'matched' | 'unmatched';
    invoice_id: string | null;
    organization_id: string | null;
    applied_rappen: number;
    unassigned_rappen: number;
    transaction_id: string;
  },
): PlannedBatch['payments'][number] {
  return {
    id: randomUUID(),
    bank_reference: t.bankReference,
    reference: t.reference,
    amount_rappen: t.amountRappen,
    booking_date: t.bookingDate,
    debtor_name: t.debtorName,
    ...booked,
  };
}

/** What paying an invoice reads of it: its identity, its events' facts and its money (not its lines or parties). */
const INVOICE_COLUMNS = `id, number, type, organization_id, campaign_id, reference, status, amount_rappen,
  paid_by_payment_rappen, paid_by_credit_rappen, paid_by_offset_rappen, reopened, due_date`;
type PaidInvoice = Pick<
  InvoiceRow,
  | 'id'
  | 'number'
  | 'type'
  | 'organization_id'
  | 'campaign_id'
  | 'reference'
  | 'status'
  | 'amount_rappen'
  | 'paid_by_payment_rappen'
  | 'paid_by_credit_rappen'
  | 'paid_by_offset_rappen'
  | 'reopened'
  | 'due_date'
>;

/** An invoice a run of credits pays: its row as read (locked) and its fold after the payments planned so far. */
interface InvoiceFold {
  row: PaidInvoice;
  money: InvoiceMoney;
  status: InvoiceStatus;
}

/** What a run of credits is planned on: the database's state before it, read once. */
interface CreditReads {
  /** Bank references that have a bank payment already. */
  known: Set<string>;
  /** The invoices (no payout requests) the references name, by reference. */
  folds: Map<string, InvoiceFold>;
  /** Transactions booked already under the credits' keys. */
  booked: Map<string, { id: string; content: string }>;
  /** Bank references given a bank payment by this run: a second credit with one of them is known by then. */
  written: Set<string>;
}

/** One batch of a run, planned: the rows and events it writes, plain values taken when it was planned. */
interface PlannedBatch {
  transactions: NewTransaction[];
  invoices: object[];
  history: object[];
  payments: (BankPaymentFactsRow & Record<string, unknown>)[];
  events: EventOf[];
}

/** `select` of `sql` (one `?::text[]` parameter) for `values`, VALUES_PER_READ at a time, rows in order. */
async function readMany<R>(trx: Knex.Transaction, sql: string, values: string[]): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < values.length; start += VALUES_PER_READ) {
    const chunk = values.slice(start, start + VALUES_PER_READ);
    rows.push(...((await trx.raw(sql, [chunk])) as { rows: R[] }).rows);
  }
  return rows;
}

/** The known bank references, the named invoices (locked for update, in id order) and the keys booked already. */
async function readForCredits(trx: Knex.Transaction, credits: BankTransaction[]): Promise<CreditReads> {
  const known = new Set(
    (
      await readMany<{ bank_reference: string }>(
        trx,
        `select bank_reference from bank_payments where bank_reference = any(?::text[])`,
        credits.map((t) => t.bankReference),
      )
    ).map((r) => r.bank_reference),
  );
  const fresh = credits.filter((t) => !known.has(t.bankReference));
  const references = [...new Set(fresh.flatMap((t) => (t.reference === null ? [] : [t.reference])))];
  const invoices = await readMany<PaidInvoice>(
    trx,
    `select ${INVOICE_COLUMNS} from invoices where reference = any(?::text[]) and type <> 'payout'
     order by id for update`,
    references,
  );
  const booked = await readMany<{ key: string; id: string; content: string }>(
    trx,
    `select key, id, content from transactions where key = any(?::text[])`,
    fresh.map((t) => `camt:${t.bankReference}`),
  );
  return {
    known,
    // moneyOf reads only the columns selected.
    folds: new Map(
      invoices.map((row) => [row.reference!, { row, money: moneyOf(row as InvoiceRow), status: row.status }]),
    ),
    booked: new Map(booked.map((r) => [r.key, r])),
    written: new Set(),
  };
}

/**
 * A run of credits (no reversal among them) in file order, each as the one-at-a-time booking handled it: a bank
 * reference known already is skipped; a reference naming an invoice (not a payout request) pays it
 * (`planPayment` on the invoice's fold after the payments before it, an over-payment becoming credit); anything
 * else waits in suspense; a key booked before is a replay (nothing written) when its content is the same, else
 * refused (409). The database's state is read once before the run, then batch after batch is planned in memory
 * (the invoices' folds carried from one to the next) and written.
 */
async function bookCredits(
  kit: BillingKit,
  trx: Knex.Transaction,
  credits: BankTransaction[],
  result: PaymentFileResult,
  batchSize: number,
): Promise<void> {
  const reads = await readForCredits(trx, credits);
  for (let start = 0; start < credits.length; start += batchSize)
    await writeCredits(kit, trx, planCredits(credits.slice(start, start + batchSize), reads, result));
}

function planCredits(credits: BankTransaction[], reads: CreditReads, result: PaymentFileResult): PlannedBatch {
  const { known, folds, booked, written } = reads;
  /** The transaction booked before under the key (a replay writes nothing); other content is refused, as `book` does. */
  const replayOf = (key: string, content: string) => priorBookingOf(booked.get(key), content, key);
  const batch: PlannedBatch = { transactions: [], invoices: [], history: [], payments: [], events: [] };
  const changed = new Set<InvoiceFold>();
  for (const t of credits) {
    if (known.has(t.bankReference) || written.has(t.bankReference)) {
      result.alreadyKnown++;
      continue;
    }
    const key = `camt:${t.bankReference}`;
    const fold = t.reference === null ? undefined : folds.get(t.reference);
    if (fold) {
      const { row } = fold;
      const { transaction: plan, appliedRappen } = planPayment({
        key,
        invoiceId: row.id,
        organizationId: row.organization_id,
        money: fold.money,
        amountRappen: t.amountRappen,
        from: 'bank',
        byUserId: null,
        reason: null,
      });
      const content = contentOf(plan);
      result.booked++;
      if (replayOf(key, content)) continue;
      const id = randomUUID();
      batch.transactions.push({ id, plan, content });
      const before = fold.status;
      const openBefore = openOf(fold.money);
      const own = accounts.receivable(row.id);
      fold.money = applyToInvoice(
        fold.money,
        plan.kind,
        plan.postings.filter((p) => p.account === own),
      );
      fold.status = statusOf(fold.money);
      changed.add(fold);
      batch.history.push({
        invoice_id: row.id,
        transaction_id: id,
        action: 'payment',
        status: fold.status,
        amount_rappen: fold.money.amountRappen,
        paid_rappen: paidOf(fold.money),
      });
      const facts = invoiceFactsOf(row, fold.status, fold.money);
      for (const subject of invoiceEvents(row.type, before, fold.status, openOf(fold.money) !== openBefore))
        batch.events.push({ subject, data: facts } as EventOf);
      batch.payments.push(
        creditRow(t, {
          status: 'matched',
          invoice_id: row.id,
          organization_id: row.organization_id,
          applied_rappen: appliedRappen,
          unassigned_rappen: 0,
          transaction_id: id,
        }),
      );
      written.add(t.bankReference);
      continue;
    }
    const plan = planUnmatchedPayment(key, t.amountRappen);
    const content = contentOf(plan);
    let id = replayOf(key, content)?.id;
    if (!id) {
      id = randomUUID();
      batch.transactions.push({ id, plan, content });
    }
    batch.payments.push(
      creditRow(t, {
        status: 'unmatched',
        invoice_id: null,
        organization_id: null,
        applied_rappen: 0,
        unassigned_rappen: t.amountRappen,
        transaction_id: id,
      }),
    );
    written.add(t.bankReference);
    result.unmatched++;
  }
  // The folds as this batch leaves them (the next batch goes on folding the same objects).
  for (const { row, money, status } of changed)
    batch.invoices.push({
      id: row.id,
      status,
      amount_rappen: money.amountRappen,
      paid_by_payment_rappen: money.paidByPaymentRappen,
      paid_by_credit_rappen: money.paidByCreditRappen,
      paid_by_offset_rappen: money.paidByOffsetRappen,
      reopened: money.reopened,
    });
  return batch;
}

/** A planned batch's rows: journal, invoices' folds, history, bank payments, then the invoices' events. */
async function writeCredits(kit: BillingKit, trx: Knex.Transaction, batch: PlannedBatch): Promise<void> {
  await bookNewTransactions(trx, batch.transactions, kit);
  await eachChunk(batch.invoices, (json) =>
    trx.raw(
      `update invoices i set status = r.status, amount_rappen = r.amount_rappen,
         paid_by_payment_rappen = r.paid_by_payment_rappen, paid_by_credit_rappen = r.paid_by_credit_rappen,
         paid_by_offset_rappen = r.paid_by_offset_rappen, reopened = r.reopened
       from jsonb_to_recordset(?::jsonb) as r(id uuid, status text, amount_rappen bigint,
         paid_by_payment_rappen bigint, paid_by_credit_rappen bigint, paid_by_offset_rappen bigint, reopened boolean)
       where i.id = r.id`,
      [json],
    ),
  );
  await eachChunk(batch.history, (json) =>
    trx.raw(
      `insert into invoice_history (invoice_id, transaction_id, action, status, amount_rappen, paid_rappen)
       select invoice_id, transaction_id, action, status, amount_rappen, paid_rappen
         from jsonb_to_recordset(?::jsonb) as r(invoice_id uuid, transaction_id uuid, action text, status text,
                                                amount_rappen bigint, paid_rappen bigint)`,
      [json],
    ),
  );
  await eachChunk(batch.payments, (json) =>
    trx.raw(
      `insert into bank_payments (id, bank_reference, source, reference, amount_rappen, booking_date, debtor_name,
                                  status, invoice_id, organization_id, applied_rappen, unassigned_rappen,
                                  transaction_id)
       select id, bank_reference, 'camt054', reference, amount_rappen, booking_date, debtor_name, status, invoice_id,
              organization_id, applied_rappen, unassigned_rappen, transaction_id
         from jsonb_to_recordset(?::jsonb) as r(id uuid, bank_reference text, reference text, amount_rappen bigint,
                                                booking_date date, debtor_name text, status text, invoice_id uuid,
                                                organization_id uuid, applied_rappen bigint,
                                                unassigned_rappen bigint, transaction_id uuid)`,
      [json],
    ),
  );
  await kit.addEvents(trx, batch.events);
  const strays = batch.payments.filter((p) => p.status === 'unmatched');
  await kit.addEvents(
    trx,
    strays.map((p) => ({ subject: 'bankPayment.changed' as const, data: bankPaymentFactsOf(p) })),
  );
}

/** Tells that these payments' state changed (their rows as they are now in `trx`): see `bankPaymentFactsOf`. */
export async function publishBankPayments(kit: BillingKit, trx: Knex.Transaction, ids: readonly string[]) {
  if (ids.length === 0) return;
  const rows: BankPaymentFactsRow[] = await trx('bank_payments')
    .whereIn('id', ids)
    .orderBy('id')
    .select('id', 'bank_reference', 'status', 'amount_rappen', 'unassigned_rappen', 'debtor_name');
  await kit.addEvents(
    trx,
    rows.map((row) => ({ subject: 'bankPayment.changed' as const, data: bankPaymentFactsOf(row) })),
  );
}

/** The payment a reversal takes back: the latest one of the same reference and amount not reversed yet. */
async function reverse(kit: BillingKit, trx: Knex.Transaction, t: BankTransaction): Promise<boolean> {
  const original = await trx('bank_payments')
    .where({ reference: t.reference, amount_rappen: t.amountRappen })
    .whereNot({ status: 'reversed' })
    .orderBy('received_at', 'desc')
    .forUpdate()
    .first();
  if (!original) return false;
  const key = `camt:${t.bankReference}`;
  let planned;
  if (original.invoice_id) {
    const invoice = (await findInvoice(trx, original.invoice_id, true))!;
    planned = planPaymentReversal({
      key,
      payment: {
        state: 'assigned',
        amountRappen: Number(original.amount_rappen),
        appliedRappen: Number(original.applied_rappen),
        invoiceId: invoice.id,
        organizationId: invoice.organization_id,
        creditRappen: -(await balanceOf(trx, accounts.credit(invoice.organization_id), true)),
        money: moneyOf(invoice),
      },
    });
  } else {
    planned = planPaymentReversal({
      key,
      payment: { state: 'unassigned', amountRappen: Number(original.unassigned_rappen) },
    });
  }
  const booking = await bookAndPublish(kit, trx, planned);
  await trx('bank_payments')
    .where({ id: original.id })
    .update({ status: 'reversed', applied_rappen: 0, unassigned_rappen: 0 });
  // An unmatched payment taken back no longer waits for an administrator.
  if (original.status === 'unmatched') await publishBankPayments(kit, trx, [original.id]);
  await trx('bank_payments').insert({
    id: randomUUID(),
    bank_reference: t.bankReference,
    source: 'camt054',
    reference: t.reference,
    amount_rappen: -t.amountRappen,
    booking_date: t.bookingDate,
    debtor_name: t.debtorName,
    status: 'reversed',
    invoice_id: original.invoice_id,
    transaction_id: booking.id,
  });
  return true;
}

/**
 * An administrator assigns an unmatched payment to an invoice (domain `assignablePayment`, `assignableInvoice`): its
 * money leaves suspense and pays the invoice.
 */
export async function assignBankPayment(
  kit: BillingKit,
  paymentId: string,
  invoiceId: string,
  by: { userId: string; reason: string },
): Promise<void> {
  await kit.db.transaction(async (trx) => {
    const payment = assignablePayment(await trx('bank_payments').where({ id: paymentId }).forUpdate().first());
    const invoice = assignableInvoice(await findInvoice(trx, invoiceId, true));
    const amount = Number(payment.unassigned_rappen);
    const { transaction, appliedRappen } = planPayment({
      key: `assign:${paymentId}:${randomUUID()}`,
      invoiceId: invoice.id,
      organizationId: invoice.organization_id,
      money: moneyOf(invoice),
      amountRappen: amount,
      from: 'suspense',
      byUserId: by.userId,
      reason: by.reason,
    });
    const booking = await bookAndPublish(kit, trx, transaction);
    await trx('bank_payments').where({ id: paymentId }).update({
      status: 'assigned',
      invoice_id: invoice.id,
      applied_rappen: appliedRappen,
      unassigned_rappen: 0,
      transaction_id: booking.id,
    });
    await publishBankPayments(kit, trx, [paymentId]);
  });
}
