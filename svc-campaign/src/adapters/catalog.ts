import { productFactsRoute, type ProductFacts } from '@cadeau/contracts';
import { createInternalClient, type InternalTransport } from '@cadeau/service-kit';

/** svc-catalog as a campaign needs it: the facts of the products it holds (ADR 0008: a signed internal call). */
export interface CatalogAdapter {
  /**
   * The facts of the named products by id; an id missing from the answer is unknown to the catalog (or deleted).
   * A catalog that cannot be reached is 503 `error.serviceUnavailable`.
   */
  productFacts(productIds: readonly string[]): Promise<Map<string, ProductFacts>>;
}

export interface CatalogAdapterOptions {
  baseUrl: string;
  secret: string;
  /** One attempt's longest wait (default 2 s). */
  timeoutMs?: number;
  transport?: InternalTransport;
}

export function catalogAdapter(opts: CatalogAdapterOptions): CatalogAdapter {
  const client = createInternalClient({
    caller: 'svc-campaign',
    service: 'catalog',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 2000,
    transport: opts.transport,
  });
  return {
    async productFacts(productIds) {
      const out = new Map<string, ProductFacts>();
      if (!productIds.length) return out;
      const answer = await client.call(productFactsRoute, { body: { productIds: [...new Set(productIds)] } });
      for (const p of answer.products) out.set(p.id, p);
      return out;
    },
  };
}
