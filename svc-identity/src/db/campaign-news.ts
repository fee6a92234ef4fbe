import type { Knex } from 'knex';
import {
  campaignConversationSubject,
  campaignConversationTopic,
  campaignPath,
  giverRecipients,
  type CampaignMailTemplate,
  type CampaignNewsEvent,
  type CampaignNewsPlan,
} from '../domain/campaign-news';
import { actorFor } from '../domain/product-news';
import { addMessage, topicConversation } from './conversations';
import { notify } from './notifications';
import { findOrganization } from './organizations';
import type { Outbox } from './outbox';
import { actingMemberOf, knownUser } from './product-news';
import { platformAdminIds } from './users';

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

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * Carries out a campaign event's plan in the consumer's transaction (so a redelivered event, skipped by the
 * inbox, creates nothing twice): the releasing member remembered, the reviewer's reason posted to the
 * campaign's conversation with the giver, the platform administrators' review task (with the generic
 * notification mail), and the giver side notified (pushed live through `notification.created`) and mailed the
 * campaign template in their language, the person who acted as a confirmation, the others naming them.
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

  let conversationId: string | null = null;
  if (plan.message) {
    const about = { topic: campaignConversationTopic(c.campaignId), subject: campaignConversationSubject(c.name) };
    const conversation = await topicConversation(trx, org.id, about, actor);
    await addMessage(kit, trx, conversation, plan.message.type, actor, plan.message.body);
    conversationId = conversation.id;
  }

  const data = {
    campaignId: c.campaignId,
    campaignName: c.name,
    organizationName: org.name,
    ...(plan.reason ? { reason: plan.reason } : {}),
    ...(conversationId ? { conversationId } : {}),
  };
  const path = campaignPath(c.campaignId);
  if (plan.reviewTask) {
    // Nobody reviews their own release: a platform administrator who released it (impersonating) has no task.
    const reviewers = (await platformAdminIds(trx)).filter((id) => id !== c.actorUserId);
    await notify(kit, trx, reviewers, { type: plan.reviewTask, data, path, organizationId: org.id, mail: true });
  }

  const recipients = giverRecipients({
    managers: await campaignManagersOf(trx, org.id),
    releaser: await releaserOf(trx, c.campaignId, org.id),
    actingMember: actingMember?.id ?? null,
  });
  // One notification per person, each telling them who acted; a campaign mail replaces the generic one.
  for (const userId of recipients) {
    await notify(kit, trx, [userId], {
      type: plan.giver.notification,
      data: { ...data, ...actorFor(userId, actingMember) },
      path,
      organizationId: org.id,
      mail: plan.giver.mail === null,
    });
  }
  if (plan.giver.mail)
    await mailCampaignNews(
      kit,
      trx,
      event.id,
      recipients,
      plan.giver.mail,
      { ...c, reason: plan.reason },
      actingMember,
    );
}

/** The campaign template to each recipient who is not blocked, in their language, once per event and person. */
async function mailCampaignNews(
  kit: Outbox,
  trx: Knex.Transaction,
  eventId: string,
  recipients: string[],
  template: CampaignMailTemplate,
  c: Omit<CampaignNewsEvent['data'], 'reason'> & { reason: string | null },
  actingMember: { id: string; name: string; email: string } | null,
): Promise<void> {
  if (!recipients.length) return;
  const users = (await trx('users')
    .whereIn('id', recipients)
    .where({ blocked: false })
    .select('id', 'email', 'language')) as {
    id: string;
    email: string;
    language: 'de' | 'en';
  }[];
  for (const user of users) {
    const by = actorFor(user.id, actingMember);
    await kit.queueMail(trx, {
      template,
      locale: user.language,
      to: user.email,
      idempotencyKey: `identity:campaign:${eventId}:${user.id}`,
      data: {
        campaignId: c.campaignId,
        campaignName: clip(c.name.trim() || '–', 200),
        ...(by && 'byYou' in by ? { byYou: true } : {}),
        ...(by && 'name' in by ? { byName: clip(by.name, 200) } : {}),
        ...(c.reason ? { reason: c.reason } : {}),
      },
    } as Parameters<Outbox['queueMail']>[1]);
  }
}
