import type { BillingFacts, InvoiceParty } from '@cadeau/contracts';
import type { BillingDeps } from '../api/deps';
import { organizationParty, paymentTerms, platformParty } from '../domain/parties';
import { invoiceReference } from '../domain/qr-reference';
import { addDays, dateInZurich } from '../domain/zurich-dates';

/**
 * What issuing an invoice needs from other services, asked before the database transaction opens (a transaction
 * never waits on the network): the Payment settings, the organisation's billing facts, the VAT rate of the day.
 */
export interface InvoiceContext {
  now: Date;
  today: string;
  dueDate: string;
  terms: ReturnType<typeof paymentTerms>;
  platform: InvoiceParty;
  organization: InvoiceParty;
  facts: BillingFacts;
  language: 'de' | 'en';
  vatRateBasisPoints: number;
  /** The QR reference (QRR with a QR-IBAN, else SCOR) of an invoice number; null without a platform IBAN. */
  referenceOf: (number: string) => string | null;
}

/** `at`: when the invoice is dated (now, or a demo's history). */
export async function invoiceContext(deps: BillingDeps, organizationId: string, at?: Date): Promise<InvoiceContext> {
  const now = at ?? deps.now();
  const today = dateInZurich(now);
  const [settings, facts, vatRateBasisPoints] = await Promise.all([
    deps.identity.settingValues(),
    deps.identity.billingFacts(organizationId),
    deps.vat.rateOn(today),
  ]);
  const terms = paymentTerms(settings);
  const platform = platformParty(settings);
  return {
    now,
    today,
    dueDate: addDays(today, terms.leadPaymentDays),
    terms,
    platform,
    organization: organizationParty(facts),
    facts,
    language: facts.admins[0]?.language ?? 'de',
    vatRateBasisPoints,
    referenceOf: (number) => (platform.iban ? invoiceReference(number, platform.iban) : null),
  };
}
