import type { Kit } from '@cadeau/service-kit';
import type { MxChecker } from '../domain/mx';
import type { WebhookVerifier } from '../domain/webhook-signature';

/** What the handlers share, built once in app.ts. */
export interface MailDeps {
  kit: Kit;
  production: boolean;
  publicUrl: string;
  /** Null when MX checks are off: check-address then checks the syntax only. */
  mx: MxChecker | null;
  /** Null without SENDGRID_WEBHOOK_PUBLIC_KEY: the webhook refuses every call. */
  webhook: WebhookVerifier | null;
}
