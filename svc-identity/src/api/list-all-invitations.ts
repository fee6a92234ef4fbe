import { invitationPage } from '../db/invitations';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/invitation/list (platform administrators): every invitation, paginated, sorted, filtered. */
export const handleAllInvitations =
  ({ kit }: IdentityDeps): Handler<'GET /organization/invitation/list'> =>
  async (_ctx, { query }) =>
    invitationPage(kit.db, query);
