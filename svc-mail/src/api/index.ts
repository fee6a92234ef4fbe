import type { RouteHandlers } from '@cadeau/service-kit';
import { checkAddress } from './check-address';
import type { MailDeps } from './deps';
import { getDevMail } from './dev-mail';
import { getDevMailAttachment } from './dev-mail-attachment';
import { devMailbox } from './dev-mailbox';
import { openDevMail } from './dev-mail-open';
import { devSendCampaign } from './dev-send-campaign';
import { listDevMails } from './dev-mails';
import { renderDesign } from './render-design';
import { renderMail } from './render-mail';
import { sendGridWebhook } from './sendgrid-webhook';
import { unsubscribe } from './unsubscribe';

/** One handler per svc-mail route of the route table (registerRoutes refuses a missing or extra one). */
export const mailHandlers = (deps: MailDeps): RouteHandlers<'mail'> => ({
  'POST /dev/render-mail': renderMail(deps),
  'GET /dev/mails': listDevMails(deps),
  'GET /dev/mails/{mailId}': getDevMail(deps),
  'GET /dev/mails/{mailId}/attachments/{index}': getDevMailAttachment(deps),
  'POST /dev/mails/{mailId}/open': openDevMail(deps),
  'GET /dev/mailbox': devMailbox(deps),
  'POST /mail/check-address': checkAddress(deps),
  'POST /mail/webhook/sendgrid': sendGridWebhook(deps),
  'POST /internal/mail-design/render': renderDesign(deps),
  'POST /mail/unsubscribe': unsubscribe(deps),
  'POST /internal/dev/campaign-mail/{campaignId}/send': devSendCampaign(deps),
});
