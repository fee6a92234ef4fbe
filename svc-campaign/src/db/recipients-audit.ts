import type { AuditRecorded } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';

/** Who changed recipients: the acting user (the administrator while impersonating) and the signed client address. */
export interface RecipientActor {
  userId: string | null;
  ip: string | null;
}

/**
 * Records one audit entry of a recipient change (`audit.campaign.recorded` through the outbox, in the change's
 * own transaction: no change without its entry); svc-identity stores it in the one audit log. Entity
 * `campaignRecipients` with the campaign's id (contracts audit.ts: a campaign's history is one query by its id);
 * the value names the recipient (`recipientId`, `email`) of one added, edited or removed, or an import's counts.
 */
export function recordRecipientAudit(
  kit: Pick<Kit<'campaign'>, 'addEvent'>,
  trx: Knex.Transaction,
  actor: RecipientActor,
  entry: Omit<AuditRecorded, 'userId' | 'ip'>,
): Promise<string> {
  return kit.addEvent(trx, 'audit.campaign.recorded', { ...entry, userId: actor.userId, ip: actor.ip });
}
