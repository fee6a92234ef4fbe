import type { EventData, MailTemplateKey } from '@cadeau/contracts';
import type { MessageType } from './conversation';
import type { NotificationType } from './notification-texts';
import { reasonOf } from './product-news';

/** The campaign events svc-identity tells people about (svc-campaign's stream CAMPAIGN, issue 11). */
export const campaignNewsSubjects = [
  'campaign.released',
  'campaign.approved',
  'campaign.rejected',
  'campaign.blocked',
  'campaign.started',
  'campaign.finished',
] as const;
export type CampaignNewsSubject = (typeof campaignNewsSubjects)[number];
export type CampaignNewsEvent = { [S in CampaignNewsSubject]: { type: S; data: EventData<S> } }[CampaignNewsSubject];

/** A campaign mail to a giver (svc-mail's campaign review templates). */
export type CampaignMailTemplate = Extract<
  MailTemplateKey,
  'campaignReleased' | 'campaignApproved' | 'campaignRejected' | 'campaignBlocked'
>;

/**
 * Who hears about a campaign event and how (issue 11, spec section 4):
 * - `reviewTask`: a released campaign's review task for every platform administrator (a notification with the
 *   generic notification mail, as for a released product); null for the other events.
 * - `giver`: the notification for the giver side (`giverRecipients`) and the campaign mail that replaces the
 *   generic one; `mail` null means the notification brings the generic mail (a campaign that started or
 *   finished needs no mail of its own).
 * `message` is the reviewer's reason, posted to the campaign's conversation with the giver: a rejection's
 * as `rejectionReason`, an approval note as `approvalReason`, a block's as a `platform` message.
 */
export interface CampaignNewsPlan {
  reviewTask: Extract<NotificationType, 'notification.campaignReviewRequested'> | null;
  giver: { notification: NotificationType; mail: CampaignMailTemplate | null };
  message: { type: Extract<MessageType, 'approvalReason' | 'rejectionReason' | 'platform'>; body: string } | null;
  /** The member who released the campaign is remembered, so the review reaches them. */
  recordsRelease: boolean;
  reason: string | null;
}

export function planCampaignNews(event: CampaignNewsEvent): CampaignNewsPlan {
  const plain = { reviewTask: null, recordsRelease: false, message: null, reason: null };
  switch (event.type) {
    case 'campaign.released':
      return {
        ...plain,
        reviewTask: 'notification.campaignReviewRequested',
        giver: { notification: 'notification.campaignReleased', mail: 'campaignReleased' },
        recordsRelease: true,
      };
    case 'campaign.approved': {
      const reason = reasonOf(event.data.reason);
      return {
        ...plain,
        giver: { notification: 'notification.campaignApproved', mail: 'campaignApproved' },
        message: reason ? { type: 'approvalReason', body: reason } : null,
        reason,
      };
    }
    case 'campaign.rejected':
    case 'campaign.blocked': {
      const rejected = event.type === 'campaign.rejected';
      // The reviewer must give a reason (POST /campaign/{id}/approve); the mail needs one, so a blank one is
      // named as such rather than the news being lost.
      const reason = reasonOf(event.data.reason) ?? '–';
      return {
        ...plain,
        giver: rejected
          ? { notification: 'notification.campaignRejected', mail: 'campaignRejected' }
          : { notification: 'notification.campaignBlocked', mail: 'campaignBlocked' },
        message: { type: rejected ? 'rejectionReason' : 'platform', body: reason },
        reason,
      };
    }
    case 'campaign.started':
      return { ...plain, giver: { notification: 'notification.campaignStarted', mail: null } };
    case 'campaign.finished':
      return { ...plain, giver: { notification: 'notification.campaignFinished', mail: null } };
  }
}

/**
 * The giver side of a campaign event, everyone once: the organisation's admins and managers (the roles that
 * may do everything with its campaigns, spec section 6 and docs/permissions.md), the member who released the
 * campaign for review, and the member who acted (so a one-admin organisation hears about its own release).
 * A platform administrator who reviewed is no member and gets no copy: their own screen confirmed it.
 */
export function giverRecipients(p: { managers: string[]; releaser: string[]; actingMember: string | null }): string[] {
  return [...new Set([...p.managers, ...p.releaser, ...(p.actingMember ? [p.actingMember] : [])])];
}

/** Where a campaign's news leads: its workspace in the cockpit (mfe-campaigns), for givers and reviewers alike. */
export const campaignPath = (campaignId: string) => `/cockpit/campaigns/${campaignId}`;

/** The conversation a campaign's reasons are posted to: one per campaign, across its releases. */
export const campaignConversationTopic = (campaignId: string) => `campaign:${campaignId}`;

/** The thread's subject: the campaign's name (bounded like a conversation subject). */
export function campaignConversationSubject(name: string): string {
  const subject = name.trim() || '–';
  return subject.length > 200 ? `${subject.slice(0, 199)}…` : subject;
}
