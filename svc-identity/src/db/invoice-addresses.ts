import type { Knex } from 'knex';
import { diff } from '../domain/audit';
import type { InvoiceAddress } from '../domain/invoice-address';
import { audit } from './audit';
import type { AddEvent } from './outbox';

export function invoiceAddressOf(db: Knex, organizationId: string, lock = false): Promise<InvoiceAddress | undefined> {
  const q = db('invoice_addresses').where({ organization_id: organizationId });
  if (lock) q.forUpdate();
  return q.first();
}

/** Inserts or replaces the organisation's address; returns it as stored. */
export async function saveInvoiceAddress(
  trx: Knex.Transaction,
  organizationId: string,
  address: InvoiceAddress,
): Promise<InvoiceAddress> {
  const [saved] = await trx('invoice_addresses')
    .insert({ organization_id: organizationId, ...address, updated_at: trx.fn.now() })
    .onConflict('organization_id')
    .merge()
    .returning('*');
  return saved;
}

/**
 * PUT /organization/invoice-address's write under the address's lock: the whole address; when a field
 * changed, the audit entry (`insert` for a first address) and `organization.invoiceAddressUpdated`
 * (svc-billing keeps invoice addresses in its read model). Answers the address as stored.
 */
export function replaceInvoiceAddress(
  kit: { db: Knex; addEvent: AddEvent },
  organizationId: string,
  next: InvoiceAddress,
  by: { actorId: string; ip: string },
): Promise<InvoiceAddress> {
  return kit.db.transaction(async (trx) => {
    const current = await invoiceAddressOf(trx, organizationId, true);
    const saved = await saveInvoiceAddress(trx, organizationId, next);
    const changes = diff({ ...current }, { ...next });
    if (!Object.keys(changes).length) return saved;
    const entry = { entity: 'invoiceAddress', entityId: organizationId, organizationId, value: changes, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: current ? 'update' : 'insert', ...entry });
    await kit.addEvent(trx, 'organization.invoiceAddressUpdated', { organizationId });
    return saved;
  });
}
