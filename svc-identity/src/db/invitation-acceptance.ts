import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { assertCanAccept } from '../domain/invitation';
import { assertInvitationNotExpired } from '../domain/invitation-expiry';
import { invitationValidDays } from './invitation-validity';
import { acceptInvitation, findInvitationByTokenForUpdate, invitingOrganization } from './invitations';
import { isMember } from './memberships';
import { notifyInvitationAccepted } from './notifications';
import { announceUsers, type Outbox } from './outbox';

/**
 * POST /organization/invitation/accept's write under the invitation's lock: a pending, unexpired
 * invitation of the account's address, an account not yet a member (409), then the membership,
 * `user.updated` and the inviter's notification.
 */
export function acceptInvitationAs(
  kit: Outbox & { db: Knex },
  production: boolean,
  token: string,
  account: { id: string; email: string },
  how: { loggedIn: boolean; ip: string },
): Promise<{ organizationId: string; organizationName: string }> {
  return kit.db.transaction(async (trx) => {
    const inv = await findInvitationByTokenForUpdate(trx, token);
    assertCanAccept(inv, account.email, how.loggedIn);
    assertInvitationNotExpired(inv, await invitationValidDays(trx, production));
    const org = await invitingOrganization(trx, inv);
    if (await isMember(trx, account.id, org.id)) throw errors.conflict(ErrorKeys.invitation.userAlreadyInOrganization);
    await acceptInvitation(trx, inv, account.id, how.ip);
    await announceUsers(trx, kit.addEvent, [account.id]);
    await notifyInvitationAccepted(kit, trx, inv, account.email, org);
    return { organizationId: org.id, organizationName: org.name };
  });
}
