import type { ProductDetail, ProductStatus } from '@cadeau/contracts';

/** Statuses of a version that was released (approved once): its weekly availability is the floor of the next. */
const released: readonly ProductStatus[] = ['approved', 'paused', 'replaced', 'finished'];

/** The newest released version before this one in its group, whose weekly availability this one cannot go below. */
export function releasedPredecessor(product: Pick<ProductDetail, 'version' | 'versions'>): string | null {
  const before = product.versions
    .filter((v) => v.version < product.version && released.includes(v.status))
    .sort((a, b) => b.version - a.version);
  return before[0]?.id ?? null;
}
