import { contactListQuery, ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { pageQuery } from '../domain/list';
import { notify, platformAdminIds } from '../domain/notifications';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

interface Row {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  user_id: string | null;
  created_at: Date;
}

/** POST /contact: anyone; a phone number or an e-mail address is required. Platform administrators are notified. */
export function registerCreateContact({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/contact'), async (ctx, { body, user }) => {
    if (!body.email && !body.phone) throw errors.badRequest(ErrorKeys.contact.missingContactInfo);
    const ip = clientInfo(ctx).ip;
    await kit.db.transaction(async (trx) => {
      const [row] = await trx('contacts').insert({ name: body.name, email: body.email ?? null, phone: body.phone ?? null, message: body.message, user_id: user?.userId ?? null, ip }).returning('id');
      await audit(trx, { userId: user?.userId ?? null, action: 'insert', entity: 'contact', entityId: row.id, value: { name: body.name }, ip });
      await notify(kit, trx, await platformAdminIds(trx), { type: 'notification.contactReceived', data: { name: body.name, contactId: row.id }, path: '/cockpit/contacts' });
    });
    ctx.status = 201;
    return { ok: true };
  });
}

/** GET /contact (platform administrators): the contact forms, newest first, paginated and searchable. */
export function registerListContacts({ kit }: IdentityDeps) {
  const spec = { sortColumns: { createdAt: 'created_at', name: 'name' }, searchColumns: ['name', 'email', 'phone', 'message'], tieBreaker: 'id' };
  kit.route(routeOf('GET', '/contact'), async (_ctx, { query }) => {
    const q = contactListQuery.parse(query);
    return pageQuery<Row, object>(kit.db('contacts').select('*'), q, spec, (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      message: r.message,
      userId: r.user_id,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });
}
