import { ErrorKeys, SET_SESSION_HEADER } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { openImpersonation } from '../db/sessions';
import { findUserById, loadMyUser, membershipsOf } from '../db/users';
import { assertMayImpersonate } from '../domain/impersonation';
import { currentOrganizationId } from '../domain/user-context';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /user/inpersonate `{ userId }` (platform administrators; spelling of spec section 7; a POST so that
 * no cross-site navigation can start it, ADR 0010): opens a session
 * of the user marked with the administrator (`impersonator_id`, shown as a banner) and hands its token
 * to the gateway, which swaps the cookie. The administrator's own session stays open and is resumed by
 * POST /user/inpersonate/end. Other administrators and blocked users cannot be impersonated.
 */
export const handleImpersonate =
  ({ kit }: IdentityDeps): Handler<'POST /user/inpersonate'> =>
  async (ctx, { body, user }) => {
    const target = await findUserById(kit.db, body.userId);
    if (!target) throw errors.notFound(ErrorKeys.noUserFound);
    assertMayImpersonate(user!.userId, target);
    const organizationId = currentOrganizationId(await membershipsOf(kit.db, target.id), null);
    const { token, session } = await openImpersonation(kit, target.id, user!, organizationId, clientInfo(ctx));
    ctx.set(SET_SESSION_HEADER, token);
    return loadMyUser(kit.db, target.id, session);
  };
