import type { Kit } from '@cadeau/service-kit';
import type { IdentityAdapter } from '@cadeau/service-kit/identity';
import type { StandardVat } from '../adapters/standard-vat';

/** What handlers and workers share, built once in app.ts. */
export interface BillingDeps {
  kit: Kit<'billing'>;
  production: boolean;
  /** svc-identity: the Payment settings, organisations' invoice addresses, IBANs, payment mails and admins. */
  identity: IdentityAdapter;
  /** svc-catalog: the standard VAT rate in force on a day. */
  vat: StandardVat;
  now: () => Date;
  /** How long the demo step waits for the seeded events to arrive (tests: 0). */
  demoWaitMs: number;
}
