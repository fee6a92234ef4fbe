import type { ProductDetail } from '@cadeau/contracts';
import { releasedProductStatuses } from '@cadeau/contracts/values';

/**
 * The newest released version before this one in its group (approved once: `releasedProductStatuses`), whose
 * weekly availability this one cannot go below.
 */
export function releasedPredecessor(product: Pick<ProductDetail, 'version' | 'versions'>): string | null {
  const before = product.versions
    .filter((v) => v.version < product.version && releasedProductStatuses.includes(v.status))
    .sort((a, b) => b.version - a.version);
  return before[0]?.id ?? null;
}
