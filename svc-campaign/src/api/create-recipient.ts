import { lockCampaignOfRecipients } from '../db/recipients-campaign';
import { recordRecipientAudit } from '../db/recipients-audit';
import { insertRecipient, toRecipientBody } from '../db/recipients';
import { assertRecipientAccess } from '../domain/recipient-access';
import type { CampaignDeps } from './deps';
import { recipientActorOf } from './recipient-actor';
import type { Handler } from './routes';

/** POST /campaign/{campaignId}/recipients: one recipient (409 `error.recipient.duplicate` for a known address). */
export const handleCreateRecipient =
  ({ kit }: CampaignDeps): Handler<'POST /campaign/{campaignId}/recipients'> =>
  async (ctx, { params, body, user }) => {
    const row = await kit.db.transaction(async (trx) => {
      assertRecipientAccess(user!, await lockCampaignOfRecipients(trx, params.campaignId), 'write');
      const created = await insertRecipient(trx, params.campaignId, body);
      await recordRecipientAudit(kit, trx, recipientActorOf(ctx, user!), {
        action: 'insert',
        entity: 'campaignRecipients',
        entityId: params.campaignId,
        organizationId: user!.currentOrganizationId,
        value: { recipientId: created.id, email: created.email },
      });
      return created;
    });
    ctx.status = 201;
    return toRecipientBody(row);
  };
