import type { MailDeps, MailHandler } from './deps';

/**
 * POST /internal/dev/campaign-mail/{campaignId}/send (development only: absent in production; signed service
 * calls only): queues the campaign's mails if no intake did yet and sends every queued one at once, whatever the
 * business hours and MailMaxPerRun say. The demo seed calls it so the demo codes are in the dev mailbox at once.
 */
export const devSendCampaign =
  ({ campaignMail }: MailDeps): MailHandler<'POST /internal/dev/campaign-mail/{campaignId}/send'> =>
  async (_ctx, { params }) =>
    campaignMail.sendNow(params.campaignId);
