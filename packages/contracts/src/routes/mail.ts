import { z } from 'zod';
import * as designs from '../campaign-designs';
import { ErrorKeys } from '../errors';
import * as devMailbox from '../dev-mailbox';
import * as mail from '../mail';
import { devSendCampaignMailRoute, unsubscribeRoute } from '../mail-campaign';
import { uuidParam } from './params';
import type { RouteDef } from './types';

/**
 * Renders a campaign's mail design (issue 11) for svc-campaign's preview: MJML to e-mail HTML, placeholders
 * replaced by the escaped `values` or by sample values. Internal: signed service calls only. A design that does
 * not parse is 400 with its issues.
 */
export const renderMailDesignRoute = {
  method: 'POST',
  path: '/internal/mail-design/render',
  service: 'mail',
  access: 'internal',
  body: designs.renderMailDesignBody,
  response: designs.renderedMailDesignSchema,
} as const satisfies RouteDef;

/**
 * svc-mail's routes. `production`: the /dev/* tools answer 404 in production, except render-mail, which then
 * needs a platform administrator (svc-mail/test/permissions.test.ts holds the service to it).
 */
export const mailRoutes = [
  {
    method: 'POST',
    path: '/dev/render-mail',
    service: 'mail',
    access: 'public',
    production: 'platformAdmin',
    body: mail.renderMailBody,
    response: mail.renderedMail,
  },
  {
    method: 'GET',
    path: '/dev/mails',
    service: 'mail',
    access: 'public',
    query: devMailbox.devMailListQuery,
    production: 'absent',
    response: mail.devMailListResponse,
  },
  {
    method: 'GET',
    path: '/dev/mails/{mailId}',
    service: 'mail',
    access: 'public',
    params: z.object({ mailId: uuidParam() }),
    production: 'absent',
    response: mail.devMailResponse,
  },
  // A stored mail's attachment as it was sent (an invoice's PDF), linked from the dev mailbox: the same guard as
  // the mailbox (development or test, loopback callers only), absent in production.
  {
    method: 'GET',
    path: '/dev/mails/{mailId}/attachments/{index}',
    service: 'mail',
    access: 'public',
    params: z.object({
      mailId: uuidParam(),
      index: z.string().regex(/^[0-9]$/, { error: ErrorKeys.notFound }),
    }),
    production: 'absent',
  },
  // The dev mailbox's "open this mail" (issue 20): viewing a mail there is its opening, as the provider's open
  // pixel would tell; a form post that records it and sends the browser on to the mail (303), so no GET changes
  // anything. The same guard as the mailbox, absent in production.
  {
    method: 'POST',
    path: '/dev/mails/{mailId}/open',
    service: 'mail',
    access: 'public',
    params: z.object({ mailId: uuidParam() }),
    query: devMailbox.devMailListQuery,
    production: 'absent',
  },
  {
    method: 'GET',
    path: '/dev/mailbox',
    service: 'mail',
    access: 'public',
    production: 'absent',
    query: devMailbox.devMailboxQuery,
  },
  {
    method: 'POST',
    path: '/mail/check-address',
    service: 'mail',
    access: 'public',
    body: mail.checkAddressBody,
    response: mail.checkAddressResponse,
    rateLimit: 'lookup',
  },
  // Reads the raw body itself: the signature covers the exact bytes, so it declares no parsed body.
  {
    method: 'POST',
    path: '/mail/webhook/sendgrid',
    service: 'mail',
    access: 'public',
    forwardHeaders: [mail.SENDGRID_SIGNATURE_HEADER, mail.SENDGRID_TIMESTAMP_HEADER],
    bodyLimitBytes: 16 * 1024 * 1024,
    response: mail.sendGridWebhookResponse,
  },
  renderMailDesignRoute,
  unsubscribeRoute,
  devSendCampaignMailRoute,
] as const satisfies readonly RouteDef[];
