import type { Knex } from 'knex';
import { standInCompanies } from '../adapters/company-register/stand-in-companies';
import type { InvoiceAddress } from '../domain/invoice-address';
import { hashPassword } from '../domain/passwords';
import { saveInvoiceAddress } from './invoice-addresses';
import { announceSeededOrganization, announceSeededUser } from './seed-announcements';
import { seedDemoExtras } from './seed-extras';

export const DEMO_PASSWORD = 'Cadeau-Demo-2026!';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  language: 'de' | 'en';
  roles: string[];
  organization?: {
    name: string;
    features: string[];
    status?: 'pending' | 'approved';
    uid?: string;
    /** A complete one lets the organisation release campaigns (spec section 5: invoice address complete). */
    invoiceAddress?: InvoiceAddress;
  };
  description: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@cadeau.test',
    firstName: 'Ada',
    lastName: 'Admin',
    language: 'en',
    roles: ['platformAdmin'],
    description: 'platform administrator',
  },
  {
    email: 'giver@cadeau.test',
    firstName: 'Gina',
    lastName: 'Giver',
    language: 'en',
    roles: [],
    organization: {
      name: 'Demo Giver AG',
      features: ['giver'],
      uid: '768912343',
      // The register's address of the stand-in company, so the seeded campaigns can be released (again).
      invoiceAddress: {
        name: 'Demo Giver AG',
        street: 'Freie Strasse',
        house_number: '8',
        zip: '4051',
        city: 'Basel',
        country: 'ch',
        email: null,
        iban: null,
      },
    },
    description: 'admin of Demo Giver AG (giver)',
  },
  {
    // Gina's German-speaking colleague, who made the running demo campaign: its mails go out in the creator's
    // language (svc-campaign campaign-mailing.ts), German like its name and its recipients' salutations.
    email: 'giver-de@cadeau.test',
    firstName: 'Greta',
    lastName: 'Geber',
    language: 'de',
    roles: [],
    organization: { name: 'Demo Giver AG', features: ['giver'], uid: '768912343' },
    description: 'admin of Demo Giver AG (giver, German)',
  },
  {
    email: 'seller@cadeau.test',
    firstName: 'Sven',
    lastName: 'Seller',
    language: 'de',
    roles: [],
    organization: { name: 'Demo Seller GmbH', features: ['seller'], uid: '879123457' },
    description: 'admin of Demo Seller GmbH (seller)',
  },
  {
    email: 'pending@cadeau.test',
    firstName: 'Paula',
    lastName: 'Pending',
    language: 'de',
    roles: [],
    organization: { name: 'Berner Chocolatier', features: ['seller'], status: 'pending', uid: '324567894' },
    description: 'admin of Berner Chocolatier (seller, pending: approve it as admin@cadeau.test)',
  },
  {
    email: 'nobody@cadeau.test',
    firstName: 'Nora',
    lastName: 'Nobody',
    language: 'en',
    roles: [],
    description: 'in no organisation',
  },
];

/**
 * Puts the demo accounts in a known state: running it again resets them (password, roles, blocked,
 * organisation, its invoice address) rather than adding duplicates.
 */
export async function seedDemoData(db: Knex): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (trx) => {
    for (const a of demoAccounts) {
      const [user] = await trx('users')
        .insert({
          email: a.email,
          first_name: a.firstName,
          last_name: a.lastName,
          language: a.language,
          roles: a.roles,
          password_hash: passwordHash,
          blocked: false,
          email_confirmed_at: trx.fn.now(),
        })
        .onConflict('email')
        .merge(['first_name', 'last_name', 'language', 'roles', 'password_hash', 'blocked'])
        .returning('id');
      await trx('users')
        .where({ id: user.id })
        .whereNull('email_confirmed_at')
        .update({ email_confirmed_at: trx.fn.now() });
      await announceSeededUser(trx, user.id);
      if (!a.organization) continue;
      const values = {
        status: a.organization.status ?? 'approved',
        features: a.organization.features,
        ...companyColumns(a.organization.uid),
      };
      const before = await trx('organizations')
        .where({ name: a.organization.name })
        .first('id', 'name', 'status', 'features');
      let org = before;
      if (org) await trx('organizations').where({ id: org.id }).update(values);
      else
        [org] = await trx('organizations')
          .insert({ name: a.organization.name, ...values })
          .returning('id');
      await announceSeededOrganization(trx, before, org.id);
      await trx('memberships')
        .insert({ user_id: user.id, organization_id: org.id, roles: ['admin'] })
        .onConflict(['user_id', 'organization_id'])
        .merge(['roles']);
      if (a.organization.invoiceAddress) await saveInvoiceAddress(trx, org.id, a.organization.invoiceAddress);
    }
    await seedDemoExtras(trx);
  });
  return demoAccounts;
}

/** The stand-in register's values of a demo company, so the daily re-sync finds nothing to change. */
function companyColumns(uidDigits: string | undefined) {
  const c = standInCompanies.find((x) => x.uid === uidDigits);
  if (!c) return {};
  return {
    uid: `CHE-${c.uid.slice(0, 3)}.${c.uid.slice(3, 6)}.${c.uid.slice(6)}`,
    company_name: c.legalName,
    legal_form: c.legalForm,
    vat_number: c.vatActive ? `CHE-${c.uid.slice(0, 3)}.${c.uid.slice(3, 6)}.${c.uid.slice(6)} MWST` : null,
    street: c.street,
    house_number: c.houseNumber,
    zip: c.zip,
    city: c.town,
    canton: c.canton,
    country: 'ch',
    register_synced_at: new Date(),
  };
}
