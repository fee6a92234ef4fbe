import { orderStatuses, type OrderStatus } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';
import { ZodError } from 'zod';
import { initialStatusOf, nextStatusesOf, planStatusChange } from './order-status';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError) return { status: err.status, message: err.message };
    if (err instanceof ZodError) return { status: 400, issues: err.issues.map((i) => [i.path.join('.'), i.message]) };
    throw err;
  }
  throw new Error('not refused');
};

describe('the status of an order', () => {
  it('moves placed → shipped → done and placed → canceled, nothing else', () => {
    const allowed = Object.fromEntries(orderStatuses.map((s) => [s, nextStatusesOf(s)]));
    expect(allowed).toEqual({ placed: ['shipped', 'canceled'], shipped: ['done'], done: [], canceled: [] });
  });

  it('starts placed, and done for a donation (ADR 0020)', () => {
    expect(initialStatusOf('physical')).toBe('placed');
    expect(initialStatusOf('digital')).toBe('placed');
    expect(initialStatusOf('donation')).toBe('done');
  });

  it.each([
    ['shipped', 'canceled'],
    ['placed', 'done'],
    ['done', 'canceled'],
    ['canceled', 'shipped'],
    ['done', 'shipped'],
  ] as [OrderStatus, 'shipped' | 'done' | 'canceled'][])('refuses %s → %s with 409 invalidStatus', (from, to) => {
    expect(refusal(() => planStatusChange({ status: from, type: 'physical' }, { status: to }))).toEqual({
      status: 409,
      message: 'error.order.invalidStatus',
    });
  });

  it('ships a digital order only with what the recipient receives', () => {
    expect(refusal(() => planStatusChange({ status: 'placed', type: 'digital' }, { status: 'shipped' }))).toEqual({
      status: 400,
      issues: [['fulfilment', 'error.order.fulfilmentRequired']],
    });
    expect(
      planStatusChange({ status: 'placed', type: 'digital' }, { status: 'shipped', fulfilment: 'CODE-123' }),
    ).toEqual({ status: 'shipped', fulfilment: 'CODE-123', reason: null, carrier: null, trackingNumber: null });
  });

  it('refuses a fulfilment for an order that is not digital, before anything else', () => {
    for (const type of ['physical', 'donation'] as const)
      expect(refusal(() => planStatusChange({ status: 'done', type }, { status: 'shipped', fulfilment: 'x' }))).toEqual(
        { status: 400, issues: [['fulfilment', 'error.order.fulfilmentDigitalOnly']] },
      );
  });

  it('keeps a reason only with a cancellation and a fulfilment only with a shipment', () => {
    expect(planStatusChange({ status: 'placed', type: 'physical' }, { status: 'canceled', reason: 'Address' })).toEqual(
      { status: 'canceled', fulfilment: null, reason: 'Address', carrier: null, trackingNumber: null },
    );
    expect(planStatusChange({ status: 'placed', type: 'physical' }, { status: 'shipped', reason: 'x' })).toEqual({
      status: 'shipped',
      fulfilment: null,
      reason: null,
      carrier: null,
      trackingNumber: null,
    });
    expect(planStatusChange({ status: 'shipped', type: 'digital' }, { status: 'done', fulfilment: 'again' })).toEqual({
      status: 'done',
      fulfilment: null,
      reason: null,
      carrier: null,
      trackingNumber: null,
    });
  });

  it('keeps a carrier and tracking number only with the shipment of a physical order (issue 23)', () => {
    expect(
      planStatusChange(
        { status: 'placed', type: 'physical' },
        { status: 'shipped', carrier: 'swissPost', trackingNumber: '99.00.123456.12345678' },
      ),
    ).toEqual({
      status: 'shipped',
      fulfilment: null,
      reason: null,
      carrier: 'swissPost',
      trackingNumber: '99.00.123456.12345678',
    });
    expect(
      refusal(() =>
        planStatusChange({ status: 'placed', type: 'digital' }, { status: 'shipped', fulfilment: 'x', carrier: 'dhl' }),
      ),
    ).toEqual({ status: 400, issues: [['carrier', 'error.order.trackingPhysicalOnly']] });
    expect(
      refusal(() =>
        planStatusChange({ status: 'shipped', type: 'physical' }, { status: 'done', trackingNumber: 'RR1' }),
      ),
    ).toEqual({ status: 400, issues: [['trackingNumber', 'error.order.trackingPhysicalOnly']] });
  });
});
