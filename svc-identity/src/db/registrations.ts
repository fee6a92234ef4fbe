import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { planInvitedRegistration } from '../domain/invitation';
import { planOrganizationRegistration } from '../domain/organization';
import type { ClientInfo } from '../domain/client-info';
import { audit } from './audit';
import { invitationValidDays } from './invitation-validity';
import { claimMailSend } from './mail-throttle';
import { acceptInvitation, findInvitationByTokenForUpdate, invitingOrganization } from './invitations';
import { notifyInvitationAccepted, notifyOrganizationRegistered } from './notifications';
import { holdOrganizationName } from './organization-name-holds';
import { insertOrganizationWithAdmin, organizationNameTaken } from './organizations';
import { announceOrganization, type Outbox } from './outbox';
import { openSession } from './sessions';
import { sendConfirmationMail } from './user-tokens';
import { findUserByEmail, insertUser } from './users';

type NewOrganization = Parameters<typeof insertOrganizationWithAdmin>[1] & { uid?: string | null };
type NewAdmin = Parameters<typeof insertOrganizationWithAdmin>[2];

/**
 * POST /auth/organization-registration's write as domain `planOrganizationRegistration` decides: refuses a taken organisation name or UID (409
 * organization.alreadyExists: public register data, checked first, so the answer never depends on the
 * address). A taken address is answered like a new one (issue 8): nothing is created, the name is held
 * (organization-name-holds.ts) and the account's holder gets a notice, within the mail throttle. Else
 * the organisation with its first admin, the confirmation mail, both audit entries, `user.registered`,
 * `organization.updated` and the notification of the platform administrators.
 */
export function registerOrganization(
  kit: Outbox & { db: Knex },
  organization: NewOrganization,
  admin: NewAdmin,
  audited: { value: Record<string, unknown>; ip: string },
): Promise<{ email: string }> {
  return kit.db.transaction(async (trx) => {
    const plan = planOrganizationRegistration({
      nameTaken: await organizationNameTaken(trx, organization.name, { uid: organization.uid }),
      holder: await findUserByEmail(trx, admin.email),
    });
    if (!plan.create) {
      await holdOrganizationName(trx, organization.name, organization.uid);
      await mailRegistrationAttempt(kit, trx, plan.noticeTo, organization.name);
      return { email: admin.email };
    }
    const { org, user } = await insertOrganizationWithAdmin(trx, organization, admin);
    await sendConfirmationMail(kit, trx, user);
    const entry = { userId: user.id, action: 'insert', organizationId: org.id, ip: audited.ip } as const;
    await audit(trx, { ...entry, entity: 'organization', entityId: org.id, value: audited.value });
    const value = { email: user.email, via: 'organizationRegistration' };
    await audit(trx, { ...entry, entity: 'user', entityId: user.id, value });
    await kit.addEvent(trx, 'user.registered', { userId: user.id, organizationId: org.id });
    await announceOrganization(trx, kit.addEvent, org);
    await notifyOrganizationRegistered(kit, trx, org);
    return { email: user.email };
  });
}

/** The notice to the holder of an address someone registered an organisation with, in their language. */
async function mailRegistrationAttempt(
  kit: Outbox,
  trx: Knex.Transaction,
  holder: { email: string; first_name: string; language: 'de' | 'en' },
  organizationName: string,
): Promise<void> {
  if (!(await claimMailSend(trx, 'registrationAttempt', { recipient: holder.email })).allowed) return;
  await kit.queueMail(trx, {
    template: 'registrationAttempt',
    locale: holder.language,
    to: holder.email,
    // Each attempt is its own notice: nothing to deduplicate but a retried publish of this row.
    idempotencyKey: `identity:registrationAttempt:${randomUUID()}`,
    data: { firstName: holder.first_name, organizationName },
  });
}

/**
 * POST /auth/registration's write under the invitation's lock, as domain `planInvitedRegistration` decides: a
 * pending, unexpired invitation for the address (a password equal to it refused), no account of that address yet (409), then the account with
 * the address confirmed (the link arrived there), its audit entry, the acceptance, `user.registered` and
 * the inviter's notification. The new account is logged in by a session of the inviting organisation (issue 9:
 * the person just chose the password, typing it again to log in would add nothing); `sessionToken` is the
 * cookie's value.
 */
export function registerInvitedUser(
  kit: Outbox & { db: Knex },
  production: boolean,
  r: { token: string; email?: string | null; password: string; passwordHash: string },
  account: { first_name: string; last_name: string; language: 'de' | 'en' },
  client: ClientInfo,
): Promise<{ userId: string; email: string; organizationId: string; sessionToken: string }> {
  return kit.db.transaction(async (trx) => {
    const invitation = await findInvitationByTokenForUpdate(trx, r.token);
    const validDays = await invitationValidDays(trx, production);
    const accountExists = Boolean(invitation && (await findUserByEmail(trx, invitation.email)));
    const inv = planInvitedRegistration({ invitation, validDays, accountExists }, r);
    const org = await invitingOrganization(trx, inv);
    const user = await insertUser(trx, {
      ...account,
      email: inv.email,
      password_hash: r.passwordHash,
      email_confirmed_at: trx.fn.now(),
    });
    const value = { email: user.email, via: 'invitation' };
    const ip = client.ip;
    await audit(trx, { userId: user.id, action: 'insert', entity: 'user', entityId: user.id, value, ip });
    await acceptInvitation(trx, inv, user.id, ip);
    await kit.addEvent(trx, 'user.registered', { userId: user.id, organizationId: org.id });
    await notifyInvitationAccepted(kit, trx, inv, user.email, org);
    const { token } = await openSession(trx, kit.addEvent, user.id, org.id, client);
    return { userId: user.id, email: user.email, organizationId: org.id, sessionToken: token };
  });
}
