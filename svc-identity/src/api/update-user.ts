import { errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { loadMyUser } from '../domain/my-user';
import { findUserById, type UserRow } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

const columns = { firstName: 'first_name', lastName: 'last_name', language: 'language' } as const;

/** PUT /user: partial update of the caller's own name and language, audited with old and new values. */
export function registerUpdateUser({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/user'), async (ctx, { body, user }) => {
    const me = user!;
    await kit.db.transaction(async (trx) => {
      const current = await findUserById(trx, me.userId);
      if (!current) throw errors.notFound('error.noUserFound');
      const changes: Partial<Record<(typeof columns)[keyof typeof columns], string>> = {};
      const diff: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, column] of Object.entries(columns) as [keyof typeof columns, (typeof columns)[keyof typeof columns]][]) {
        const value = body[field];
        if (value === undefined || value === current[column as keyof UserRow]) continue;
        changes[column] = value;
        diff[field] = { from: current[column as keyof UserRow], to: value };
      }
      if (Object.keys(changes).length === 0) return;
      await trx('users').where({ id: me.userId }).update({ ...changes, updated_at: trx.fn.now() });
      await audit(trx, { userId: me.impersonatorId ?? me.userId, action: 'update', entity: 'user', entityId: me.userId, value: diff, ip: clientInfo(ctx).ip });
      // The gateway drops its cached context on this event (the language is part of it).
      await kit.addEvent(trx, 'user.updated', { userId: me.userId });
    });
    return loadMyUser(kit.db, me.userId, { id: me.sessionId, current_organization_id: me.currentOrganizationId, impersonator_id: me.impersonatorId });
  });
}
