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
});

export function contactPage(db: Knex, q: z.infer<typeof contactListQuery>) {
  return pageQuery(db('contacts').select('*'), q, spec, toContact);
}
