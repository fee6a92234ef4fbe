import type { OrderStatus } from '@cadeau/contracts';
import { StatusTag } from '@cadeau/ui/cockpit';

// Placed is what a seller acts on; shipped is under way; done is settled; canceled stands out as the exception.
const colors: Partial<Record<OrderStatus, string>> = {
  placed: 'gold',
  shipped: 'blue',
  done: 'green',
  canceled: 'red',
};

/** An order's status as the kit's status tag, with its word from `orders.status.*`. */
export function OrderStatusTag({ status, testId = 'order-status' }: { status: OrderStatus; testId?: string }) {
  return <StatusTag status={status} colors={colors} textKey="orders.status" testId={testId} />;
}
