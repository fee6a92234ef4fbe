import { updateProfile } from '../db/user-changes';
import { loadMyUser } from '../db/users';
import { actorOf } from '../domain/audit';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** PUT /user: partial update of the caller's own name and language, audited with old and new values. */
export const handleUpdateUser =
  ({ kit }: IdentityDeps): Handler<'PUT /user'> =>
  async (ctx, { body, user }) => {
    const me = user!;
    await updateProfile(kit, me.userId, body, { actorId: actorOf(me), ip: clientInfo(ctx).ip });
    const session = {
      id: me.sessionId,
      current_organization_id: me.currentOrganizationId,
      impersonator_id: me.impersonatorId,
    };
    return loadMyUser(kit.db, me.userId, session);
  };
