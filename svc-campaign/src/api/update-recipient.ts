import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { lockCampaignOfRecipients } from '../db/recipients-campaign';
import { recordRecipientAudit } from '../db/recipients-audit';
import { toRecipientBody, updateRecipient } from '../db/recipients';
import { assertRecipientAccess } from '../domain/recipient-access';
import type { CampaignDeps } from './deps';
import { recipientActorOf } from './recipient-actor';
import type { Handler } from './routes';

/** PUT /campaign/{campaignId}/recipients/{id}: replaces one recipient's fields by the rules of a new one. */
export const handleUpdateRecipient =
  ({ kit }: CampaignDeps): Handler<'PUT /campaign/{campaignId}/recipients/{id}'> =>
  async (ctx, { params, body, user }) => {
    const row = await kit.db.transaction(async (trx) => {
      assertRecipientAccess(user!, await lockCampaignOfRecipients(trx, params.campaignId), 'write');
      const updated = await updateRecipient(trx, params.campaignId, params.id, body);
      if (!updated) throw errors.notFound(ErrorKeys.recipient.notFound);
      await recordRecipientAudit(kit, trx, recipientActorOf(ctx, user!), {
        action: 'update',
        entity: 'campaignRecipients',
        entityId: params.campaignId,
        organizationId: user!.currentOrganizationId,
        value: { recipientId: updated.id, email: updated.email },
      });
      return updated;
    });
    return toRecipientBody(row);
  };
