import { randomUUID } from 'node:crypto';
import { changeInvoice } from '../db/invoice-actions';
import { transactionByKey } from '../db/journal';
import { moneyOf } from '../db/invoices';
import { decideStatusChange } from '../domain/invoice-status';
import { planReopen } from '../domain/plans/payments';
import { planPaidOut } from '../domain/plans/payouts';
import type { BillingDeps } from './deps';
import { invoiceDetail } from './invoice-answer';
import type { Handler } from './routes';

/**
 * POST /invoice/{invoiceId}/status (platform administrators), with a reason: a payment recorded by hand (full,
 * partial, over: the rest becomes credit), a reopening, or a payout paid out; refused transitions are 409. An
 * `Idempotency-Key` header makes a retried request book nothing twice.
 */
export const handleChangeInvoiceStatus =
  ({ kit }: BillingDeps): Handler<'POST /invoice/{invoiceId}/status'> =>
  async (ctx, { params, body, user }) => {
    const key = `status:${params.invoiceId}:${ctx.get('Idempotency-Key') || randomUUID()}`;
    // A retry of a request that was booked answers the invoice as it is, booking nothing again.
    if (await transactionByKey(kit.db, key)) return invoiceDetail(kit.db, params.invoiceId);
    const by = { userId: user!.userId, reason: body.reason };
    await changeInvoice(kit, params.invoiceId, (invoice) => {
      const decision = decideStatusChange({ type: invoice.type, money: moneyOf(invoice) }, body);
      if (decision.action === 'payment')
        return { kind: 'payment', amountRappen: decision.amountRappen, by: { ...by, key } };
      if (decision.action === 'reopen')
        return {
          kind: 'reopen',
          plan: planReopen({
            key,
            invoiceId: invoice.id,
            organizationId: invoice.organization_id,
            money: moneyOf(invoice),
            byUserId: by.userId,
            reason: by.reason,
          }),
        };
      return {
        kind: 'book',
        plan: planPaidOut({
          key,
          invoiceId: invoice.id,
          amountRappen: decision.amountRappen,
          byUserId: by.userId,
          reason: by.reason,
        }),
      };
    });
    return invoiceDetail(kit.db, params.invoiceId);
  };
