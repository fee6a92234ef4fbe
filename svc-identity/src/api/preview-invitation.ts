import { invitationValidDays } from '../db/invitation-validity';
import { invitationPreviewOf } from '../db/invitations';
import { findUserByEmail } from '../db/users';
import { assertPending } from '../domain/invitation';
import { assertInvitationNotExpired } from '../domain/invitation-expiry';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** POST /organization/invitation/preview: organisation, address and whether an account exists (the screen offers login or registration). */
export const handleInvitationPreview =
  ({ kit, production }: IdentityDeps): Handler<'POST /organization/invitation/preview'> =>
  async (_ctx, { body }) => {
    const row = await invitationPreviewOf(kit.db, body.token);
    assertPending(row);
    assertInvitationNotExpired(row, await invitationValidDays(kit.db, production));
    const accountExists = Boolean(await findUserByEmail(kit.db, row.email));
    return { organizationName: row.name, email: row.email, roles: row.roles, accountExists };
  };
