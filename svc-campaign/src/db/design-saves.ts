import type { Kit } from '@cadeau/service-kit';
import type { DesignKind } from '../domain/design-ids';
import { findDesignCampaign, recordDesignAudit, saveDesign, type DesignCampaignRow, type DesignRow } from './designs';

type Writer = Pick<Kit<'campaign'>, 'db' | 'addEvent'>;

/**
 * A design save's write, in one transaction: the campaign read `FOR SHARE` (a release waits for the save, or the
 * save sees the campaign pending), `decide` (domain `designWriteAccess`) on it, the design over the version the
 * editor loaded and its audit entry. `saved` is undefined when that version is no longer current: nothing is
 * written, and the handler answers `changedMeanwhile`.
 */
export function saveDesignOf<D, A>(
  kit: Writer,
  kind: DesignKind,
  campaignId: string,
  decide: (campaign: DesignCampaignRow | undefined) => A,
  save: { expectedVersion: number; design: D },
  actor: { userId: string | null; ip: string | null },
): Promise<{ decided: A; campaign: DesignCampaignRow; saved: DesignRow<D> | undefined }> {
  return kit.db.transaction(async (trx) => {
    const campaign = await findDesignCampaign(trx, campaignId, true);
    const decided = decide(campaign);
    const saved = await saveDesign(trx, kind, { campaignId, ...save, userId: actor.userId });
    if (saved) await recordDesignAudit(kit, trx, { kind, campaign: campaign!, version: saved.version, ...actor });
    return { decided, campaign: campaign!, saved };
  });
}

/** The test mail of a design (POST …/mail-design/{id}/test) through the outbox, in a transaction of its own. */
export function queueTestMail(
  kit: Pick<Kit<'campaign'>, 'db' | 'queueMail'>,
  mail: Parameters<Kit<'campaign'>['queueMail']>[1],
): Promise<unknown> {
  return kit.db.transaction((trx) => kit.queueMail(trx, mail));
}
