import { consumptionOf } from '../db/voucher-redemption';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/vouchers/consumption (svc-catalog's reservation sweeper): how each voucher was used, with the
 * reservation key its order holds. A reservation whose voucher is unused, unknown, or used under another key
 * belongs to no order.
 */
export const handleVoucherConsumption =
  ({ kit }: CampaignDeps): Handler<'POST /internal/vouchers/consumption'> =>
  async (_ctx, { body }) => {
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
