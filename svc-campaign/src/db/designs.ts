import type { GreetingDesign, MailDesign } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { CampaignStatus } from '@cadeau/contracts/values';
import { designBlockerKeys } from '../domain/design-blockers';
import { designId, type DesignKind } from '../domain/design-ids';
import { queriesTogether } from './queries-together';

/** What the design handlers read of a campaign (the campaigns table of 001; columns they do not need are left). */
export interface DesignCampaignRow {
  id: string;
  organization_id: string;
  status: CampaignStatus;
  organization_name: string | null;
  name: string;
  start_date: string | Date | null;
  end_date: string | Date | null;
}

export interface DesignRow<D> {
  id: string;
  campaign_id: string;
  design: D;
  version: number;
  updated_at: Date;
}

const tables: Record<DesignKind, string> = { mail: 'mail_designs', greeting: 'greeting_designs' };

/**
 * The campaign of a design request. In a save's transaction it is read `FOR SHARE`: a release (an UPDATE of the
 * row) waits for the save, or the save waits for the release and then sees it pending, so a design never
 * changes after the campaign left the editable states.
 */
export function findDesignCampaign(
  db: Knex | Knex.Transaction,
  campaignId: string,
  lock = false,
): Promise<DesignCampaignRow | undefined> {
  const query = db<DesignCampaignRow>('campaigns').where({ id: campaignId }).first();
  return lock ? query.forShare() : query;
}

export function findDesign<D>(db: Knex | Knex.Transaction, kind: DesignKind, campaignId: string) {
  return db<DesignRow<D>>(tables[kind]).where({ campaign_id: campaignId }).first() as Promise<DesignRow<D> | undefined>;
}

/**
 * Stores a design over the version the editor loaded: version 0 is the first save (an insert; someone else's
 * first save in between wins and this one is refused), any other must be the stored version. Undefined when the
 * version is no longer current (the caller answers `changedMeanwhile`).
 */
export async function saveDesign<D>(
  trx: Knex.Transaction,
  kind: DesignKind,
  save: { campaignId: string; expectedVersion: number; design: D; userId: string | null },
): Promise<DesignRow<D> | undefined> {
  const design = JSON.stringify(save.design);
  if (save.expectedVersion === 0) {
    const [row] = await trx(tables[kind])
      .insert({
        id: designId(kind, save.campaignId),
        campaign_id: save.campaignId,
        design,
        version: 1,
        updated_by: save.userId,
      })
      .onConflict('campaign_id')
      .ignore()
      .returning('*');
    return row as DesignRow<D> | undefined;
  }
  const [row] = await trx(tables[kind])
    .where({ campaign_id: save.campaignId, version: save.expectedVersion })
    .update({ design, version: save.expectedVersion + 1, updated_by: save.userId, updated_at: trx.fn.now() })
    .returning('*');
  return row as DesignRow<D> | undefined;
}

/**
 * One audit entry of a design save (`audit.campaign.recorded`, in the save's transaction): the campaign's id as
 * `entityId` and the part as `entity` (contracts audit.ts), so the campaign's history shows it.
 */
export function recordDesignAudit(
  kit: Pick<Kit<'campaign'>, 'addEvent'>,
  trx: Knex.Transaction,
  entry: { kind: DesignKind; campaign: DesignCampaignRow; version: number; userId: string | null; ip: string | null },
): Promise<string> {
  return kit.addEvent(trx, 'audit.campaign.recorded', {
    action: entry.version === 1 ? 'insert' : 'update',
    entity: entry.kind === 'mail' ? 'campaignMailDesign' : 'campaignGreetingDesign',
    entityId: entry.campaign.id,
    organizationId: entry.campaign.organization_id,
    userId: entry.userId,
    // The version saved; the design itself stays in svc-campaign (the screens show the current one).
    value: { version: entry.version },
    ip: entry.ip,
  });
}

/**
 * Copies the chosen designs of `fromCampaignId` to the new campaign `toCampaignId` (create from template), in
 * the caller's transaction, as first saves of the new campaign (version 1, its own ids). A design the template
 * never saved is not copied: the new campaign starts with the default, like any new one.
 */
export async function copyDesigns(
  trx: Knex.Transaction,
  fromCampaignId: string,
  toCampaignId: string,
  which: { mail: boolean; greeting: boolean },
  userId: string | null,
): Promise<void> {
  for (const kind of ['mail', 'greeting'] as const) {
    if (!which[kind]) continue;
    await trx.raw(
      `insert into ?? (id, campaign_id, design, version, updated_by)
       select ?, ?, design, 1, ? from ?? where campaign_id = ?`,
      [tables[kind], designId(kind, toCampaignId), toCampaignId, userId, tables[kind], fromCampaignId],
    );
  }
}

/**
 * The release blockers of spec section 5 the designs answer for (`error.campaign.noGreetingText`,
 * `error.campaign.noMailDesign`), for the campaign's release check and its detail. Pass the release's
 * transaction so the check sees what the release commits with.
 */
export async function designBlockers(db: Knex | Knex.Transaction, campaignId: string): Promise<string[]> {
  const [mail, greeting] = await queriesTogether(
    db,
    () => findDesign<MailDesign>(db, 'mail', campaignId),
    () => findDesign<GreetingDesign>(db, 'greeting', campaignId),
  );
  return designBlockerKeys(mail?.design ?? null, greeting?.design ?? null);
}
