import type { Camt054Transaction } from './camt054';
import type { Camt054WriteInput } from './camt054-writer';
import { dateInZurich } from './zurich-dates';

/**
 * The demo's history (issue 19: "a finished one its final billing and credit, the demo seller earnings"): a
 * campaign of the demo giver that ran last month with six orders of the demo seller's, one cancelled. It lives
 * only in billing's books (the other services' demo data starts today); fixed ids keep a second run a replay.
 */
export const DEMO_HISTORY_CAMPAIGN_ID = '5eedb111-0b1e-4c11-9a00-000000000001';

const ORDERS = [
  { price: 3_900, shipping: 700, name: 'Bienenwachskerze', type: 'physical', ending: 'canceled' },
  { price: 4_500, shipping: 700, name: 'Alpenkräuter-Tee', type: 'physical', ending: 'done' },
  { price: 2_500, shipping: 0, name: 'Kino-Gutschein', type: 'digital', ending: 'done' },
  { price: 5_000, shipping: 0, name: 'Spende Bergwaldprojekt', type: 'donation', ending: 'done' },
  { price: 3_900, shipping: 700, name: 'Bienenwachskerze', type: 'physical', ending: 'done' },
  { price: 4_500, shipping: 700, name: 'Alpenkräuter-Tee', type: 'physical', ending: 'done' },
] as const;

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

export function demoHistory(giverId: string, sellerId: string, now: Date) {
  const today = dateInZurich(now);
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  const month = first.toISOString().slice(0, 7);
  const campaign = {
    campaignId: DEMO_HISTORY_CAMPAIGN_ID,
    organizationId: giverId,
    name: 'Sommeraktion 2026',
    status: 'pending',
    budgetRappen: 300_000,
  };
  const orderEvents = ORDERS.flatMap((o, i) => {
    const placedAt = at(`${month}-${String(5 + 3 * i).padStart(2, '0')}`, 9);
    const order = {
      orderId: `5eedb111-0b1e-4c11-9a00-0000000001${String(i).padStart(2, '0')}`,
      number: `2${month.slice(2, 4)}${month.slice(5, 7)}-DEMO-${i + 1}`,
      productId: `5eedb111-0b1e-4c11-9a00-0000000002${String(i).padStart(2, '0')}`,
      productVersion: 1,
      productName: { de: o.name, en: o.name },
      type: o.type,
      priceRappen: o.price,
      shippingRappen: o.shipping,
      sellerOrganizationId: sellerId,
      giverOrganizationId: giverId,
      campaignId: DEMO_HISTORY_CAMPAIGN_ID,
      voucherId: `5eedb111-0b1e-4c11-9a00-0000000003${String(i).padStart(2, '0')}`,
      week: `${month}`,
      status: 'placed' as string,
      at: placedAt.toISOString(),
      byUserId: null,
    };
    const endedAt = new Date(placedAt.getTime() + 2 * 86_400_000).toISOString();
    return [
      { type: 'order.placed' as const, order },
      o.ending === 'done'
        ? { type: 'order.done' as const, order: { ...order, status: 'done', at: endedAt } }
        : { type: 'order.canceled' as const, order: { ...order, status: 'canceled', at: endedAt, reason: null } },
    ];
  });
  return {
    campaign,
    releasedAt: at(`${month}-01`, 8),
    finishedAt: at(`${month}-28`, 20),
    orderEvents,
  };
}

/** A bank notification paying the open amount of each deposit, by its QR reference (the demo's bank). */
export function demoPaymentFile(
  deposits: { number: string; reference: string | null; openRappen: number }[],
  prefix: string,
  account = 'CH4431999123000889012',
): { transactions: Camt054Transaction[]; file: Camt054WriteInput } {
  const payable = deposits.filter((d) => d.reference && d.openRappen > 0);
  const today = new Date().toISOString().slice(0, 10);
  const payments = payable.map((d) => ({
    bankReference: `${prefix}-${d.number}`,
    amountRappen: d.openRappen,
    reference: d.reference!,
    referenceType: (d.reference!.startsWith('RF') ? 'SCOR' : 'QRR') as 'QRR' | 'SCOR',
    debtorName: 'Demo Giver AG',
  }));
  return {
    transactions: payments.map((p) => ({ ...p, currency: 'CHF', credit: true, reversal: false, bookingDate: today })),
    file: {
      messageId: `${prefix}-${today}`.slice(0, 35),
      account,
      createdAt: `${today}T08:00:00`,
      entries: payments.length
        ? [{ bankReference: `${prefix}-ENTRY`, bookingDate: today, transactions: payments }]
        : [],
    },
  };
}
