import type { Kit, PollingWorker } from '@cadeau/service-kit';
import type { CompanyRegister } from '../adapters/company-register';
import type { LoginLimiter } from '../db/login-limits';

/** What the handlers share, built once in app.ts. */
export interface IdentityDeps {
  kit: Kit;
  limiter: LoginLimiter;
  /** Cached for the registration screen's searches. */
  companyRegister: CompanyRegister;
  production: boolean;
  /** Settles forgot-password and confirmation-resend requests after the answer (workers/mail-requests.ts). */
  mailRequests: Pick<PollingWorker, 'nudge'>;
}
