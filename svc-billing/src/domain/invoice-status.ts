import { ErrorKeys, type InvoiceStatusBody, type InvoiceType } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';
import { openOf, paidOf, statusOf, type InvoiceMoney } from './invoice-state';

/**
 * What an administrator's `POST /invoice/{invoiceId}/status` asks for, judged against the invoice (guarded
 * transitions, spec section 4): a payment (full, partial or over), a reopening, or a payout paid out. The handler
 * books what this decides; nothing here touches the database.
 */
export type StatusDecision =
  { action: 'payment'; amountRappen: number } | { action: 'reopen' } | { action: 'paidOut'; amountRappen: number };

const refuse = () => new DomainError(409, ErrorKeys.invoice.invalidStatus);

export function decideStatusChange(
  invoice: { type: InvoiceType; money: InvoiceMoney },
  body: InvoiceStatusBody,
): StatusDecision {
  const { money } = invoice;
  const status = statusOf(money);
  const open = openOf(money);
  if (body.status === 'paidOut') {
    if (invoice.type !== 'payout' || status !== 'open') throw refuse();
    return { action: 'paidOut', amountRappen: money.amountRappen };
  }
  if (invoice.type === 'payout') throw refuse();
  if (body.status === 'reopened') {
    if (paidOf(money) - money.paidByOffsetRappen <= 0 || money.amountRappen <= 0) throw refuse();
    return { action: 'reopen' };
  }
  if (open <= 0) throw refuse();
  if (body.status === 'partialPaid') {
    if (body.amountRappen === undefined || body.amountRappen >= open)
      throw new DomainError(400, ErrorKeys.invoice.invalidPaymentAmount);
    return { action: 'payment', amountRappen: body.amountRappen };
  }
  const amount = body.amountRappen ?? open;
  if (amount < open) throw new DomainError(400, ErrorKeys.invoice.invalidPaymentAmount);
  return { action: 'payment', amountRappen: amount };
}
