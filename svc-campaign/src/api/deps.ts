import type { Kit } from '@cadeau/service-kit';
import type { IdentityAdapter } from '@cadeau/service-kit/identity';

/** What the handlers share, built once in app.ts. */
export interface CampaignDeps {
  kit: Kit<'campaign'>;
  production: boolean;
  identity: IdentityAdapter;
  /** Where uploads arrive while they are read (CSV files of recipients). */
  incomingDir: string;
  catalogUrl: string;
  mailUrl: string;
  secret: string;
  /** The service's database, for the connections a CSV import and export hold of their own (COPY). */
  databaseUrl: string;
}
