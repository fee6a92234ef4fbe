import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { findRecipient } from '../db/recipients';
import { requestCodeSend } from '../db/voucher-sends';
import { findCampaign } from '../db/campaigns';
import { voucherOfRecipient } from '../db/vouchers-read';
import { standingTo } from '../domain/campaign-access';
import { assertSendsCode } from '../domain/voucher-access';
import { actorOf } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /campaign/{campaignId}/recipients/{id}/send-code: the giver of a running manual campaign has svc-mail
 * mail one recipient its code now. The request is an outbox event (`voucher.sendRequested`) in the transaction
 * that audits it, so it reaches svc-mail exactly when it is recorded; svc-mail fetches the code itself at send
 * time. 202: accepted, the mail follows (its progress shows in the recipient's voucher columns).
 * 404 `error.recipient.notFound` for a recipient of another campaign; 409 `error.recipient.unsubscribed` for one
 * who unsubscribed, `error.voucher.alreadyUsed` for a code already redeemed.
 */
export const handleSendCode =
  ({ kit }: CampaignDeps): Handler<'POST /campaign/{campaignId}/recipients/{id}/send-code'> =>
  async (ctx, { params, user }) => {
    const campaign = await findCampaign(kit.db, params.campaignId);
    assertSendsCode(standingTo(user!, campaign), campaign!);
    const recipient = await findRecipient(kit.db, params.campaignId, params.id);
    if (!recipient) throw errors.notFound(ErrorKeys.recipient.notFound);
    if (recipient.unsubscribed) throw errors.conflict(ErrorKeys.recipient.unsubscribed);
    const voucher = await voucherOfRecipient(kit.db, params.campaignId, params.id);
    // Every recipient of a running campaign has a code (made at approval); none would be a broken invariant.
    if (!voucher) throw errors.conflict(ErrorKeys.campaign.noVouchers);
    if (voucher.status === 'used') throw errors.conflict(ErrorKeys.voucher.alreadyUsed);
    const requestedAt = await requestCodeSend(kit, campaign!, recipient, actorOf(ctx, user!));
    ctx.status = 202;
    return { voucherId: voucher.id, requestedAt: requestedAt.toISOString() };
  };
