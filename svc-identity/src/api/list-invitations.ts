import { invitationsOf } from '../db/invitations';
import { currentOrgOf } from '../domain/current-organization';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/invitation: the current organisation's invitations, newest first. */
export const handleListInvitations =
  ({ kit }: IdentityDeps): Handler<'GET /organization/invitation'> =>
  async (_ctx, { user }) => {
    return invitationsOf(kit.db, currentOrgOf(user!));
  };
