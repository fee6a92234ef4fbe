import { randomUUID } from 'node:crypto';
import { ErrorKeys, type PaymentFileResult } from '@cadeau/contracts';
import { errors, type Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { accounts } from '../domain/accounts';
import { planPayment, planPaymentReversal, planUnmatchedPayment } from '../domain/plans/payments';
import { balanceOf, book } from './journal';
import { bookAndPublish } from './issuing';
import { findInvoice, findInvoiceByReference, moneyOf } from './invoices';
import { payInvoice } from './invoice-actions';

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

type BillingKit = Pick<Kit<'billing'>, 'addEvent' | 'db'>;

/**
 * Books a bank notification in one database transaction (issue 19): every credit whose reference names an invoice
 * pays it, others wait unassigned in suspense; a reversal takes its payment back; the bank's reference of each
 * transaction is the idempotency key, so the same file twice books nothing new.
 */
export async function bookBankTransactions(
  kit: BillingKit,
  transactions: BankTransaction[],
): Promise<PaymentFileResult> {
  const result: PaymentFileResult = { booked: 0, alreadyKnown: 0, unmatched: 0, reversed: 0, ignored: 0 };
  await kit.db.transaction(async (trx) => {
    for (const t of transactions) {
      if (t.amountRappen <= 0 || (!t.credit && !t.reversal)) {
        result.ignored++;
        continue;
      }
      const known = await trx('bank_payments').where({ bank_reference: t.bankReference }).first('id');
      if (known) {
        result.alreadyKnown++;
        continue;
      }
      if (t.reversal) {
        result[(await reverse(kit, trx, t)) ? 'reversed' : 'ignored']++;
        continue;
      }
      const invoice = t.reference ? await findInvoiceByReference(trx, t.reference) : undefined;
      if (invoice && invoice.type !== 'payout') {
        const locked = (await findInvoice(trx, invoice.id, true))!;
        await payInvoice(kit, trx, locked, t.amountRappen, t, {
          userId: null,
          reason: null,
          key: `camt:${t.bankReference}`,
        });
        result.booked++;
        continue;
      }
      const booked = await book(trx, planUnmatchedPayment(`camt:${t.bankReference}`, t.amountRappen));
      await trx('bank_payments').insert({
        id: randomUUID(),
        bank_reference: t.bankReference,
        source: 'camt054',
        reference: t.reference,
        amount_rappen: t.amountRappen,
        booking_date: t.bookingDate,
        debtor_name: t.debtorName,
        status: 'unmatched',
        unassigned_rappen: t.amountRappen,
        transaction_id: booked.id,
      });
      result.unmatched++;
    }
  });
  return result;
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

/** An administrator assigns an unmatched payment to an invoice: its money leaves suspense and pays the invoice. */
export async function assignBankPayment(
  kit: BillingKit,
  paymentId: string,
  invoiceId: string,
  by: { userId: string; reason: string },
): Promise<void> {
  await kit.db.transaction(async (trx) => {
    const payment = await trx('bank_payments').where({ id: paymentId }).forUpdate().first();
    if (!payment) throw errors.notFound(ErrorKeys.invoice.paymentNotFound);
    if (payment.status !== 'unmatched' || Number(payment.unassigned_rappen) <= 0)
      throw errors.conflict(ErrorKeys.invoice.paymentAlreadyAssigned);
    const invoice = await findInvoice(trx, invoiceId, true);
    if (!invoice || invoice.type === 'payout') throw errors.notFound(ErrorKeys.invoice.notFound);
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
  });
}
