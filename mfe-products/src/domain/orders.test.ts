import { anOrder, aGiver, aSeller, anAdmin, CAMPAIGN_ID, GIVER_ORG_ID, ORG_ID, PRODUCT_ID } from '../test/render';
import {
  expectedBy,
  historyOf,
  linkedFilterName,
  linkedId,
  needsFulfilment,
  orderActionsOf,
  orderViewerOf,
} from './orders';

describe('orders, as the screens read them', () => {
  it('knows a seller, a giver and a platform administrator by the current organisation and the roles', () => {
    expect(orderViewerOf(aSeller())).toEqual({ platformAdmin: false, seller: true, giver: false });
    expect(orderViewerOf(aGiver())).toEqual({ platformAdmin: false, seller: false, giver: true });
    expect(orderViewerOf(anAdmin())).toEqual({ platformAdmin: true, seller: false, giver: false });
    expect(orderViewerOf(null)).toEqual({ platformAdmin: false, seller: false, giver: false });
  });

  it('offers the statuses the server allows, in a fixed order, and none for a giver or a final order', () => {
    expect(orderActionsOf(anOrder({ nextStatuses: ['canceled', 'shipped'] }))).toEqual(['shipped', 'canceled']);
    expect(orderActionsOf(anOrder({ nextStatuses: ['done'] }))).toEqual(['done']);
    expect(orderActionsOf(anOrder({ nextStatuses: [] }))).toEqual([]);
    // `placed` is where an order starts, never a button.
    expect(orderActionsOf(anOrder({ nextStatuses: ['placed'] }))).toEqual([]);
  });

  it('asks what the recipient receives only when a digital order ships', () => {
    expect(needsFulfilment(anOrder({ type: 'digital' }), 'shipped')).toBe(true);
    expect(needsFulfilment(anOrder({ type: 'digital' }), 'done')).toBe(false);
    expect(needsFulfilment(anOrder({ type: 'physical' }), 'shipped')).toBe(false);
    expect(needsFulfilment(anOrder({ type: 'donation' }), 'shipped')).toBe(false);
  });

  it('lists the statuses an order went through, oldest first', () => {
    expect(historyOf(anOrder())).toEqual([{ status: 'placed', at: '2026-11-24T09:30:00.000Z' }]);
    const done = anOrder({
      status: 'done',
      shippedAt: '2026-11-25T08:00:00.000Z',
      doneAt: '2026-11-27T16:00:00.000Z',
    });
    expect(historyOf(done).map((s) => s.status)).toEqual(['placed', 'shipped', 'done']);
    const canceled = anOrder({ status: 'canceled', canceledAt: '2026-11-24T10:00:00.000Z' });
    expect(historyOf(canceled).map((s) => s.status)).toEqual(['placed', 'canceled']);
    // A donation is placed and done in one moment: placed still comes first.
    const donation = anOrder({ type: 'donation', status: 'done', doneAt: '2026-11-24T09:30:00.000Z' });
    expect(historyOf(donation).map((s) => s.status)).toEqual(['placed', 'done']);
  });

  it('expects a physical gift its delivery days after the order, and nothing for other kinds or a canceled one', () => {
    const due = expectedBy(anOrder({ placedAt: '2026-11-24T09:30:00.000Z', deliveryDays: 3 }));
    expect(due?.toISOString()).toBe('2026-11-27T09:30:00.000Z');
    expect(expectedBy(anOrder({ type: 'digital' }))).toBeNull();
    expect(expectedBy(anOrder({ type: 'donation', deliveryDays: 0 }))).toBeNull();
    expect(expectedBy(anOrder({ status: 'canceled' }))).toBeNull();
  });

  it('takes a linked filter only as an id, and names it from an order of the answer', () => {
    expect(linkedId(CAMPAIGN_ID.toUpperCase())).toBe(CAMPAIGN_ID);
    expect(linkedId('1 OR 1=1')).toBeUndefined();
    expect(linkedId(null)).toBeUndefined();
    const orders = [anOrder()];
    expect(linkedFilterName('campaignId', CAMPAIGN_ID, orders, 'en')).toBe('Summer thanks');
    expect(linkedFilterName('productId', PRODUCT_ID, orders, 'de')).toBe('Kaffeebohnen');
    expect(linkedFilterName('organizationId', ORG_ID, orders, 'en')).toBe('Seller AG');
    expect(linkedFilterName('organizationId', GIVER_ORG_ID, orders, 'en')).toBe('Giver AG');
    expect(linkedFilterName('campaignId', PRODUCT_ID, orders, 'en')).toBeNull();
    expect(linkedFilterName('campaignId', CAMPAIGN_ID, [], 'en')).toBeNull();
  });
});
