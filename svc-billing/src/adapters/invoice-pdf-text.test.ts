import { formatChf, formatPeriod, formatSwissDate, formatVatRate, lineDescription } from './invoice-pdf-text';

describe('Swiss francs from whole Rappen', () => {
  it("123450 is CHF 1'234.50 and 99,999,999,999 is CHF 999'999'999.99", () => {
    expect(formatChf(123_450)).toBe("CHF 1'234.50");
    expect(formatChf(99_999_999_999)).toBe("CHF 999'999'999.99");
  });
  it('5 is CHF 0.05, 0 is CHF 0.00 and 100000 is CHF 1000.00 with its separator', () => {
    expect(formatChf(5)).toBe('CHF 0.05');
    expect(formatChf(0)).toBe('CHF 0.00');
    expect(formatChf(100_000)).toBe("CHF 1'000.00");
  });
  it("a credit line of -50000 is CHF -500.00, -123456789 is CHF -1'234'567.89", () => {
    expect(formatChf(-50_000)).toBe('CHF -500.00');
    expect(formatChf(-123_456_789)).toBe("CHF -1'234'567.89");
  });
  it('refuses what is not whole Rappen', () => {
    expect(() => formatChf(12.5)).toThrow(RangeError);
  });
});

describe('VAT rates from basis points', () => {
  it('810 is 8.1, 800 is 8, 260 is 2.6, 380 is 3.8, 25 is 0.25', () => {
    expect([810, 800, 260, 380, 25].map(formatVatRate)).toEqual(['8.1', '8', '2.6', '3.8', '0.25']);
  });
  it('names the rate on a VAT line: MWST 8,1 % / VAT 7.7 %', () => {
    const vat = { kind: 'vat' as const, text: '', amountRappen: 818, vatRateBasisPoints: 810 };
    expect(lineDescription(vat, 'de')).toBe('MWST 8,1 %');
    expect(lineDescription({ ...vat, vatRateBasisPoints: 770 }, 'en')).toBe('VAT 7.7 %');
  });
});

describe('line descriptions', () => {
  it('a fee names its percent, an order its number and product, a manual line its own text', () => {
    expect(lineDescription({ kind: 'feeGiver', text: '0.1', amountRappen: 100, vatRateBasisPoints: null }, 'de')).toBe(
      'Gebühr 0,1 %',
    );
    const order = {
      kind: 'order' as const,
      text: '2026-00007 Fondue-Set',
      amountRappen: 4_990,
      vatRateBasisPoints: null,
    };
    expect(lineDescription(order, 'en')).toBe('Order 2026-00007 Fondue-Set');
    const manual = { kind: 'manual' as const, text: 'Beratung März', amountRappen: 50_000, vatRateBasisPoints: null };
    expect(lineDescription(manual, 'de')).toBe('Beratung März');
  });
});

describe('dates', () => {
  it('2026-03-05 is 05.03.2026; the period 2026-03 is März 2026 / March 2026, 2026-12 Dezember 2026', () => {
    expect(formatSwissDate('2026-03-05')).toBe('05.03.2026');
    expect(formatPeriod('2026-03', 'de')).toBe('März 2026');
    expect(formatPeriod('2026-03', 'en')).toBe('March 2026');
    expect(formatPeriod('2026-12', 'de')).toBe('Dezember 2026');
  });
});
