import type { Kit, RouteHandlers } from '@cadeau/service-kit';
import type { MxChecker } from '../adapters/mx';
import type { DesignRenderer } from '../domain/design/renderer';
import type { WebhookVerifier } from '../adapters/webhook-signature';

/** What the handlers share, built once in app.ts. */
export interface MailDeps {
  kit: Kit<'mail'>;
  publicUrl: string;
  /** Renders campaign mail designs through MJML, each design and language once (shared with the intake). */
  designs: DesignRenderer;
  /** Null when MX checks are off: check-address then checks the syntax only. */
  mx: MxChecker | null;
  /** Null without SENDGRID_WEBHOOK_PUBLIC_KEY: the webhook refuses every call. */
  webhook: WebhookVerifier | null;
  /** CADEAU_ENV and NODE_ENV=production: the dev mailbox answers only in development or test (issue 8). */
  environment: { name: string; production: boolean };
  /** Signs and verifies the unsubscribe links of campaign mails (MAIL_UNSUBSCRIBE_KEY). */
  unsubscribeKey: Buffer;
  /** Campaign mails: the dev route's send-now (intake and sends of one campaign, whatever the hour). */
  campaignMail: { sendNow(campaignId: string): Promise<{ queued: number; sent: number; failed: number }> };
}

/** The handler of one svc-mail route (`'METHOD /path'`), typed by its route-table entry. */
export type MailHandler<K extends keyof RouteHandlers<'mail'>> = RouteHandlers<'mail'>[K];
