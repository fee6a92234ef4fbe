import { standardVatRatesRoute, type VatRate } from '@cadeau/contracts';
import { rateInForce } from '@cadeau/contracts/vat';
import { createInternalClient, type InternalTransport } from './internal-client';

/**
 * The standard VAT rate (svc-catalog's default category, issue 19): svc-campaign's deposit preview and svc-billing's
 * invoices read svc-catalog's dated rates (`GET /internal/vat/standard`) through it, kept for
 * `ttlMs` and dropped by `vatChanged` (the `vatCategory.updated` event). A catalog that cannot be asked is asked
 * again after `retryAfterMs`, meanwhile the rates known are used; with none known the rate is null: no
 * guessed rate. Concurrent questions share one call. `@cadeau/service-kit/standard-vat`.
 */
export interface StandardVat {
  /** The rate in basis points in force on `date` (`YYYY-MM-DD`), or null when svc-catalog has told none. */
  rateOn(date: string): Promise<number | null>;
  vatChanged(): void;
}

export interface StandardVatOptions {
  /** The calling service, as it signs its internal calls (`svc-campaign`, `svc-billing`). */
  caller: string;
  baseUrl: string;
  secret: string;
  /** How long the rates are kept (default a minute). */
  ttlMs?: number;
  /** After a failed question, how long before the next one (default 10 s). */
  retryAfterMs?: number;
  now?: () => number;
  transport?: InternalTransport;
}

export function standardVat(opts: StandardVatOptions): StandardVat {
  const client = createInternalClient({
    caller: opts.caller,
    service: 'catalog',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: 2000,
    // A detail waits for no retries: the next one asks again after retryAfterMs.
    retries: 0,
    transport: opts.transport,
  });
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlMs ?? 60_000;
  const retryAfterMs = opts.retryAfterMs ?? 10_000;
  let rates: readonly VatRate[] = [];
  let askAfter = 0;
  let asking: Promise<void> | null = null;

  const ask = async () => {
    try {
      rates = (await client.call(standardVatRatesRoute)).rates;
      askAfter = now() + ttlMs;
    } catch {
      askAfter = now() + retryAfterMs;
    }
  };

  return {
    async rateOn(date) {
      if (now() >= askAfter) {
        asking ??= ask().finally(() => {
          asking = null;
        });
        await asking;
      }
      return rateInForce(rates, date)?.rateBasisPoints ?? null;
    },
    vatChanged() {
      askAfter = 0;
    },
  };
}
