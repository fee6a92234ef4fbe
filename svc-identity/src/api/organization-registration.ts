import { registeredCompany } from '../adapters/company-register';
import { registerOrganization } from '../db/registrations';
import { registrationColumns } from '../domain/organization';
import { hashPassword } from '../domain/passwords';
import { assertNewPassword } from '../domain/password-rules';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/organization-registration: an organisation (giver or seller, status pending) and its
 * first admin. With a UID the company name, VAT number and address are taken from the company register
 * (what the body says about them is ignored); without one they are required. The admin confirms the
 * address by the mailed link before logging in; a platform administrator approves the organisation.
 * An address that has an account already gets the same answer (201 with the address) and a notice by
 * mail instead (issue 8), so the answer does not tell whether an account exists.
 */
export const handleOrganizationRegistration =
  ({ kit, companyRegister }: IdentityDeps): Handler<'POST /auth/organization-registration'> =>
  async (ctx, { body }) => {
    const { organization: o, user: u } = body;
    assertNewPassword(u.password, u.passwordConfirmation, u.email);
    const columns = registrationColumns(o, o.uid ? await registeredCompany(companyRegister, o.uid) : null);
    const organization = { name: o.name, status: 'pending' as const, features: [o.feature], ...columns };
    const account = { email: u.email, first_name: u.firstName, last_name: u.lastName, language: u.language };
    const admin = { ...account, password_hash: await hashPassword(u.password) };
    const audited = { value: { name: o.name, feature: o.feature, ...columns }, ip: clientInfo(ctx).ip };
    const result = await registerOrganization(kit, organization, admin, audited);
    ctx.status = 201;
    return result;
  };
