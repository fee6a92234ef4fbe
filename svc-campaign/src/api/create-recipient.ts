import { addRecipient } from '../db/recipient-changes';
import { toRecipientBody } from '../db/recipients';
import type { CampaignDeps } from './deps';
import { recipientWriterOf } from './recipient-actor';
import type { Handler } from './routes';

/** POST /campaign/{campaignId}/recipients: one recipient (409 `error.recipient.duplicate` for a known address). */
export const handleCreateRecipient =
  ({ kit }: CampaignDeps): Handler<'POST /campaign/{campaignId}/recipients'> =>
  async (ctx, { params, body, user }) => {
    const row = await addRecipient(kit, recipientWriterOf(ctx, user!, params.campaignId), body);
    ctx.status = 201;
    return toRecipientBody(row);
  };
