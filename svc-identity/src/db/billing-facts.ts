import { settingDefByKey, type BillingFacts } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { defaultOf } from '../domain/settings';
import { EMPTY_INVOICE_ADDRESS } from '../domain/invoice-address';
import { invoiceAddressOf } from './invoice-addresses';
import type { OrganizationRow } from './organizations';

const MAILS = 'Payments.NotificationMails';

/**
 * What svc-billing needs of an organisation (issue 19): its invoice address (the QR-bill's debtor), VAT number,
 * the IBAN a payout goes to (the invoice address's, else the organisation's own), Payments.NotificationMails in
 * force and its unblocked admins, the longest-standing first (whose language the organisation's mails take).
 */
export async function billingFacts(db: Knex, org: OrganizationRow, production: boolean): Promise<BillingFacts> {
  const address = (await invoiceAddressOf(db, org.id)) ?? EMPTY_INVOICE_ADDRESS;
  const setting: { value: unknown } | undefined = await db('settings')
    .where({ scope: 'organization', organization_id: org.id, key: MAILS })
    .first('value');
  const mails = setting ? setting.value : defaultOf(settingDefByKey(MAILS)!, production);
  const admins: { email: string; language: 'de' | 'en' }[] = await db('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', org.id)
    .whereRaw(`'admin' = any(m.roles)`)
    .where('u.blocked', false)
    .orderBy([{ column: 'm.created_at' }, { column: 'u.id' }])
    .select('u.email', 'u.language');
  return {
    id: org.id,
    name: org.name,
    status: org.status,
    features: org.features as BillingFacts['features'],
    vatNumber: org.vat_number,
    iban: address.iban || org.iban || null,
    invoiceAddress: {
      name: address.name,
      street: address.street,
      houseNumber: address.house_number,
      zip: address.zip,
      city: address.city,
      country: address.country,
      email: address.email,
    },
    paymentNotificationMails: Array.isArray(mails) ? mails.filter((m): m is string => typeof m === 'string') : [],
    admins,
  };
}
