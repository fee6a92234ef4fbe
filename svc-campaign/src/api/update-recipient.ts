import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { changeRecipient } from '../db/recipient-changes';
import { toRecipientBody } from '../db/recipients';
import type { CampaignDeps } from './deps';
import { recipientWriterOf } from './recipient-actor';
import type { Handler } from './routes';

/** PUT /campaign/{campaignId}/recipients/{id}: replaces one recipient's fields by the rules of a new one. */
export const handleUpdateRecipient =
  ({ kit }: CampaignDeps): Handler<'PUT /campaign/{campaignId}/recipients/{id}'> =>
  async (ctx, { params, body, user }) => {
    const row = await changeRecipient(kit, recipientWriterOf(ctx, user!, params.campaignId), params.id, body);
    if (!row) throw errors.notFound(ErrorKeys.recipient.notFound);
    return toRecipientBody(row);
  };
