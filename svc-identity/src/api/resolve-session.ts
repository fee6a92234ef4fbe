import { ErrorKeys, RESOLVE_SESSION_PATH, resolveSessionBody, type RouteDef } from '@cadeau/contracts';
import { errors, isInternalCall, type Kit } from '@cadeau/service-kit';
import { findActiveSessionByToken, touchSession } from '../domain/sessions';
import { userContextFor } from '../domain/user-context';
import { findUserById, membershipsOf } from '../domain/users';
import type { IdentityDeps } from './deps';

// Not in the /api route table: the gateway never forwards it; the internal token guards it instead.
const resolveRoute = { method: 'POST', path: RESOLVE_SESSION_PATH, service: 'identity', access: 'public', body: resolveSessionBody } as const satisfies RouteDef;

/** Refuses every /internal call without the internal token, before any body is read. */
export function internalOnly(kit: Kit) {
  kit.app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/internal/') && !isInternalCall(ctx.headers, kit.secret)) throw errors.forbidden();
    await next();
  });
}

/** POST /internal/sessions/resolve: the gateway's cookie → user context lookup. */
export function registerResolveSession({ kit }: IdentityDeps) {
  kit.route(resolveRoute, async (_ctx, { body }) => {
    const session = await findActiveSessionByToken(kit.db, body.token);
    if (!session) throw errors.notFound(ErrorKeys.session.notFound);
    const [user, memberships] = await Promise.all([findUserById(kit.db, session.user_id), membershipsOf(kit.db, session.user_id), touchSession(kit.db, session.id)]);
    if (!user) throw errors.notFound(ErrorKeys.session.notFound);
    return userContextFor(user, memberships, session);
  });
}
