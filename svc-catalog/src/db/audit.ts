import type { AuditRecorded } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';

/** Who changed something: the acting user (the administrator while impersonating) and the signed client address. */
export interface Actor {
  userId: string | null;
  ip: string | null;
}

/**
 * Records one audit entry of a catalog change: `audit.catalog.recorded` through the outbox in the change's own
 * transaction (no change without its entry); svc-identity stores it in the one audit log.
 */
export function recordAudit(
  kit: Pick<Kit<'catalog'>, 'addEvent'>,
  trx: Knex.Transaction,
  actor: Actor,
  entry: Omit<AuditRecorded, 'userId' | 'ip'>,
): Promise<string> {
  return kit.addEvent(trx, 'audit.catalog.recorded', { ...entry, userId: actor.userId, ip: actor.ip });
}
