import type { Knex } from 'knex';
import {
  campaignConversationSubject,
  campaignConversationTopic,
  campaignPath,
  giverRecipients,
  type CampaignNewsEvent,
  type CampaignNewsPlan,
} from '../domain/campaign-news';
import { findOrganization } from './organizations';
import type { Outbox } from './outbox';
import { actingMemberOf, clip, knownUser, tellAboutReview } from './review-news';

/** Remembers who released a campaign for review (the latest release counts), so its review reaches them. */
async function recordRelease(
  trx: Knex.Transaction,
  campaignId: string,
  organizationId: string,
  releasedBy: string | null,
  at: Date,
): Promise<void> {
  await trx('campaign_releases')
    .insert({ campaign_id: campaignId, organization_id: organizationId, released_by: releasedBy, released_at: at })
    .onConflict('campaign_id')
    .merge(['released_by', 'released_at']);
}

/** The member who released the campaign, while still an unblocked member of its organisation. */
async function releaserOf(trx: Knex.Transaction, campaignId: string, organizationId: string): Promise<string[]> {
  return trx('campaign_releases as r')
    .join('memberships as m', (j) => j.on('m.user_id', 'r.released_by').andOn('m.organization_id', 'r.organization_id'))
    .join('users as u', 'u.id', 'r.released_by')
    .where({ 'r.campaign_id': campaignId, 'r.organization_id': organizationId, 'u.blocked': false })
    .pluck('r.released_by');
}

/** The organisation's unblocked admins and managers: the roles that may do everything with its campaigns. */
function campaignManagersOf(trx: Knex.Transaction, organizationId: string): Promise<string[]> {
  return trx('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', organizationId)
    .whereRaw(`m.roles && array['admin', 'manager']::text[]`)
    .where('u.blocked', false)
    .pluck('u.id');
}

/**
 * Carries out a campaign event's plan in the consumer's transaction: the releasing member remembered, then
 * the review news (review-news.ts) for the giver side: the reviewer's reason in the campaign's conversation
 * with the giver, the platform administrators' review task, and the giver side notified and mailed the
 * campaign template (or the generic notification mail for a campaign that started or finished).
 */
export async function tellAboutCampaign(
  kit: Outbox,
  trx: Knex.Transaction,
  event: CampaignNewsEvent & { id: string; occurredAt: string },
  plan: CampaignNewsPlan,
): Promise<void> {
  const c = event.data;
  const org = await findOrganization(trx, c.organizationId);
  // svc-campaign's campaigns belong to organisations of this service; one it does not know has nobody to tell.
  if (!org) return;
  const actor = await knownUser(trx, c.actorUserId ?? null);
  if (plan.recordsRelease) await recordRelease(trx, c.campaignId, org.id, actor, new Date(event.occurredAt));
  const actingMember = await actingMemberOf(trx, actor, org.id);
  const recipients = giverRecipients({
    managers: await campaignManagersOf(trx, org.id),
    releaser: await releaserOf(trx, c.campaignId, org.id),
    actingMember: actingMember?.id ?? null,
  });

  await tellAboutReview(kit, trx, {
    organizationId: org.id,
    actor,
    actorUserId: c.actorUserId ?? null,
    actingMember,
    message: plan.message && {
      about: { topic: campaignConversationTopic(c.campaignId), subject: campaignConversationSubject(c.name) },
      ...plan.message,
    },
    data: {
      campaignId: c.campaignId,
      campaignName: c.name,
      organizationName: org.name,
      ...(plan.reason ? { reason: plan.reason } : {}),
    },
    path: campaignPath(c.campaignId),
    reviewTask: plan.reviewTask,
    recipients,
    notification: plan.giver.notification,
    mail: plan.giver.mail && {
      template: plan.giver.mail,
      idempotencyKey: `identity:campaign:${event.id}`,
      data: () => ({ campaignId: c.campaignId, campaignName: clip(c.name.trim() || '–', 200) }),
      reason: plan.reason,
    },
  });
}
