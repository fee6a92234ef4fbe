import type { BillingFacts } from '@cadeau/contracts';

/**
 * The parties of an invoice as svc-billing's tests and the bench (`@cadeau/svc-billing/testing`, bench/src/billing.ts)
 * have svc-identity answer them: the operator's Payment settings and a giver's billing facts.
 */

/** The QR-IBAN of the Swiss Payment Standards' example: invoices paid into it carry QR references. */
export const QR_IBAN = 'CH4431999123000889012';

/** The Payment settings of a fictitious operator with a QR-IBAN (so invoices carry QR references). */
export const paymentSettings = {
  'Payment.Name': 'Cadeau Test AG',
  'Payment.Street': 'Bahnhofstrasse',
  'Payment.HouseNumber': '1',
  'Payment.Zip': '8001',
  'Payment.City': 'Zürich',
  'Payment.Country': 'ch',
  'Payment.VatNumber': 'CHE-100.155.212 MWST',
  'Payment.IBAN': QR_IBAN,
  'Payment.FeeGiver': 0.1,
  'Payment.BaseFeeGiver': 10_000,
  'Payment.FeeSeller': 0.1,
  'Payment.LeadPaymentDays': 7,
};

/** An organisation's billing facts as svc-identity answers them, with a complete Swiss invoice address. */
export function billingFacts(id: string, fields: Partial<BillingFacts> = {}): BillingFacts {
  return {
    id,
    name: 'Test Giver AG',
    status: 'approved',
    features: ['giver'],
    vatNumber: null,
    iban: 'CH9300762011623852957',
    invoiceAddress: {
      name: 'Test Giver AG',
      street: 'Freie Strasse',
      houseNumber: '8',
      zip: '4051',
      city: 'Basel',
      country: 'ch',
      email: null,
    },
    paymentNotificationMails: [],
    admins: [{ email: 'admin@giver.example', language: 'de' }],
    ...fields,
  };
}
