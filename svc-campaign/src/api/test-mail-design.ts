import { randomUUID } from 'node:crypto';
import type { MailDesign } from '@cadeau/contracts';
import { queueTestMail } from '../db/design-saves';
import { findDesign, findDesignCampaign } from '../db/designs';
import { designWriteAccess } from '../domain/design-access';
import { campaignPlaceholderValues } from '../domain/design-values';
import { mailDesignAnswer } from './design-answer';
import { giverName } from './design-giver-name';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /campaign/{campaignId}/mail-design/{id}/test (the spec's GET, made a POST: ADR 0017): sends the current
 * design in `language` to the caller's own address (the administrator's while impersonating), as svc-mail's
 * `campaignTest` mail with the campaign's own values (name, giver, dates, as its preview shows them), sample
 * recipient values and "[Test]" before the subject, through the outbox like every mail. Whoever may change the
 * design, while the campaign is editable; rate-limited at the gateway.
 */
export const handleTestMailDesign =
  (deps: CampaignDeps): Handler<'POST /campaign/{campaignId}/mail-design/{id}/test'> =>
  async (_ctx, { params, body, user }) => {
    const { kit } = deps;
    const campaign = await findDesignCampaign(kit.db, params.campaignId);
    const access = designWriteAccess(user!, campaign, { kind: 'mail', campaignId: params.campaignId, id: params.id });
    const person = await deps.identity.user(user!.impersonatorId ?? user!.userId);
    const design = mailDesignAnswer(
      params.campaignId,
      await findDesign<MailDesign>(kit.db, 'mail', params.campaignId),
      access,
    ).design;
    const giver = (await giverName(deps, campaign!)) || campaign!.name;
    await queueTestMail(kit, {
      template: 'campaignTest',
      locale: body.language,
      to: person.email,
      // Each request is its own mail: a designer may send the same design again after a change elsewhere.
      idempotencyKey: `campaign-test:${randomUUID()}`,
      data: {
        design,
        language: body.language,
        campaignName: campaign!.name,
        giverName: giver,
        values: campaignPlaceholderValues(campaign!, giver, body.language),
      },
    });
    return { to: person.email };
  };
