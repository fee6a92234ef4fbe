import { orderById } from '../db/orders';
import { assertReadable } from '../domain/order-access';
import type { CatalogDeps } from './deps';
import { orderAnswer } from './order-answer';
import type { Handler } from './routes';

/** GET /order/{orderId}: one order its seller, its campaign's giver or a platform administrator reads (else 404). */
export const handleGetOrder =
  ({ kit }: CatalogDeps): Handler<'GET /order/{orderId}'> =>
  async (_ctx, { params, user }) => {
    const row = await orderById(kit.db, params.orderId);
    const reader = assertReadable(user!, row);
    return orderAnswer(row!, reader, user!);
  };
