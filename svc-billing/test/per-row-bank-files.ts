import { randomUUID } from 'node:crypto';
import type { PaymentFileResult } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { BankTransaction } from '../src/db/bank-files';
import { accounts } from '../src/domain/accounts';
import { planPaymentReversal, planUnmatchedPayment } from '../src/domain/plans/payments';
import { balanceOf, book } from '../src/db/journal';
import { publishBankPayments } from '../src/db/bank-files';
import { bookAndPublish } from '../src/db/issuing';
import { findInvoice, findInvoiceByReference, moneyOf } from '../src/db/invoices';
import { payInvoice } from '../src/db/invoice-actions';

/**
 * svc-billing's camt.054 booking as it was before it became set-wise (one payment at a time, several statements
 * each), kept verbatim as test code only: bank-files-setwise.test.ts books the same files through it and through
 * `bookBankTransactions` on two databases and compares every table.
 */
type BillingKit = Pick<Kit<'billing'>, 'addEvent' | 'addEvents' | 'db'>;

/**
 * Books a bank notification in one database transaction (issue 19): every credit whose reference names an invoice
 * pays it, others wait unassigned in suspense; a reversal takes its payment back; the bank's reference of each
 * transaction is the idempotency key, so the same file twice books nothing new.
 */
export async function bookBankTransactionsPerRow(
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
      const booked = await book(trx, planUnmatchedPayment(`camt:${t.bankReference}`, t.amountRappen), kit);
      const paymentId = randomUUID();
      await trx('bank_payments').insert({
        id: paymentId,
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
      await publishBankPayments(kit, trx, [paymentId]);
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
