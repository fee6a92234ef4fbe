import type { InvoiceLine } from '@cadeau/contracts';
import { accounts } from '../accounts';
import { balanced, type TransactionPlan } from '../journal';
import { vatOnNet } from '../money';

/** A manual invoice (an administrator bills an organisation for anything else): its lines plus VAT when due. */
export function planManualInvoice(input: {
  key: string;
  invoiceId: string;
  lines: { text: string; amountRappen: number }[];
  vatRateBasisPoints: number | null;
  byUserId: string | null;
  reason: string;
}): { lines: InvoiceLine[]; amountRappen: number; transaction: TransactionPlan } {
  const net = input.lines.reduce((sum, l) => sum + l.amountRappen, 0);
  const vat = input.vatRateBasisPoints === null ? 0 : vatOnNet(net, input.vatRateBasisPoints);
  const lines: InvoiceLine[] = input.lines.map((l) => ({
    kind: 'manual',
    text: l.text,
    amountRappen: l.amountRappen,
    vatRateBasisPoints: null,
  }));
  if (input.vatRateBasisPoints !== null)
    lines.push({ kind: 'vat', text: '', amountRappen: vat, vatRateBasisPoints: input.vatRateBasisPoints });
  return {
    lines,
    amountRappen: net + vat,
    transaction: balanced({
      key: input.key,
      kind: 'manualInvoice',
      invoiceId: input.invoiceId,
      byUserId: input.byUserId,
      reason: input.reason,
      postings: [
        { account: accounts.receivable(input.invoiceId), amountRappen: net + vat, role: 'amount' },
        { account: accounts.fees, amountRappen: -net },
        { account: accounts.vat, amountRappen: -vat },
      ],
    }),
  };
}

export interface BilledOrder {
  orderId: string;
  number: string;
  productName: string;
  spentRappen: number;
  feeRappen: number;
  canceled: boolean;
}

/**
 * A seller's order billing of one calendar month: every order as a line (price including shipping and the fee
 * deducted). The fees were deducted from the earnings when the orders were placed, so the invoice is settled by
 * that offset on issue: it documents, it asks for nothing.
 */
export function planOrderBilling(input: { key: string; invoiceId: string; orders: BilledOrder[] }): {
  lines: InvoiceLine[];
  amountRappen: number;
  transaction: TransactionPlan;
} {
  const kept = input.orders.filter((o) => !o.canceled);
  const fees = kept.reduce((sum, o) => sum + o.feeRappen, 0);
  const lines: InvoiceLine[] = [];
  for (const o of kept) {
    lines.push({
      kind: 'order',
      text: `${o.number} ${o.productName}`,
      amountRappen: o.spentRappen,
      vatRateBasisPoints: null,
    });
    lines.push({ kind: 'feeSeller', text: o.number, amountRappen: -o.feeRappen, vatRateBasisPoints: null });
  }
  const receivable = accounts.receivable(input.invoiceId);
  return {
    lines,
    amountRappen: fees,
    transaction: {
      ...balanced({
        key: input.key,
        kind: 'orderBilling',
        invoiceId: input.invoiceId,
        postings: [
          { account: receivable, amountRappen: fees, role: 'amount' },
          { account: receivable, amountRappen: -fees, role: 'offset' },
        ],
      }),
    },
  };
}
