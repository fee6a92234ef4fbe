import { depositLines, planDeposit, type DepositTerms } from './deposit';

// Expected values are worked out by hand in the test names, never with the functions under test.

/** Budget CHF 10’000.00, FeeGiver 0.1 %, base fee CHF 100.00, VAT 8.1 % (2024 on). */
const terms: DepositTerms = {
  budgetRappen: 1_000_000,
  feeGiverPercent: 0.1,
  baseFeeGiverRappen: 10_000,
  vatRateBasisPoints: 810,
};
const input = {
  ...terms,
  key: 'deposit:c-1',
  invoiceId: 'i-1',
  campaignId: 'c-1',
  organizationId: 'o-1',
  creditRappen: 0,
};

describe('depositLines: budget, fees beside it and VAT on the fees only', () => {
  it('a budget of CHF 10’000.00 at FeeGiver 0.1 % and base fee CHF 100.00 with 8.1 % VAT asks for CHF 10’118.91', () => {
    // fee 0.1 % of 1_000_000 = 1_000; VAT 8.1 % of (1_000 + 10_000) = 891; 1_000_000 + 1_000 + 10_000 + 891
    expect(depositLines(terms)).toEqual({
      totalRappen: 1_011_891,
      lines: [
        { kind: 'budget', text: '', amountRappen: 1_000_000, vatRateBasisPoints: null },
        { kind: 'feeGiver', text: '0.1', amountRappen: 1_000, vatRateBasisPoints: null },
        { kind: 'baseFeeGiver', text: '', amountRappen: 10_000, vatRateBasisPoints: null },
        { kind: 'vat', text: '', amountRappen: 891, vatRateBasisPoints: 810 },
      ],
    });
  });
  it('VAT by date: the same deposit issued at 7.7 % (until 2023) asks for CHF 10’118.47 (VAT 7.7 % of 11_000 = 847)', () => {
    const { totalRappen, lines } = depositLines({ ...terms, vatRateBasisPoints: 770 });
    expect(totalRappen).toBe(1_011_847);
    expect(lines[3]).toEqual({ kind: 'vat', text: '', amountRappen: 847, vatRateBasisPoints: 770 });
  });
  it('rounds to the Rappen: CHF 1’234.56 at 0.25 % is a fee of 309 (308.64), VAT 8.1 % of 10_309 is 835 (835.029): total 134_600', () => {
    const { totalRappen, lines } = depositLines({ ...terms, budgetRappen: 123_456, feeGiverPercent: 0.25 });
    expect(lines.map((l) => l.amountRappen)).toEqual([123_456, 309, 10_000, 835]);
    expect(totalRappen).toBe(134_600);
  });
  it('rounds half up: a base fee of CHF 5.00 alone carries VAT 8.1 % of 500 = 40.5 → 41 Rappen (CHF 1’000.00 at 0 %: 100_541)', () => {
    const { totalRappen, lines } = depositLines({
      ...terms,
      budgetRappen: 100_000,
      feeGiverPercent: 0,
      baseFeeGiverRappen: 500,
    });
    expect(lines.map((l) => l.amountRappen)).toEqual([100_000, 0, 500, 41]);
    expect(totalRappen).toBe(100_541);
  });
});

describe('planDeposit: the whole deposit is held for the campaign, available credit applied at once', () => {
  it('without credit: receivable +1_011_891 (amount), prepaid −1_011_891, no credit line', () => {
    const planned = planDeposit(input);
    expect(planned.totalRappen).toBe(1_011_891);
    expect(planned.lines.map((l) => l.kind)).toEqual(['budget', 'feeGiver', 'baseFeeGiver', 'vat']);
    expect(planned.transaction).toEqual({
      key: 'deposit:c-1',
      kind: 'depositIssued',
      invoiceId: 'i-1',
      postings: [
        { account: 'receivable:i-1', amountRappen: 1_011_891, role: 'amount' },
        { account: 'prepaid:c-1', amountRappen: -1_011_891 },
      ],
    });
  });
  it('credit applied: CHF 300.00 of credit pays 30_000 of it at once (credit +30_000, receivable −30_000), shown as a line', () => {
    const planned = planDeposit({ ...input, creditRappen: 30_000 });
    expect(planned.totalRappen).toBe(1_011_891);
    expect(planned.lines[4]).toEqual({
      kind: 'creditApplied',
      text: '',
      amountRappen: -30_000,
      vatRateBasisPoints: null,
    });
    expect(planned.transaction.postings).toEqual([
      { account: 'receivable:i-1', amountRappen: 1_011_891, role: 'amount' },
      { account: 'prepaid:c-1', amountRappen: -1_011_891 },
      { account: 'credit:o-1', amountRappen: 30_000 },
      { account: 'receivable:i-1', amountRappen: -30_000, role: 'credit' },
    ]);
  });
  it('credit of CHF 20’000.00 covers the whole CHF 10’118.91 and keeps the rest (applies 1_011_891, not 2_000_000)', () => {
    const planned = planDeposit({ ...input, creditRappen: 2_000_000 });
    expect(planned.lines[4].amountRappen).toBe(-1_011_891);
    expect(planned.transaction.postings.slice(2)).toEqual([
      { account: 'credit:o-1', amountRappen: 1_011_891 },
      { account: 'receivable:i-1', amountRappen: -1_011_891, role: 'credit' },
    ]);
  });
  it('a credit account in debit (−CHF 5.00) applies nothing', () => {
    const planned = planDeposit({ ...input, creditRappen: -500 });
    expect(planned.lines).toHaveLength(4);
    expect(planned.transaction.postings).toHaveLength(2);
  });
});
