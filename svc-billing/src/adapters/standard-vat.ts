import { standardVatRatesRoute, type VatRate } from '@cadeau/contracts';
import { rateInForce } from '@cadeau/contracts/vat';
import { createInternalClient, errors } from '@cadeau/service-kit';

/**
 * The standard VAT rate in force on a day (the catalog's default category, issue 19), asked of svc-catalog and
 * kept until `vatChanged` (the `vatCategory.updated` event) or a minute has passed. Without an answer and no
 * rate known, issuing waits (503): an invoice with a guessed rate would be wrong for good.
 */
export interface StandardVat {
  rateOn(date: string): Promise<number>;
  vatChanged(): void;
}

export function standardVat(opts: { baseUrl: string; secret: string; ttlMs?: number }): StandardVat {
  const client = createInternalClient({
    caller: 'svc-billing',
    service: 'catalog',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: 2000,
    retries: 1,
  });
  const ttlMs = opts.ttlMs ?? 60_000;
  let known: { rates: VatRate[]; until: number } | null = null;
  return {
    async rateOn(date) {
      if (!known || Date.now() > known.until) {
        try {
          known = { rates: (await client.call(standardVatRatesRoute)).rates, until: Date.now() + ttlMs };
        } catch (err) {
          if (!known) throw Object.assign(errors.serviceUnavailable(), { cause: err });
        }
      }
      const rate = rateInForce(known!.rates, date);
      if (!rate) throw errors.serviceUnavailable();
      return rate.rateBasisPoints;
    },
    vatChanged() {
      known = null;
    },
  };
}
