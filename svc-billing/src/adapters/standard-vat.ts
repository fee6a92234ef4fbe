import { errors } from '@cadeau/service-kit';
import { standardVat as kitStandardVat } from '@cadeau/service-kit/standard-vat';

/**
 * The standard VAT rate in force on a day (the catalog's default category, issue 19), through the kit's adapter.
 * Without a rate, issuing waits (503: the consumer retries the event): an invoice with a guessed rate would be wrong
 * for good.
 */
export interface StandardVat {
  rateOn(date: string): Promise<number>;
  vatChanged(): void;
}

export function standardVat(opts: { baseUrl: string; secret: string }): StandardVat {
  const rates = kitStandardVat({
    caller: 'svc-billing',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    retryAfterMs: 2000,
  });
  return {
    async rateOn(date) {
      const rate = await rates.rateOn(date);
      if (rate === null) throw errors.serviceUnavailable();
      return rate;
    },
    vatChanged: () => rates.vatChanged(),
  };
}
