import { updateProfile } from '../db/user-changes';
import { loadMyUser } from '../db/users';
import { actorOf } from '../domain/audit';
import { planProfileChange } from '../domain/user';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** PUT /user: partial update of the caller's own name and language, audited with old and new values. */
export const handleUpdateUser =
  ({ kit }: IdentityDeps): Handler<'PUT /user'> =>
  async (ctx, { body, user }) => {
    const me = user!;
    const by = { actorId: actorOf(me), ip: clientInfo(ctx).ip };
    await updateProfile(kit, me.userId, (current) => planProfileChange(current, body), by);
    const session = {
      id: me.sessionId,
      current_organization_id: me.currentOrganizationId,
      impersonator_id: me.impersonatorId,
    };
    return loadMyUser(kit.db, me.userId, session);
  };
