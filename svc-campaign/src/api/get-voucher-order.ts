import { ErrorKeys, orderQrPath } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { platformOrderStatus } from '../db/voucher-redemption';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';
import { lookupVoucher } from './voucher-lookup';

/**
 * GET /voucher/{code}/order, public (issue 23): the order a used code made, for the recipient who enters it again
 * (its number, gift, status and QR image, never the address). The code goes through the failed-lookup gate as every
 * public voucher route does (`lookupVoucher`), so this finds no code the lookup would not; an unused code has no
 * order (404 `error.order.notFound`). The status is the platform's view of svc-catalog's order events, `placed`
 * until the first arrives. Personal: `Cache-Control: no-store`.
 */
export const handleGetVoucherOrder =
  (deps: CampaignDeps): Handler<'GET /voucher/{code}/order'> =>
  async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    const voucher = await lookupVoucher(deps, ctx, params.code);
    if (voucher.status !== 'used' || !voucher.order_id || !voucher.order_number || !voucher.order_product_id)
      throw errors.notFound(ErrorKeys.order.notFound);
    const productId = voucher.order_product_id;
    const [facts, status] = await Promise.all([
      deps.offerFacts([productId]).then((all) => all.get(productId)),
      platformOrderStatus(deps.kit.db, voucher.order_id),
    ]);
    return {
      orderNumber: voucher.order_number,
      productName: facts?.name ?? { de: '', en: '' },
      type: facts?.type ?? 'physical',
      status: status ?? 'placed',
      qrPath: orderQrPath(voucher.order_id),
    };
  };
