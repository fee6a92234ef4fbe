import type { BillingFacts, InvoiceParty, SettingValues } from '@cadeau/contracts';

/** The platform as creditor of its invoices: the operator named by the Payment settings (admin-only values). */
export function platformParty(settings: SettingValues): InvoiceParty {
  const text = (key: string) => {
    const v = settings[key];
    return typeof v === 'string' ? v.trim() : '';
  };
  return {
    organizationId: null,
    name: text('Payment.Name'),
    street: text('Payment.Street'),
    houseNumber: text('Payment.HouseNumber'),
    zip: text('Payment.Zip'),
    city: text('Payment.City'),
    country: (text('Payment.Country') || 'ch').toUpperCase(),
    vatNumber: text('Payment.VatNumber') || null,
    iban: text('Payment.IBAN').replace(/\s+/g, '').toUpperCase() || null,
  };
}

/** An organisation as debtor (its invoice address) or, for a payout, as creditor (its IBAN). */
export function organizationParty(facts: BillingFacts): InvoiceParty {
  const a = facts.invoiceAddress;
  return {
    organizationId: facts.id,
    name: a.name || facts.name,
    street: a.street,
    houseNumber: a.houseNumber,
    zip: a.zip,
    city: a.city,
    country: (a.country || 'ch').toUpperCase(),
    vatNumber: facts.vatNumber,
    iban: facts.iban ? facts.iban.replace(/\s+/g, '').toUpperCase() : null,
  };
}

/** Where an organisation's payment mails go (spec section 3): Payments.NotificationMails, else its admins. */
export function paymentMailRecipients(facts: BillingFacts): { email: string; language: 'de' | 'en' }[] {
  const language = facts.admins[0]?.language ?? 'de';
  if (facts.paymentNotificationMails.length > 0)
    return facts.paymentNotificationMails.map((email) => ({ email, language }));
  return facts.admins;
}

/** The Payment settings as numbers (percent with two fraction digits; Rappen; days). */
export function paymentTerms(settings: SettingValues) {
  const num = (key: string, fallback: number) => {
    const v = settings[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  };
  return {
    feeGiverPercent: num('Payment.FeeGiver', 0.1),
    feeSellerPercent: num('Payment.FeeSeller', 0.1),
    baseFeeGiverRappen: Math.round(num('Payment.BaseFeeGiver', 10_000)),
    leadPaymentDays: Math.round(num('Payment.LeadPaymentDays', 7)),
  };
}
