import { vatOfGross } from '@cadeau/contracts/vat';
import { accounts } from '../accounts';
import { balanced, reversed, type Posting, type TransactionPlan } from '../journal';
import { percentOf } from '../money';

export interface OrderTerms {
  orderId: string;
  campaignId: string;
  sellerOrganizationId: string;
  /** Price and shipping including VAT: what the gift costs the campaign. */
  priceRappen: number;
  shippingRappen: number;
  /** Payment.FeeSeller in force when the order was placed. */
  feeSellerPercent: number;
  vatRateBasisPoints: number;
}

/** What an order costs the giver's deposit, what its seller earns and the platform's fee (VAT included in it). */
export function orderAmounts(t: OrderTerms) {
  const spentRappen = t.priceRappen + t.shippingRappen;
  const feeRappen = percentOf(spentRappen, t.feeSellerPercent);
  const feeVatRappen = vatOfGross(feeRappen, t.vatRateBasisPoints);
  return { spentRappen, feeRappen, feeVatRappen, earningRappen: spentRappen - feeRappen };
}

/**
 * An order spends its price including shipping from the campaign's deposit; its seller earns that minus
 * FeeSeller % (pending until delivered); the fee is the platform's, its VAT owed.
 */
export function planOrderPlaced(key: string, t: OrderTerms): TransactionPlan {
  const a = orderAmounts(t);
  return balanced({
    key,
    kind: 'orderPlaced',
    postings: [
      { account: accounts.prepaid(t.campaignId), amountRappen: a.spentRappen },
      { account: accounts.pending(t.sellerOrganizationId), amountRappen: -a.earningRappen },
      { account: accounts.fees, amountRappen: -(a.feeRappen - a.feeVatRappen) },
      { account: accounts.vat, amountRappen: -a.feeVatRappen },
    ],
  });
}

/** Delivered (or, for a donation, recorded): the earning becomes payable and may be paid out. */
export function planOrderDone(key: string, sellerOrganizationId: string, earningRappen: number): TransactionPlan {
  return balanced({
    key,
    kind: 'orderDone',
    postings: [
      { account: accounts.pending(sellerOrganizationId), amountRappen: earningRappen },
      { account: accounts.payable(sellerOrganizationId), amountRappen: -earningRappen },
    ],
  });
}

/**
 * A cancelled order earns nothing: the exact reverse of its placement, naming it. (Orders cancel only before they
 * are done, so the earning is still pending.)
 */
export function planOrderCanceled(key: string, placed: { id: string; postings: readonly Posting[] }): TransactionPlan {
  return balanced({ key, kind: 'orderCanceled', correctsId: placed.id, postings: reversed(placed.postings) });
}
