import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { findActiveSessionByToken, touchSession } from '../db/sessions';
import { findUserById, membershipsOf } from '../db/users';
import { userContextFor } from '../domain/user-context';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/sessions/resolve: the gateway's cookie → user context lookup. An `internal` route: the kit
 * lets only a signed service call through (ADR 0008), and the gateway answers it 404 from outside.
 */
export const handleResolveSession =
  ({ kit }: IdentityDeps): Handler<'POST /internal/sessions/resolve'> =>
  async (_ctx, { body }) => {
    const session = await findActiveSessionByToken(kit.db, body.token);
    if (!session) throw errors.notFound(ErrorKeys.session.notFound);
    const [user, memberships] = await Promise.all([
      findUserById(kit.db, session.user_id),
      membershipsOf(kit.db, session.user_id),
      touchSession(kit.db, session.id),
    ]);
    if (!user) throw errors.notFound(ErrorKeys.session.notFound);
    return userContextFor(user, memberships, session);
  };
