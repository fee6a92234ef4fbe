import { releaseAvailabilityRoute, reserveAvailabilityRoute, weekAvailabilityRoute } from '@cadeau/contracts';
import { createInternalClient, type InternalTransport } from '@cadeau/service-kit';

/**
 * svc-catalog's weekly availability as the order saga uses it (ADR 0021): reserve one unit of a product's ISO
 * week under the saga's key, release it again when the voucher stayed unused. Both are idempotent in svc-catalog
 * (the key is stored), so a retry after a lost answer reserves or releases nothing twice.
 */
export interface CatalogReservations {
  /**
   * Reserves the key's unit (or finds it reserved by an earlier call with the key): true while it is held, false
   * when the key's reservation was released since (a released key never reserves again). 409
   * `error.product.soldOut` or `error.product.unavailable` from svc-catalog.
   */
  reserve(productId: string, week: string, key: string): Promise<boolean>;
  /** Releases the key's unit; an unknown key (nothing was reserved) is not an error here. */
  release(productId: string, week: string, key: string): Promise<void>;
  /** The products of `productIds` whose `week` is fully reserved. */
  soldOut(productIds: readonly string[], week: string): Promise<Set<string>>;
}

export interface CatalogReservationsOptions {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
  transport?: InternalTransport;
}

export function catalogReservations(opts: CatalogReservationsOptions): CatalogReservations {
  const client = createInternalClient({
    caller: 'svc-campaign',
    service: 'catalog',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 5000,
    transport: opts.transport,
  });
  return {
    async reserve(productId, week, key) {
      const reservation = await client.call(reserveAvailabilityRoute, {
        body: { productId, week },
        idempotencyKey: key,
      });
      return reservation.status === 'reserved';
    },
    async release(productId, week, key) {
      try {
        await client.call(releaseAvailabilityRoute, { body: { productId, week }, idempotencyKey: key });
      } catch (err) {
        // Nothing reserved under the key (the reservation never arrived): there is nothing to give back.
        if ((err as { status?: number }).status === 404) return;
        throw err;
      }
    },
    async soldOut(productIds, week) {
      if (!productIds.length) return new Set();
      const answer = await client.call(weekAvailabilityRoute, { body: { productIds: [...productIds], week } });
      return new Set(answer.products.filter((p) => p.reserved >= p.capacity).map((p) => p.productId));
    },
  };
}
