import { randomUUID } from 'node:crypto';
import type { InvoiceLine } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { accounts } from '../domain/accounts';
import { invoiceFound, type InvoiceMoney } from '../domain/invoice-state';
import type { TransactionPlan } from '../domain/journal';
import { planPayment } from '../domain/plans/payments';
import { publishBankPayments } from './bank-files';
import { balanceOf } from './journal';
import { bookAndPublish } from './issuing';
import { findInvoice, moneyOf, type InvoiceRow } from './invoices';
import { findCampaign } from './read-models';

type BillingKit = Pick<Kit<'billing'>, 'addEvent' | 'addEvents' | 'db'>;

export interface PaymentSource {
  /** The bank's reference, or null for a payment an administrator records by hand. */
  bankReference: string | null;
  reference: string | null;
  debtorName: string | null;
  bookingDate: string | null;
}

/**
 * Books money received against an invoice and keeps the bank payment it came as (`manual:` for one recorded by
 * hand), so a reopening can send it back to the unassigned payments. Returns whether it was booked now.
 */
export async function payInvoice(
  kit: Pick<Kit<'billing'>, 'addEvent' | 'addEvents'>,
  trx: Knex.Transaction,
  invoice: InvoiceRow,
  amountRappen: number,
  source: PaymentSource,
  by: { userId: string | null; reason: string | null; key: string },
): Promise<boolean> {
  const { transaction, appliedRappen } = planPayment({
    key: by.key,
    invoiceId: invoice.id,
    organizationId: invoice.organization_id,
    money: moneyOf(invoice),
    amountRappen,
    from: 'bank',
    byUserId: by.userId,
    reason: by.reason,
  });
  const booking = await bookAndPublish(kit, trx, transaction);
  if (booking.replay) return false;
  await trx('bank_payments').insert({
    id: randomUUID(),
    bank_reference: source.bankReference ?? `manual:${booking.id}`,
    source: source.bankReference ? 'camt054' : 'manual',
    reference: source.reference,
    amount_rappen: amountRappen,
    booking_date: source.bookingDate,
    debtor_name: source.debtorName,
    status: 'matched',
    invoice_id: invoice.id,
    organization_id: invoice.organization_id,
    applied_rappen: appliedRappen,
    transaction_id: booking.id,
  });
  return true;
}

/**
 * An administrator's change of one invoice, under the invoice's lock: `decide` judges the locked invoice (the
 * domain's rules) and returns what to book; this books it and answers the invoice afterwards.
 */
export async function changeInvoice(
  kit: BillingKit,
  invoiceId: string,
  decide: (
    invoice: InvoiceRow,
    ledger: { creditRappen: number; campaignSettled: boolean },
  ) => Promise<ChangeOutcome> | ChangeOutcome,
): Promise<void> {
  await kit.db.transaction(async (trx) => {
    const invoice = invoiceFound(await findInvoice(trx, invoiceId, true));
    const creditRappen = -(await balanceOf(trx, accounts.credit(invoice.organization_id), true));
    const campaign = invoice.campaign_id ? await findCampaign(trx, invoice.campaign_id, true) : undefined;
    const outcome = await decide(invoice, { creditRappen, campaignSettled: !!campaign?.final_invoice_id });
    if (outcome.kind === 'payment') {
      await payInvoice(
        kit,
        trx,
        invoice,
        outcome.amountRappen,
        { bankReference: null, reference: null, debtorName: null, bookingDate: null },
        outcome.by,
      );
      return;
    }
    if (outcome.lines)
      await trx('invoices')
        .where({ id: invoice.id })
        .update({ lines: JSON.stringify(outcome.lines) });
    await bookAndPublish(kit, trx, outcome.plan);
    if (outcome.kind === 'reopen') await publishBankPayments(kit, trx, await unassignPayments(trx, invoice));
  });
}

/**
 * A reopening sent the bank money set against the invoice to suspense (planReopen): its payments wait to be
 * assigned anew, each with its share of that money, oldest first (an over-payment's rest stays credit).
 */
async function unassignPayments(trx: Knex.Transaction, invoice: InvoiceRow): Promise<string[]> {
  let moved = Math.max(0, moneyOf(invoice).paidByPaymentRappen);
  const rows: { id: string; applied_rappen: string }[] = await trx('bank_payments')
    .where({ invoice_id: invoice.id })
    .whereIn('status', ['matched', 'assigned'])
    .orderBy([{ column: 'received_at' }, { column: 'id' }])
    .forUpdate()
    .select('id', 'applied_rappen');
  for (const row of rows) {
    const share = Math.min(Number(row.applied_rappen), moved);
    moved -= share;
    await trx('bank_payments')
      .where({ id: row.id })
      .update({ status: 'unmatched', invoice_id: null, unassigned_rappen: share, applied_rappen: 0 });
  }
  return rows.map((row) => row.id);
}

export type ChangeOutcome =
  | { kind: 'payment'; amountRappen: number; by: { userId: string | null; reason: string | null; key: string } }
  | { kind: 'reopen' | 'book'; plan: TransactionPlan; lines?: InvoiceLine[] };

export type { InvoiceMoney };
