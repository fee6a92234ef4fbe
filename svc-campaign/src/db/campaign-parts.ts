import type { Knex } from 'knex';
import type { TemplateCopy } from './campaign-changes';
import { copyDesigns } from './designs';

/**
 * Copies a template's recipients into a new campaign set-wise (INSERT … SELECT in the caller's transaction):
 * address, phone, salutation, greeting and the unsubscribe flag (a recipient who unsubscribed from the giver's
 * mails stays unsubscribed in the copy). Ids and times are the new campaign's own.
 */
export async function copyRecipients(trx: Knex.Transaction, fromCampaignId: string, toCampaignId: string) {
  await trx.raw(
    `insert into recipients (campaign_id, email, phone, salutation, greeting, unsubscribed)
     select ?, email, phone, salutation, greeting, unsubscribed from recipients where campaign_id = ?`,
    [toCampaignId, fromCampaignId],
  );
}

/** The elements of a template a new campaign gets besides its products: recipients and designs, in `trx`. */
export function templatePartsCopier(copy: TemplateCopy, userId: string | null) {
  return async (trx: Knex.Transaction, fromId: string, toId: string) => {
    if (copy.recipients) await copyRecipients(trx, fromId, toId);
    await copyDesigns(trx, fromId, toId, { mail: copy.mailDesign, greeting: copy.greetingDesign }, userId);
  };
}
