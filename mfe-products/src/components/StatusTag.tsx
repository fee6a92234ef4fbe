import type { ProductStatus } from '@cadeau/contracts';
import { StatusTag } from '@cadeau/ui/cockpit';

// The statuses a seller acts on stand out; the ones behind them (draft, finished, replaced, deleted) stay grey.
const colors: Partial<Record<ProductStatus, string>> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  paused: 'blue',
  blocked: 'volcano',
};

/** A product's status as the kit's status tag, with its word from `products.status.*`. */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  return <StatusTag status={status} colors={colors} textKey="products.status" testId="product-status" />;
}
