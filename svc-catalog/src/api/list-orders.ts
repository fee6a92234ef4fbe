import { orderPage } from '../db/orders';
import { listScopeOf, readerOf } from '../domain/order-access';
import type { CatalogDeps } from './deps';
import { orderAnswer } from './order-answer';
import type { Handler } from './routes';

/**
 * GET /order: the orders of the current organisation (as seller and as giver, by its features) or, for platform
 * administrators with `scope=all`, every order; each as its reader may see it (a giver without the address).
 */
export const handleListOrders =
  ({ kit }: CatalogDeps): Handler<'GET /order'> =>
  async (_ctx, { query, user }) => {
    const page = await orderPage(kit.db, listScopeOf(user!, query), query);
    return {
      ...page,
      // Every row of the page passed the list's filter, so each has a reader.
      items: page.items.map((row) => orderAnswer(row, readerOf(user!, row)!, user!)),
    };
  };
