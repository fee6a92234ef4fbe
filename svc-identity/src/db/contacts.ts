import type { contactListQuery } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { pageQuery } from '@cadeau/service-kit';
import type { NewContact } from '../domain/contact';
import { audit } from './audit';
import { notify } from './notifications';
import type { Outbox } from './outbox';
import { platformAdminIds } from './users';

interface ContactRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  user_id: string | null;
  created_at: Date;
  answered_at: Date | null;
}

export async function insertContact(
  trx: Knex.Transaction,
  c: { name: string; email: string | null; phone: string | null; message: string; userId: string | null; ip: string },
): Promise<string> {
  const [row] = await trx('contacts')
    .insert({ name: c.name, email: c.email, phone: c.phone, message: c.message, user_id: c.userId, ip: c.ip })
    .returning('id');
  return row.id;
}

/** POST /contact's write: the form, its audit entry and a notification to every platform administrator. */
export function saveContact(
  kit: Outbox & { db: Knex },
  contact: NewContact,
  sender: { userId: string | null; ip: string },
): Promise<string> {
  const { userId, ip } = sender;
  return kit.db.transaction(async (trx) => {
    const id = await insertContact(trx, { ...contact, userId, ip });
    await audit(trx, { userId, action: 'insert', entity: 'contact', entityId: id, value: { name: contact.name }, ip });
    const data = { name: contact.name, contactId: id };
    await kit.addEvent(trx, 'contact.received', data);
    await notify(kit, trx, await platformAdminIds(trx), {
      type: 'notification.contactReceived',
      data,
      path: '/cockpit/contacts',
    });
    return id;
  });
}

const spec = {
  sortColumns: { createdAt: 'created_at', name: 'name' },
  searchColumns: ['name', 'email', 'phone', 'message'],
  tieBreaker: 'id',
};

const toContact = (r: ContactRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  userId: r.user_id,
  createdAt: new Date(r.created_at).toISOString(),
  answeredAt: r.answered_at ? new Date(r.answered_at).toISOString() : null,
});

export function contactPage(db: Knex, q: z.infer<typeof contactListQuery>) {
  const rows = db('contacts').select('*');
  if (q.status === 'open') rows.whereNull('answered_at');
  if (q.status === 'answered') rows.whereNotNull('answered_at');
  return pageQuery(rows, q, spec, toContact);
}

/**
 * Marks a contact form answered (or waiting again), with its audit entry and `contact.answered` / `.received` for
 * the platform's tasks. The same state again changes nothing and tells nothing. Undefined for an unknown form.
 */
export function markContactAnswered(
  kit: Outbox & { db: Knex },
  contactId: string,
  answered: boolean,
  by: { userId: string; ip: string },
) {
  return kit.db.transaction(async (trx) => {
    const row: ContactRow | undefined = await trx('contacts').where({ id: contactId }).forUpdate().first();
    if (!row) return undefined;
    if ((row.answered_at !== null) === answered) return toContact(row);
    const [updated]: ContactRow[] = await trx('contacts')
      .where({ id: contactId })
      .update({ answered_at: answered ? trx.fn.now() : null, answered_by: answered ? by.userId : null })
      .returning('*');
    await audit(trx, {
      userId: by.userId,
      action: 'update',
      entity: 'contact',
      entityId: contactId,
      value: { answered },
      ip: by.ip,
    });
    await kit.addEvent(trx, answered ? 'contact.answered' : 'contact.received', { contactId, name: row.name });
    return toContact(updated!);
  });
}
