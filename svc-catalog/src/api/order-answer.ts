import type { Order, UserContext } from '@cadeau/contracts';
import type { OrderListRow } from '../domain/order';
import { toOrder } from '../domain/order';
import { nextStatusesFor, type OrderReader } from '../domain/order-access';

/** An order as `user` reads it (the reader the access rules found): parties, address and next statuses. */
export const orderAnswer = (row: OrderListRow, reader: OrderReader, user: UserContext): Order =>
  toOrder(row, reader, nextStatusesFor(user, reader, row.status));
