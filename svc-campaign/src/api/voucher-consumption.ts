import { parseVoucherReservationKey } from '@cadeau/contracts';
import { consumptionOf, fenceRounds } from '../db/voucher-redemption';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/vouchers/consumption (svc-catalog's reservation sweeper): how each voucher was used, with the
 * reservation key its order holds. A reservation whose voucher is unused, unknown, or used under another key
 * belongs to no order. The keys the sweeper is about to release (`releasing`) are fenced first: an unused voucher
 * still in such a key's round moves to the next round, so a request of that round told "reserved" before the
 * release (a retry more than ten minutes late) can no longer consume with the unit the sweeper frees (ADR 0021).
 */
export const handleVoucherConsumption =
  ({ kit }: CampaignDeps): Handler<'POST /internal/vouchers/consumption'> =>
  async (_ctx, { body }) => {
    const asked = new Set(body.voucherIds);
    const fences = (body.releasing ?? []).flatMap((key) => {
      const parsed = parseVoucherReservationKey(key);
      return parsed && asked.has(parsed.voucherId) ? [{ voucherId: parsed.voucherId, round: parsed.round }] : [];
    });
    await fenceRounds(kit.db, fences);
    const rows = new Map((await consumptionOf(kit.db, body.voucherIds)).map((r) => [r.id, r]));
    return {
      vouchers: body.voucherIds.map((voucherId) => {
        const row = rows.get(voucherId);
        return {
          voucherId,
          status: row?.status ?? ('unknown' as const),
          productId: row?.order_product_id ?? null,
          week: row?.order_week ?? null,
          reservationKey: row?.order_reservation_key ?? null,
        };
      }),
    };
  };
