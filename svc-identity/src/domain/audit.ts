import type { Knex } from 'knex';

export type AuditAction = 'insert' | 'update' | 'delete' | 'login' | 'logout' | 'trigger';

export interface AuditEntry {
  userId: string | null;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  value?: unknown;
  ip?: string | null;
}

/** Written in the transaction of the change it describes: no change without its entry. */
export async function audit(trx: Knex.Transaction, e: AuditEntry): Promise<void> {
  await trx('audit').insert({
    user_id: e.userId,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId,
    value: e.value === undefined ? null : JSON.stringify(e.value),
    ip: e.ip ?? null,
  });
}
