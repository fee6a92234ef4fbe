import { ErrorKeys, isValidUid, formatUid, uidDigits, type CompanyRecord } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { sendConfirmationMail } from '../domain/confirmation';
import { notify, platformAdminIds } from '../domain/notifications';
import { registerValues } from '../domain/organizations';
import { hashPassword } from '../domain/passwords';
import { isSwissZip } from '../domain/swiss-zip';
import { findUserByEmail } from '../domain/users';
import { registerFailure } from './company-search';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /auth/organization-registration: an organisation (giver or seller, status pending) and its
 * first admin. With a UID the company name, VAT number and address are taken from the company register
 * (what the body says about them is ignored); without one they are required. The admin confirms the
 * address by the mailed link before logging in; a platform administrator approves the organisation.
 */
export function registerOrganizationRegistration({ kit, companyRegister }: IdentityDeps) {
  kit.route(routeOf('POST', '/auth/organization-registration'), async (ctx, { body }) => {
    const { organization: o, user: u } = body;
    if (u.password !== u.passwordConfirmation) throw errors.badRequest(ErrorKeys.registration.passwordMismatch);
    if (u.password.trim().toLowerCase() === u.email) throw errors.badRequest(ErrorKeys.registration.invalidCredentials);

    let record: CompanyRecord | null = null;
    if (o.uid) {
      if (!uidDigits(o.uid) || !isValidUid(o.uid)) throw errors.badRequest(ErrorKeys.companyRegister.invalidUid);
      record = await companyRegister.getByUid(o.uid).catch(registerFailure);
      if (!record) throw errors.notFound(ErrorKeys.companyRegister.notFound);
    } else if (!o.companyName || !o.address) {
      throw errors.badRequest(ErrorKeys.validation);
    }
    const fields = record
      ? { ...registerValues(record), uid: formatUid(uidDigits(record.uid)!), register_synced_at: new Date() }
      : {
          company_name: o.companyName!,
          vat_number: o.vatNumber || null,
          street: o.address!.street,
          house_number: o.address!.houseNumber,
          zip: o.address!.zip,
          city: o.address!.city,
          country: o.address!.country,
          uid: null,
        };
    if (fields.country === 'ch' && (!fields.zip || !isSwissZip(fields.zip))) throw errors.badRequest(ErrorKeys.organization.invalidZip);

    const passwordHash = await hashPassword(u.password);
    const result = await kit.db.transaction(async (trx) => {
      if (await findUserByEmail(trx, u.email)) throw new DomainError(409, ErrorKeys.registration.userExists);
      const clash = await trx('organizations')
        .whereRaw('lower(name) = lower(?)', [o.name])
        .modify((q) => (fields.uid ? q.orWhere({ uid: fields.uid }) : q))
        .first('id');
      if (clash) throw new DomainError(409, ErrorKeys.organization.alreadyExists);
      const [org] = await trx('organizations').insert({ name: o.name, status: 'pending', features: [o.feature], ...fields }).returning(['id', 'name', 'status', 'features']);
      const [user] = await trx('users')
        .insert({ email: u.email, first_name: u.firstName, last_name: u.lastName, language: u.language, password_hash: passwordHash })
        .returning(['id', 'email', 'first_name', 'language']);
      await trx('memberships').insert({ user_id: user.id, organization_id: org.id, roles: ['admin'] });
      await sendConfirmationMail(kit, trx, user);
      const ip = clientInfo(ctx).ip;
      await audit(trx, { userId: user.id, action: 'insert', entity: 'organization', entityId: org.id, organizationId: org.id, value: { name: o.name, feature: o.feature, ...fields }, ip });
      await audit(trx, { userId: user.id, action: 'insert', entity: 'user', entityId: user.id, organizationId: org.id, value: { email: user.email, via: 'organizationRegistration' }, ip });
      await kit.addEvent(trx, 'user.registered', { userId: user.id, organizationId: org.id });
      await kit.addEvent(trx, 'organization.updated', { organizationId: org.id, status: org.status, features: org.features, name: org.name });
      // Platform administrators review new organisations.
      await notify(kit, trx, await platformAdminIds(trx), { type: 'notification.organizationRegistered', data: { organizationName: org.name }, path: `/cockpit/organizations/${org.id}`, organizationId: org.id });
      return { organizationId: org.id as string, userId: user.id as string, email: user.email as string };
    });
    ctx.status = 201;
    return result;
  });
}
