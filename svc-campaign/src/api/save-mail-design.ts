import { ErrorKeys, ZodMessageKeys, type MailDesign } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { filesAdapter, type FilesAdapter } from '../adapters/files';
import { saveDesignOf } from '../db/design-saves';
import { findDesignCampaign } from '../db/designs';
import { designWriteAccess } from '../domain/design-access';
import { designImages, withPlatformImageUrls } from '../domain/design-images';
import { designActor, mailDesignAnswer } from './design-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /campaign/{campaignId}/mail-design/{id}: replaces the design (validated by the contract: placeholders,
 * links, images, one gift code and one footer) over the version the designer loaded (0: the first save). Admin,
 * manager and designer, while the campaign is editable; a save over a newer version is 409 `changedMeanwhile`.
 * Every image is kept at the platform's own origin (PUBLIC_URL) and published first (svc-catalog), since
 * recipients' mail clients load them without a session: an image that is not the organisation's own upload (nor
 * public already) is 400 at its block. The
 * save, its audit entry and the campaign's status check are one transaction (db/design-saves.ts).
 */
export const handleSaveMailDesign = (deps: CampaignDeps): Handler<'PUT /campaign/{campaignId}/mail-design/{id}'> => {
  const { kit } = deps;
  const files = filesAdapter({ baseUrl: deps.catalogUrl, secret: deps.secret });
  return async (ctx, { params, body, user }) => {
    const actor = designActor(ctx, user!);
    // Images load from the platform only, whatever origin the client wrote before the upload's path.
    const design = withPlatformImageUrls(body.design, deps.publicUrl);
    // Checked before anything is published for the caller, and again under the campaign's lock in the save.
    const target = { kind: 'mail' as const, campaignId: params.campaignId, id: params.id };
    const campaign = await findDesignCampaign(kit.db, params.campaignId);
    designWriteAccess(user!, campaign, target);
    await publishImages(files, campaign!.organization_id, design);
    const { decided: access, saved } = await saveDesignOf(
      kit,
      'mail',
      params.campaignId,
      (locked) => designWriteAccess(user!, locked, target),
      { expectedVersion: body.version, design },
      actor,
    );
    if (!saved) throw errors.conflict(ErrorKeys.mailDesign.changedMeanwhile);
    return mailDesignAnswer(params.campaignId, saved, access);
  };
};

/** Publishes the design's images; one that stays private (another organisation's, unknown) is refused at its block. */
async function publishImages(files: FilesAdapter, organizationId: string, design: MailDesign): Promise<void> {
  const images = designImages(design);
  if (!images.length) return;
  const published = await files.publish(
    organizationId,
    images.map((i) => i.fileId),
  );
  const refused = images.filter((i) => !published.has(i.fileId));
  if (refused.length)
    throw new DomainError(
      400,
      ZodMessageKeys.invalid,
      undefined,
      refused.map((i) => ({ path: i.path, message: ErrorKeys.mailDesign.invalidImageUrl })),
    );
}
