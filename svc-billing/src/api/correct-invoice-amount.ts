import { randomUUID } from 'node:crypto';
import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { changeInvoice } from '../db/invoice-actions';
import { transactionByKey } from '../db/journal';
import { moneyOf } from '../db/invoices';
import { accounts } from '../domain/accounts';
import { planAmountChange } from '../domain/plans/amounts';
import type { BillingDeps } from './deps';
import { invoiceDetail } from './invoice-answer';
import type { Handler } from './routes';

/**
 * POST /invoice/{invoiceId}/amount (platform administrators): the manual amount, with a reason, as a correcting
 * transaction (never an edit); paid money above it becomes credit. A payout's amount is never corrected (409).
 * An unsettled deposit's difference goes to its campaign's held money, any other to the adjustments account.
 */
export const handleCorrectInvoiceAmount =
  ({ kit }: BillingDeps): Handler<'POST /invoice/{invoiceId}/amount'> =>
  async (ctx, { params, body, user }) => {
    const key = `amount:${params.invoiceId}:${ctx.get('Idempotency-Key') || randomUUID()}`;
    if (await transactionByKey(kit.db, key)) return invoiceDetail(kit.db, params.invoiceId);
    await changeInvoice(kit, params.invoiceId, (invoice, ledger) => {
      if (invoice.type === 'payout' || invoice.type === 'orderBilling')
        throw errors.conflict(ErrorKeys.invoice.amountNotCorrectable);
      // A deposit settled by its final billing holds nothing any more: its correction is an adjustment then.
      const counterAccount =
        invoice.type === 'deposit' && invoice.campaign_id && !ledger.campaignSettled
          ? accounts.prepaid(invoice.campaign_id)
          : accounts.adjustments;
      return {
        kind: 'book',
        plan: planAmountChange({
          key,
          kind: 'amountCorrected',
          invoiceId: invoice.id,
          organizationId: invoice.organization_id,
          money: moneyOf(invoice),
          newAmountRappen: body.amountRappen,
          counterAccount,
          byUserId: user!.userId,
          reason: body.reason,
        }),
      };
    });
    return invoiceDetail(kit.db, params.invoiceId);
  };
