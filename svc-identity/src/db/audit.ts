import type { AuditEntry as AuditBody, AuditRecorded, auditListQuery } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { AuditEntry } from '../domain/audit';
import type { z } from 'zod';
import { pageQuery } from '@cadeau/service-kit';

/** Written in the transaction of the change it describes: no change without its entry. */
export async function audit(trx: Knex.Transaction, e: AuditEntry): Promise<void> {
  await trx('audit').insert({
    user_id: e.userId,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId,
    organization_id: e.organizationId ?? null,
    value: e.value === undefined ? null : JSON.stringify(e.value),
    ip: e.ip ?? null,
  });
}

/**
 * An entry another service recorded (`audit.<service>.recorded`), stored under the event's id, so the same
 * event stored twice is one entry, at the time of the change. A user or organisation this service does not
 * know (an id from a test or a race with a removal) is stored as none rather than refusing the entry for ever.
 */
export async function storeRecordedAudit(
  trx: Knex.Transaction,
  eventId: string,
  occurredAt: Date,
  e: AuditRecorded,
): Promise<void> {
  const known = (table: string, id: string | null) =>
    id ? trx.raw(`(select id from ${table} where id = ?)`, [id]) : null;
  await trx('audit')
    .insert({
      id: eventId,
      user_id: known('users', e.userId),
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId,
      organization_id: known('organizations', e.organizationId),
      value: e.value === undefined ? null : JSON.stringify(e.value),
      ip: e.ip ? e.ip.slice(0, 64) : null,
      created_at: occurredAt,
    })
    .onConflict('id')
    .ignore();
}

const spec = {
  sortColumns: { createdAt: 'a.created_at', action: 'a.action', entity: 'a.entity' },
  searchColumns: ['a.entity', 'a.value', 'u.email'],
  tieBreaker: 'a.id',
};

interface Row {
  id: string;
  action: AuditBody['action'];
  entity: string;
  entity_id: string | null;
  organization_id: string | null;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  value: unknown;
  ip: string | null;
  created_at: Date;
}

const toEntry = (r: Row): AuditBody => ({
  id: r.id,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  organizationId: r.organization_id,
  user: r.user_id
    ? { id: r.user_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), email: r.email ?? '' }
    : null,
  value: r.value,
  ip: r.ip,
  createdAt: new Date(r.created_at).toISOString(),
});

/** One page of the audit log, only about `organizationId` when given. */
export function auditPage(db: Knex, organizationId: string | null | undefined, q: z.infer<typeof auditListQuery>) {
  const base = db('audit as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(
      'a.id',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.organization_id',
      'a.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'a.value',
      'a.ip',
      'a.created_at',
    );
  if (organizationId) base.where('a.organization_id', organizationId);
  if (q.action) base.where('a.action', q.action);
  if (q.entity) base.where('a.entity', q.entity);
  if (q.entityId) base.where('a.entity_id', q.entityId);
  if (q.userId) base.where('a.user_id', q.userId);
  if (q.from) base.where('a.created_at', '>=', q.from);
  if (q.to) base.where('a.created_at', '<', q.to);
  return pageQuery(base, q, spec, toEntry);
}
