import type { BillingEventSubject, InvoiceStatus, InvoiceType } from '@cadeau/contracts';

/**
 * Which events a change of an invoice publishes (issue 19): issued (a payout request: requested), paid when nothing
 * is open any more, reopened, paid out. svc-campaign follows `invoice.paid` of deposits; mails and the sockets follow
 * all of them. A change none of them tells (a partial payment, a corrected amount: `changed`) is `invoice.updated`
 * (issue 20), so the platform's view of open amounts never goes stale.
 */
export function invoiceEvents(
  type: InvoiceType,
  before: InvoiceStatus | null,
  after: InvoiceStatus,
  changed: boolean,
): BillingEventSubject[] {
  const out: BillingEventSubject[] = [];
  if (before === null) out.push(type === 'payout' ? 'payout.requested' : 'invoice.issued');
  if (after === 'paid' && before !== 'paid') out.push('invoice.paid');
  // Due again: reopened by an administrator, or a paid invoice whose amount grew (a deposit released again with a
  // larger budget): whoever waited for `invoice.paid` learns that it no longer holds.
  if ((after === 'reopened' && before !== 'reopened') || (before === 'paid' && after !== 'paid'))
    out.push('invoice.reopened');
  if (after === 'paidOut' && before !== 'paidOut') out.push('payout.done');
  if (out.length === 0 && changed) out.push('invoice.updated');
  return out;
}
