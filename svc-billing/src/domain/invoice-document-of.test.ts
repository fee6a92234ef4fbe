import type { InvoiceParty } from '@cadeau/contracts';
import { invoiceDocument, isoDay } from './invoice-document-of';

// Expected values are worked out by hand in the test names, never with the functions under test.

const address = { street: 'Freie Strasse', houseNumber: '8', zip: '4051', city: 'Basel', country: 'CH' };
const party: InvoiceParty = { organizationId: null, name: 'Muster AG', ...address, vatNumber: null, iban: null };
const row = (issuedAt: string) => ({
  number: 'R-2027-0001',
  type: 'deposit' as const,
  issued_at: new Date(issuedAt),
  due_date: null,
  period: null,
  creditor: party,
  debtor: party,
  lines: [],
  reference: 'RF18539007547034',
  amount_rappen: '1011891',
  paid_by_payment_rappen: '0',
  paid_by_credit_rappen: '30000',
  paid_by_offset_rappen: '0',
  reopened: false,
});

describe('invoiceDocument: the issue date is the day in Zurich', () => {
  it('issued at 23:30 UTC on 31 December 2026 (00:30 in Zurich) is dated 2027-01-01', () => {
    expect(invoiceDocument(row('2026-12-31T23:30:00Z'), 'de').issueDate).toBe('2027-01-01');
  });
  it('issued at 22:30 UTC on 14 July 2026 (00:30 in Zurich, UTC+2) is dated 2026-07-15', () => {
    expect(invoiceDocument(row('2026-07-14T22:30:00Z'), 'en').issueDate).toBe('2026-07-15');
  });
  it('an issue date given (a reissue) is the date shown', () => {
    expect(invoiceDocument(row('2026-12-31T23:30:00Z'), 'de', '2026-12-30').issueDate).toBe('2026-12-30');
  });
  it('a deposit of CHF 10’118.91 with CHF 300.00 credit is open 981_891 and keeps its reference', () => {
    const doc = invoiceDocument(row('2026-07-14T10:00:00Z'), 'de');
    expect(doc.paidRappen).toBe(30_000);
    expect(doc.openRappen).toBe(981_891);
    expect(doc.reference).toBe('RF18539007547034');
  });
});

describe('isoDay', () => {
  it('a date column as text keeps its first ten characters', () => {
    expect(isoDay('2027-01-04T00:00:00')).toBe('2027-01-04');
  });
  it('a date column as a local-midnight Date is its local calendar day', () => {
    expect(isoDay(new Date(2027, 0, 4))).toBe('2027-01-04');
  });
});
