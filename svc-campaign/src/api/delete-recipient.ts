import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { lockCampaignOfRecipients } from '../db/recipients-campaign';
import { recordRecipientAudit } from '../db/recipients-audit';
import { deleteRecipient } from '../db/recipients';
import { assertRecipientAccess } from '../domain/recipient-access';
import type { CampaignDeps } from './deps';
import { recipientActorOf } from './recipient-actor';
import type { Handler } from './routes';

/** DELETE /campaign/{campaignId}/recipients/{id}: removes one recipient (204). */
export const handleDeleteRecipient =
  ({ kit }: CampaignDeps): Handler<'DELETE /campaign/{campaignId}/recipients/{id}'> =>
  async (ctx, { params, user }) => {
    await kit.db.transaction(async (trx) => {
      assertRecipientAccess(user!, await lockCampaignOfRecipients(trx, params.campaignId), 'write');
      if (!(await deleteRecipient(trx, params.campaignId, params.id)))
        throw errors.notFound(ErrorKeys.recipient.notFound);
      await recordRecipientAudit(kit, trx, recipientActorOf(ctx, user!), {
        action: 'delete',
        entity: 'campaignRecipients',
        entityId: params.campaignId,
        organizationId: user!.currentOrganizationId,
        value: { recipientId: params.id },
      });
    });
    return undefined;
  };
