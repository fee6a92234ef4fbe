import { parseVoucherReservationKey, voucherConsumptionBody, voucherReservationKey } from './campaign-redemption';

const VOUCHER = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PRODUCT = '9a8b7c6d-5e4f-4321-8fed-cba987654321';

describe('voucher reservation keys (ADR 0021)', () => {
  it('name the voucher, product, week and attempt round, and read back the same', () => {
    expect(voucherReservationKey(VOUCHER, PRODUCT, '2026-W48')).toBe(`voucher:${VOUCHER}:${PRODUCT}:2026-W48`);
    for (const round of [0, 1, 7, 123]) {
      expect(parseVoucherReservationKey(voucherReservationKey(VOUCHER, PRODUCT, '2026-W48', round))).toEqual({
        voucherId: VOUCHER,
        productId: PRODUCT,
        week: '2026-W48',
        round,
      });
    }
  });

  it('leave keys of other shapes to their callers', () => {
    for (const key of [
      `order:${VOUCHER}`,
      `voucher:${VOUCHER}:${PRODUCT}`,
      `voucher:${VOUCHER}:${PRODUCT}:2026-48`,
      `voucher:${VOUCHER}:${PRODUCT}:2026-W48:0`,
      `voucher:${VOUCHER}:${PRODUCT}:2026-W48:x`,
      `voucher:${VOUCHER}:${PRODUCT}:2026-W48:1:2`,
    ]) {
      expect(parseVoucherReservationKey(key)).toBeNull();
    }
  });
});

describe('the sweeper question', () => {
  it('takes the keys it is about to release, optionally', () => {
    expect(voucherConsumptionBody.safeParse({ voucherIds: [VOUCHER] }).success).toBe(true);
    const key = voucherReservationKey(VOUCHER, PRODUCT, '2026-W48');
    expect(voucherConsumptionBody.parse({ voucherIds: [VOUCHER], releasing: [key] }).releasing).toEqual([key]);
    expect(voucherConsumptionBody.safeParse({ voucherIds: [VOUCHER], releasing: ['x'.repeat(201)] }).success).toBe(
      false,
    );
  });
});
