import type { Kit } from '@cadeau/service-kit';
import type { IdentityAdapter } from '@cadeau/service-kit/identity';
import type { CatalogAdapter } from '../adapters/catalog';
import type { CatalogReservations } from '../adapters/catalog-reservations';
import type { StandardVat } from '@cadeau/service-kit/standard-vat';
import type { VoucherLookupLimits } from '../db/voucher-lookup-limits';
import type { VoucherKeys } from '../domain/code-crypto';

/** What the handlers share, built once in app.ts. */
export interface CampaignDeps {
  kit: Kit<'campaign'>;
  production: boolean;
  identity: IdentityAdapter;
  /** svc-catalog's product facts (status, type, prices) for the campaign's rules. */
  catalog: CatalogAdapter;
  /** The time the rules judge by (today in Zurich); tests inject a clock. */
  now: () => Date;
  /** Where uploads arrive while they are read (CSV files of recipients). */
  incomingDir: string;
  catalogUrl: string;
  mailUrl: string;
  secret: string;
  /** The service's database, for the connections a CSV import and export hold of their own (COPY). */
  databaseUrl: string;
  /** Keys of the gift codes' HMAC and AES-GCM columns (issue 12; config.ts, domain/code-crypto.ts). */
  voucherKeys: VoucherKeys;
  /** Where people reach the platform (PUBLIC_URL): the redemption links of the codes CSV. */
  publicUrl: string;
  /** svc-catalog's product facts for the redemption, kept a few seconds (adapters/product-facts-cache.ts). */
  offerFacts: CatalogAdapter['productFacts'];
  /** svc-catalog's weekly availability for the order saga: reserve, release, sold-out weeks (issue 12, R). */
  reservations: CatalogReservations;
  /** The failed gift-code lookup budgets, per client address and global (issue 12, R). */
  lookupLimits: VoucherLookupLimits;
  /** svc-catalog's standard VAT rate, for the deposit preview of the detail (issue 19). */
  standardVat: StandardVat;
}
