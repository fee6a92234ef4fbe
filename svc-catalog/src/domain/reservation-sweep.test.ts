import { randomUUID } from 'node:crypto';
import { parseVoucherKey, reservationsToRelease } from './reservation-sweep';

const voucher = randomUUID();
const product = randomUUID();
const other = randomUUID();
const key = (v = voucher, p = product, w = '2026-W48') => `voucher:${v}:${p}:${w}`;
const stale = (k = key()) => ({ key: k, productId: parseVoucherKey(k)?.productId ?? product, week: '2026-W48' });

describe('the reservation sweeper', () => {
  it("reads the saga's keys and nothing else", () => {
    expect(parseVoucherKey(key())).toEqual({ voucherId: voucher, productId: product, week: '2026-W48' });
    for (const k of ['voucher:abc', `order:${voucher}:${product}:2026-W48`, `${key()}:x`, 'campaign-test-key'])
      expect(parseVoucherKey(k)).toBeNull();
  });

  it('releases the unit of an unused or unknown voucher', () => {
    const r = stale();
    for (const status of ['unused', 'unknown'] as const)
      expect(reservationsToRelease([r], [{ voucherId: voucher, status, productId: null, week: null }])).toEqual([r]);
  });

  it('keeps the unit of a voucher used for this product and week: its order is on the way', () => {
    expect(
      reservationsToRelease([stale()], [{ voucherId: voucher, status: 'used', productId: product, week: '2026-W48' }]),
    ).toEqual([]);
  });

  it('releases when the voucher was used for another product or another week', () => {
    const r = stale();
    expect(
      reservationsToRelease([r], [{ voucherId: voucher, status: 'used', productId: other, week: '2026-W48' }]),
    ).toEqual([r]);
    expect(
      reservationsToRelease([r], [{ voucherId: voucher, status: 'used', productId: product, week: '2026-W49' }]),
    ).toEqual([r]);
  });

  it("reads a later attempt round's key, and releases every key but the one the order holds", () => {
    expect(parseVoucherKey(`${key()}:2`)).toEqual({ voucherId: voucher, productId: product, week: '2026-W48' });
    for (const k of [`${key()}:0`, `${key()}:-1`, `${key()}:2:3`]) expect(parseVoucherKey(k)).toBeNull();
    const [first, second, third] = [stale(), stale(`${key()}:1`), stale(`${key()}:2`)];
    const used = { voucherId: voucher, status: 'used' as const, productId: product, week: '2026-W48' };
    expect(reservationsToRelease([first, second, third], [{ ...used, reservationKey: second.key }])).toEqual([
      first,
      third,
    ]);
    // An answer without the key (svc-campaign before attempt rounds) keeps every key of that product and week.
    expect(reservationsToRelease([first, second], [used])).toEqual([]);
    expect(reservationsToRelease([second], [{ ...used, status: 'unused', reservationKey: null }])).toEqual([second]);
  });

  it('keeps what the answer does not mention and keys of another shape', () => {
    expect(reservationsToRelease([stale()], [])).toEqual([]);
    expect(
      reservationsToRelease(
        [{ key: 'voucher:broken', productId: product, week: '2026-W48' }],
        [{ voucherId: voucher, status: 'unused', productId: null, week: null }],
      ),
    ).toEqual([]);
  });
});
