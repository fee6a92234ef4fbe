import type { ProductFacts } from '@cadeau/contracts';
import type { CatalogAdapter } from './catalog';

/**
 * svc-catalog's product facts as the redemption reads them, kept a few seconds per product and shared by
 * concurrent requests: a crowd redeeming the same campaign (a mailing opened at 9:00, a double click, the race
 * harness's thousands of orders) asks the catalog once per product and interval instead of once per request.
 * Staleness is harmless here: what decides an order is the reservation, which svc-catalog refuses for a product
 * that was paused or blocked meanwhile (`error.product.unavailable`).
 */
/** Past this many products kept, the expired ones are dropped before the next question. */
const SWEEP_ABOVE = 1000;

export function cachedProductFacts(catalog: CatalogAdapter, ttlMs = 5000, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; facts: Promise<ProductFacts | undefined> }>();
  return async function productFacts(productIds: readonly string[]): Promise<Map<string, ProductFacts>> {
    const t = now();
    // Bounded by the platform's products, but a long-running replica forgets the expired ones now and then.
    if (cache.size > SWEEP_ABOVE) for (const [id, hit] of cache) if (t - hit.at > ttlMs) cache.delete(id);
    const missing = [...new Set(productIds)].filter((id) => {
      const hit = cache.get(id);
      return !hit || t - hit.at > ttlMs;
    });
    if (missing.length) {
      const asked = catalog.productFacts(missing);
      for (const id of missing) cache.set(id, { at: t, facts: asked.then((m) => m.get(id)) });
      // A failed question is not kept: the next request asks again.
      asked.catch(() => {
        for (const id of missing) if (cache.get(id)?.at === t) cache.delete(id);
      });
    }
    const out = new Map<string, ProductFacts>();
    for (const id of new Set(productIds)) {
      const facts = await cache.get(id)!.facts;
      if (facts) out.set(id, facts);
    }
    return out;
  };
}
