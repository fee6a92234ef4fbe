import { ErrorKeys, type MailDesign } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { mailAdapter } from '../adapters/mail';
import { findDesign, findDesignCampaign } from '../db/designs';
import { designAccess } from '../domain/design-access';
import { designId } from '../domain/design-ids';
import { campaignPlaceholderValues } from '../domain/design-values';
import { mailDesignAnswer } from './design-answer';
import { giverName } from './design-giver-name';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /campaign/{campaignId}/mail-design/{id}/preview: svc-mail's rendering of `design` (the designer's
 * unsaved edits, validated like a save) or of the current design, in `language`, with the campaign's name,
 * giver and dates and sample recipient values. Writes nothing; everyone who reads the design may preview it.
 */
export const handlePreviewMailDesign = (
  deps: CampaignDeps,
): Handler<'POST /campaign/{campaignId}/mail-design/{id}/preview'> => {
  const mail = mailAdapter({ baseUrl: deps.mailUrl, secret: deps.secret });
  return async (_ctx, { params, body, user }) => {
    const campaign = await findDesignCampaign(deps.kit.db, params.campaignId);
    const access = designAccess(user!, campaign);
    if (params.id !== designId('mail', params.campaignId)) throw errors.notFound(ErrorKeys.mailDesign.notFound);
    const design =
      body.design ??
      mailDesignAnswer(params.campaignId, await findDesign<MailDesign>(deps.kit.db, 'mail', params.campaignId), access)
        .design;
    const values = campaignPlaceholderValues(campaign!, await giverName(deps, campaign!), body.language);
    return mail.render(design, body.language, values);
  };
};
