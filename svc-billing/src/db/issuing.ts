import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { invoiceEvents } from '../domain/invoice-events';
import { invoiceFactsOf } from '../domain/invoice-facts';
import { openOf } from '../domain/invoice-state';
import type { TransactionPlan } from '../domain/journal';
import { bookOnInvoice, findInvoice, insertInvoice, moneyOf, type InvoiceBooking, type InvoiceDraft } from './invoices';

type EventKit = Pick<Kit<'billing'>, 'addEvent' | 'addEvents'>;

/** Publishes through the outbox what an invoice's change means (issued, paid, reopened, paid out, updated). */
export async function publishInvoiceChange(
  kit: EventKit,
  trx: Knex.Transaction,
  invoiceId: string,
  before: InvoiceBooking['before'] | null,
) {
  const row = await findInvoice(trx, invoiceId);
  if (!row) return;
  const facts = invoiceFactsOf(row, row.status, moneyOf(row));
  const changed =
    !before ||
    before.status !== row.status ||
    before.money.amountRappen !== facts.amountRappen ||
    openOf(before.money) !== facts.openRappen;
  for (const subject of invoiceEvents(row.type, before ? before.status : null, row.status, changed))
    await kit.addEvent(trx, subject, facts);
}

/**
 * Issues an invoice: its row with the next number and its reference, then its transactions (the first books its
 * amount), then its events. All in `trx`.
 */
export async function issueInvoice(
  kit: EventKit,
  trx: Knex.Transaction,
  draft: InvoiceDraft,
  transactions: TransactionPlan[],
  referenceOf: (number: string) => string | null,
): Promise<string> {
  const number = await insertInvoice(trx, draft, referenceOf);
  for (const plan of transactions) await bookOnInvoice(trx, plan, kit);
  await publishInvoiceChange(kit, trx, draft.id, null);
  return number;
}

/** Books a transaction about an existing invoice and publishes what it changed. */
export async function bookAndPublish(
  kit: EventKit,
  trx: Knex.Transaction,
  plan: TransactionPlan,
): Promise<InvoiceBooking> {
  const booking = await bookOnInvoice(trx, plan, kit);
  if (!booking.replay && plan.invoiceId && booking.before)
    await publishInvoiceChange(kit, trx, plan.invoiceId, booking.before);
  return booking;
}
