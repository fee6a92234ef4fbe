import type { AddressInfo } from 'node:net';
import { productFactsRoute, standardVatRatesRoute, type ProductFacts, type VatRate } from '@cadeau/contracts';
import { createService, errors } from '@cadeau/service-kit';

/**
 * svc-catalog's internal product facts as svc-campaign calls them, at the network edge: a service-kit service on
 * loopback that verifies the signed internal call like the real one and answers from `products` (what the test
 * sets). `calls` counts the questions; `down` makes it answer 503 as a failing catalog would. It also answers the
 * standard VAT rates (issue 19, the deposit preview) from `vatRates`: 7.7 % from 2018, 8.1 % from 2024.
 */
export async function startCatalogStandIn(secret: string) {
  const state = {
    products: new Map<string, ProductFacts>(),
    calls: 0,
    down: false,
    vatRates: [
      { rateBasisPoints: 770, validFrom: '2018-01-01' },
      { rateBasisPoints: 810, validFrom: '2024-01-01' },
    ] as VatRate[],
  };
  const service = await createService({
    name: 'catalog-standin',
    service: 'catalog',
    secret,
    setup(kit) {
      kit.route(productFactsRoute, async (_ctx, { body }) => {
        state.calls++;
        if (state.down) throw errors.serviceUnavailable();
        return { products: body.productIds.flatMap((id) => state.products.get(id) ?? []) };
      });
      kit.route(standardVatRatesRoute, async () => {
        if (state.down) throw errors.serviceUnavailable();
        return { rates: state.vatRates };
      });
    },
  });
  const server = await service.listen(0, '127.0.0.1');
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => service.close(),
  });
}
export type CatalogStandIn = Awaited<ReturnType<typeof startCatalogStandIn>>;
