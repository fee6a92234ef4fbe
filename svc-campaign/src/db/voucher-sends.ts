import type { Kit } from '@cadeau/service-kit';
import { recordAudit, type Actor } from './campaign-changes';

/**
 * Records the giver's request to mail one recipient its code: the outbox event `voucher.sendRequested` (svc-mail
 * sends) and the audit entry in one transaction. Answers the database's time of the request.
 */
export async function requestCodeSend(
  kit: Pick<Kit<'campaign'>, 'db' | 'addEvent'>,
  campaign: { id: string; organization_id: string },
  recipient: { id: string; email: string },
  actor: Actor,
): Promise<Date> {
  return kit.db.transaction(async (trx) => {
    await kit.addEvent(trx, 'voucher.sendRequested', {
      campaignId: campaign.id,
      recipientIds: [recipient.id],
      ...(actor.userId ? { actorUserId: actor.userId } : {}),
    });
    await recordAudit(kit, trx, actor, {
      action: 'trigger',
      entityId: campaign.id,
      organizationId: campaign.organization_id,
      value: { codeSent: { recipientId: recipient.id, email: recipient.email } },
    });
    const { rows } = await trx.raw<{ rows: { now: Date }[] }>('select now() as now');
    return rows[0]!.now;
  });
}
