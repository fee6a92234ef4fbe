import { changeOrderStatus } from '../db/orders';
import { assertMayChange, assertReadable, readerOf } from '../domain/order-access';
import { planStatusChange } from '../domain/order-status';
import type { CatalogDeps } from './deps';
import { orderAnswer } from './order-answer';
import { actorOf } from './product-answer';
import type { Handler } from './routes';

/**
 * POST /order/{orderId}/status: the seller's admins and managers (and platform administrators) move an order
 * along its guarded transitions; a digital gift is shipped with what the recipient receives, mailed to them.
 * Someone else's order is 404, a giver's or a reading member's change 403, a refused transition 409.
 */
export const handleChangeOrderStatus =
  ({ kit }: CatalogDeps): Handler<'POST /order/{orderId}/status'> =>
  async (ctx, { params, body, user }) => {
    const row = await changeOrderStatus(
      kit,
      params.orderId,
      (order) => {
        const reader = assertReadable(user!, order);
        assertMayChange(user!, reader);
        return planStatusChange(order!, body);
      },
      actorOf(ctx, user!),
    );
    return orderAnswer(row, readerOf(user!, row)!, user!);
  };
