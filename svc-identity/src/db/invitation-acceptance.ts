import type { Knex } from 'knex';
import { planAcceptance } from '../domain/invitation';
import { invitationValidDays } from './invitation-validity';
import { acceptInvitation, findInvitationByTokenForUpdate, organizationOfInvitation } from './invitations';
import { isMember } from './memberships';
import { notifyInvitationAccepted } from './notifications';
import { announceUsers, type Outbox } from './outbox';

/**
 * POST /organization/invitation/accept's write under the invitation's lock: domain `planAcceptance` on the
 * invitation, its validity, its organisation and whether the account is a member (a pending, unexpired
 * invitation of the account's address, an organisation taking members, an account not yet a member: 409), then
 * the membership, `user.updated` and the inviter's notification.
 */
export function acceptInvitationAs(
  kit: Outbox & { db: Knex },
  production: boolean,
  token: string,
  account: { id: string; email: string },
  how: { loggedIn: boolean; ip: string },
): Promise<{ organizationId: string; organizationName: string }> {
  return kit.db.transaction(async (trx) => {
    const invitation = await findInvitationByTokenForUpdate(trx, token);
    const validDays = await invitationValidDays(trx, production);
    const organization = invitation && (await organizationOfInvitation(trx, invitation));
    const alreadyMember = Boolean(organization && (await isMember(trx, account.id, organization.id)));
    const read = { invitation, validDays, organization, alreadyMember };
    const { invitation: inv, organization: org } = planAcceptance(read, {
      email: account.email,
      loggedIn: how.loggedIn,
    });
    await acceptInvitation(trx, inv, account.id, how.ip);
    await announceUsers(trx, kit.addEvent, [account.id]);
    await notifyInvitationAccepted(kit, trx, inv, account.email, org);
    return { organizationId: org.id, organizationName: org.name };
  });
}
