import type { RecipientRow } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { recordRecipientAudit, type RecipientActor } from './recipients-audit';
import { lockCampaignOfRecipients, type CampaignOfRecipients } from './recipients-campaign';
import { deleteRecipient, insertRecipient, updateRecipient, type RecipientDbRow } from './recipients';

type Writer = Pick<Kit<'campaign'>, 'db' | 'addEvent'>;

/**
 * One recipient change of the recipient routes: `decide` (domain `assertRecipientAccess`) on the campaign read
 * under its row lock, so a release waits for the change or the change for the release (no recipient is added to a
 * pending campaign); then `change` and, when it changed something, its audit entry, all in one transaction.
 */
interface RecipientChange<T> {
  campaignId: string;
  decide: (campaign: CampaignOfRecipients | undefined) => void;
  actor: RecipientActor;
  /** The caller's current organisation, the audit entry's. */
  organizationId: string | null;
  change: (trx: Knex.Transaction) => Promise<T>;
  /** The action and value of the audit entry, or null when nothing changed (no entry). */
  audited: (result: T) => { action: 'insert' | 'update' | 'delete'; value: Record<string, unknown> } | null;
}

function changeRecipients<T>(kit: Writer, c: RecipientChange<T>): Promise<T> {
  return kit.db.transaction(async (trx) => {
    c.decide(await lockCampaignOfRecipients(trx, c.campaignId));
    const result = await c.change(trx);
    const entry = c.audited(result);
    if (entry)
      await recordRecipientAudit(kit, trx, c.actor, {
        ...entry,
        entity: 'campaignRecipients',
        entityId: c.campaignId,
        organizationId: c.organizationId,
      });
    return result;
  });
}

type Who = Pick<RecipientChange<unknown>, 'campaignId' | 'decide' | 'actor' | 'organizationId'>;

/** POST /campaign/{campaignId}/recipients' write: the new recipient (409 `error.recipient.duplicate`). */
export const addRecipient = (kit: Writer, who: Who, fields: RecipientRow): Promise<RecipientDbRow> =>
  changeRecipients(kit, {
    ...who,
    change: (trx) => insertRecipient(trx, who.campaignId, fields),
    audited: (created) => ({ action: 'insert', value: { recipientId: created.id, email: created.email } }),
  });

/** PUT /campaign/{campaignId}/recipients/{id}'s write: the recipient as it is now, undefined when not the campaign's. */
export const changeRecipient = (
  kit: Writer,
  who: Who,
  id: string,
  fields: RecipientRow,
): Promise<RecipientDbRow | undefined> =>
  changeRecipients(kit, {
    ...who,
    change: (trx) => updateRecipient(trx, who.campaignId, id, fields),
    audited: (updated) =>
      updated ? { action: 'update', value: { recipientId: updated.id, email: updated.email } } : null,
  });

/** DELETE /campaign/{campaignId}/recipients/{id}'s write: whether the campaign had the recipient. */
export const removeRecipient = (kit: Writer, who: Who, id: string): Promise<boolean> =>
  changeRecipients(kit, {
    ...who,
    change: (trx) => deleteRecipient(trx, who.campaignId, id),
    audited: (deleted) => (deleted ? { action: 'delete', value: { recipientId: id } } : null),
  });
