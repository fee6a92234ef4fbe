import { ErrorKeys } from '@cadeau/contracts/errors';
import { DomainError } from '@cadeau/service-kit';
import { unsubscribeRecipient } from '../db/campaign-messages';
import { verifyUnsubscribeToken } from '../domain/campaign-mail/unsubscribe-token';
import type { MailDeps, MailHandler } from './deps';

/**
 * POST /mail/unsubscribe (public, rate-limited at the gateway): the token of a campaign mail's unsubscribe link,
 * sent by mfe-public's /unsubscribe page after the reader's click (a link scanner's GET of the page changes
 * nothing). The address takes no more campaign mails; svc-campaign hears of it once (`campaignMail.unsubscribed`).
 * A repeat answers the same. A token that does not verify, or names no mail of ours, is 400.
 */
export const unsubscribe =
  ({ kit, unsubscribeKey }: MailDeps): MailHandler<'POST /mail/unsubscribe'> =>
  async (ctx, { body }) => {
    const subject = verifyUnsubscribeToken(unsubscribeKey, body.token);
    const email = subject
      ? await unsubscribeRecipient(kit.db, subject, (trx, data) => kit.addEvent(trx, 'campaignMail.unsubscribed', data))
      : null;
    if (!email) throw new DomainError(400, ErrorKeys.mail.unsubscribeLinkInvalid);
    ctx.state.logger.info({ campaignId: subject?.campaignId }, 'recipient unsubscribed from campaign mails');
    return { email };
  };
