import { streams, type OrderEventFacts } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { BillingDeps } from '../api/deps';
import { accounts } from '../domain/accounts';
import { orderAmounts, planOrderCanceled, planOrderDone, planOrderPlaced } from '../domain/plans/orders';
import { planLateSpend } from '../domain/plans/final-billing';
import { paymentTerms } from '../domain/parties';
import { dateInZurich } from '../domain/zurich-dates';
import { balanceOf, book, postingsOf } from '../db/journal';
import { bookAndPublish } from '../db/issuing';
import { findCampaign, findOrder, insertOrder, setOrderStatus } from '../db/read-models';
import type { Knex } from 'knex';

/**
 * Orders from svc-catalog's events (CATALOG stream): placed spends the campaign's deposit and earns the seller
 * its price including shipping minus FeeSeller % (pending), done makes the earning payable, canceled reverses the
 * placement. The order's id keys each transaction, so a replay books nothing twice.
 */
export function orderBillingConsumer(
  deps: BillingDeps,
  stream: string = streams.catalog.name,
): ConsumerDef<'order.placed' | 'order.done' | 'order.canceled'> {
  return {
    durable: 'billing-orders',
    stream,
    filterSubjects: ['order.placed', 'order.done', 'order.canceled'],
    async handle(trx, event) {
      await applyOrderEvent(deps, trx, event.type, event.data);
    },
  };
}

/** After its final billing, a campaign's spending changes settle at once against credit or the final billing. */
async function settleLate(deps: BillingDeps, trx: Knex.Transaction, campaignId: string, key: string) {
  const campaign = await findCampaign(trx, campaignId, true);
  if (!campaign?.final_invoice_id) return;
  const plan = planLateSpend({
    key,
    campaignId,
    organizationId: campaign.organization_id,
    finalInvoiceId: campaign.final_invoice_id,
    prepaidBalanceRappen: await balanceOf(trx, accounts.prepaid(campaignId), true),
    creditRappen: -(await balanceOf(trx, accounts.credit(campaign.organization_id), true)),
  });
  if (plan) await bookAndPublish(deps.kit, trx, plan);
}

/** One order event's money: placed (once), done, canceled; also what the demo's history books. */
export async function applyOrderEvent(
  deps: BillingDeps,
  trx: Knex.Transaction,
  type: 'order.placed' | 'order.done' | 'order.canceled',
  o: OrderEventFacts,
): Promise<void> {
  const at = new Date(o.at);
  let order = await findOrder(trx, o.orderId, true);
  if (!order) {
    // A done or canceled event before its placed one (streams deliver in order; this is a replay's safety).
    const [settings, vatRate] = await Promise.all([deps.identity.settingValues(), deps.vat.rateOn(dateInZurich(at))]);
    const terms = {
      orderId: o.orderId,
      campaignId: o.campaignId,
      sellerOrganizationId: o.sellerOrganizationId,
      priceRappen: o.priceRappen,
      shippingRappen: o.shippingRappen,
      feeSellerPercent: paymentTerms(settings).feeSellerPercent,
      vatRateBasisPoints: vatRate,
    };
    const placed = await book(trx, planOrderPlaced(`order:${o.orderId}:placed`, terms), deps.kit);
    const a = orderAmounts(terms);
    await insertOrder(trx, {
      id: o.orderId,
      number: o.number,
      campaign_id: o.campaignId,
      seller_organization_id: o.sellerOrganizationId,
      giver_organization_id: o.giverOrganizationId,
      product_name: o.productName.de,
      status: 'placed',
      placed_transaction_id: placed.id,
      placed_at: at,
      spentRappen: a.spentRappen,
      feeRappen: a.feeRappen,
      earningRappen: a.earningRappen,
    });
    await settleLate(deps, trx, o.campaignId, `order:${o.orderId}:placed:late`);
    order = await findOrder(trx, o.orderId, true);
  }
  if (!order || order.status !== 'placed') return;
  if (type === 'order.done') {
    await book(
      trx,
      planOrderDone(`order:${o.orderId}:done`, order.seller_organization_id, Number(order.earning_rappen)),
      deps.kit,
    );
    await setOrderStatus(trx, order.id, 'done', at);
  } else if (type === 'order.canceled') {
    const placed = {
      id: order.placed_transaction_id,
      postings: await postingsOf(trx, order.placed_transaction_id),
    };
    await book(trx, planOrderCanceled(`order:${o.orderId}:canceled`, placed), deps.kit);
    await setOrderStatus(trx, order.id, 'canceled', at);
    await settleLate(deps, trx, o.campaignId, `order:${o.orderId}:canceled:late`);
  }
}
