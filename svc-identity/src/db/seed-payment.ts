import type { Knex } from 'knex';

/**
 * The demo's money (issue 19): a fictitious operator in the Payment settings (a QR-IBAN, so the demo's QR-bills
 * carry QR references the demo bank file can pay), and IBANs for the demo giver and seller to be paid out to.
 * Only settings never saved are written: what an administrator changed stays.
 */
export const demoPaymentSettings: Record<string, string> = {
  'Payment.Name': 'Cadeau Plattform AG',
  'Payment.Street': 'Bahnhofstrasse',
  'Payment.HouseNumber': '1',
  'Payment.Zip': '8001',
  'Payment.City': 'Zürich',
  'Payment.Country': 'ch',
  // A valid UID (EXTERNAL.md) with the VAT suffix; the QR-IBAN is the Swiss Payment Standards' example.
  'Payment.VatNumber': 'CHE-100.155.212 MWST',
  'Payment.IBAN': 'CH4431999123000889012',
};

export const demoOrganizationIbans: Record<string, string> = {
  'Demo Giver AG': 'CH9300762011623852957',
  'Demo Seller GmbH': 'CH5604835012345678009',
};

export async function seedDemoPayment(trx: Knex.Transaction, adminId: string): Promise<void> {
  for (const [key, value] of Object.entries(demoPaymentSettings)) {
    const known = await trx('settings').where({ scope: 'global', key }).first('key');
    if (!known)
      await trx('settings').insert({
        scope: 'global',
        key,
        value: JSON.stringify(value),
        updated_by: adminId,
        updated_at: trx.fn.now(),
      });
  }
  for (const [name, iban] of Object.entries(demoOrganizationIbans))
    await trx('organizations').where({ name }).whereNull('iban').update({ iban });
}
