import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { removeRecipient } from '../db/recipient-changes';
import type { CampaignDeps } from './deps';
import { recipientWriterOf } from './recipient-actor';
import type { Handler } from './routes';

/** DELETE /campaign/{campaignId}/recipients/{id}: removes one recipient (204). */
export const handleDeleteRecipient =
  ({ kit }: CampaignDeps): Handler<'DELETE /campaign/{campaignId}/recipients/{id}'> =>
  async (ctx, { params, user }) => {
    if (!(await removeRecipient(kit, recipientWriterOf(ctx, user!, params.campaignId), params.id)))
      throw errors.notFound(ErrorKeys.recipient.notFound);
    return undefined;
  };
