import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { orderNumberById } from '../db/orders';
import { orderQrPng } from '../domain/order-qr';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /order/{orderId}/qr.png (public): the PNG of the order number's QR code. The order id is an unguessable
 * uuid known to the recipient (confirmation page and mail) and the order's parties; the image holds only the
 * number. An unknown id is 404. The number never changes, so the image may be cached for a long time.
 */
export const handleGetOrderQr =
  ({ kit }: CatalogDeps): Handler<'GET /order/{orderId}/qr.png'> =>
  async (ctx, { params }) => {
    const number = await orderNumberById(kit.db, params.orderId);
    if (!number) throw errors.notFound(ErrorKeys.order.notFound);
    ctx.type = 'image/png';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = await orderQrPng(number);
    return undefined;
  };
