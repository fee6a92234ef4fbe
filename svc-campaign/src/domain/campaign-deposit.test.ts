import type { InvoiceFacts } from '@cadeau/contracts';
import { depositFactOf, depositPaid, depositPreviewOf, supersedes, vatOnNet } from './campaign-deposit';

describe('the deposit a release issues', () => {
  it('is the budget, the fees beside it and VAT on the fees only, at the standard rate of 8.1 %', () => {
    // CHF 5'000 budget, 0.1 % fee = CHF 5.00, base fee CHF 100.00: VAT 8.1 % of CHF 105.00 = CHF 8.505 → 8.51.
    expect(depositPreviewOf(500_000, { feeRappen: 500, baseFeeRappen: 10_000 }, 810)).toEqual({
      budgetRappen: 500_000,
      feeRappen: 500,
      baseFeeRappen: 10_000,
      vatRappen: 851,
      vatRateBasisPoints: 810,
      totalRappen: 511_351,
    });
    // At the rate before 2024 (7.7 %): CHF 8.085 → 8.09.
    expect(depositPreviewOf(500_000, { feeRappen: 500, baseFeeRappen: 10_000 }, 770)).toMatchObject({
      vatRappen: 809,
      vatRateBasisPoints: 770,
      totalRappen: 511_309,
    });
  });

  it('rounds VAT half up to the Rappen', () => {
    expect(vatOnNet(10_500, 810)).toBe(851); // 850.5
    expect(vatOnNet(10_100, 810)).toBe(818); // 818.1
    expect(vatOnNet(1_000, 810)).toBe(81);
    expect(vatOnNet(6_173, 810)).toBe(500); // 500.013
    expect(vatOnNet(0, 810)).toBe(0);
    expect(() => vatOnNet(1.5, 810)).toThrow(RangeError);
  });

  it('is not shown without a budget, nor with a guessed rate when none is known', () => {
    expect(depositPreviewOf(null, { feeRappen: 0, baseFeeRappen: 10_000 }, 810)).toBeNull();
    expect(depositPreviewOf(500_000, { feeRappen: 500, baseFeeRappen: 10_000 }, null)).toBeNull();
  });

  it('allows the approval only when paid', () => {
    expect(depositPaid({ status: 'paid' })).toBe(true);
    for (const status of ['open', 'partialPaid', 'reopened', 'paidOut'] as const)
      expect(depositPaid({ status })).toBe(false);
    expect(depositPaid(null)).toBe(false);
  });
});

describe('the deposit state of an invoice event', () => {
  const invoice: InvoiceFacts = {
    invoiceId: '6f1c0a52-4a57-4d6a-9d43-0b5f4bb7a001',
    number: '2030-000042',
    type: 'deposit',
    status: 'open',
    organizationId: '6f1c0a52-4a57-4d6a-9d43-0b5f4bb7a002',
    campaignId: '6f1c0a52-4a57-4d6a-9d43-0b5f4bb7a003',
    amountRappen: 511_351,
    openRappen: 511_351,
  };
  const at = '2030-03-01T09:00:00.000Z';

  it("is the campaign's deposit with the event's time", () => {
    expect(depositFactOf('invoice.issued', invoice, at)).toEqual({
      campaignId: invoice.campaignId,
      invoiceId: invoice.invoiceId,
      number: '2030-000042',
      status: 'open',
      amountRappen: 511_351,
      openRappen: 511_351,
      occurredAt: new Date(at),
      rank: 0,
    });
  });

  it('ignores other invoices: another type, or none of a campaign', () => {
    expect(depositFactOf('invoice.paid', { ...invoice, type: 'finalBilling' }, at)).toBeNull();
    expect(depositFactOf('invoice.paid', { ...invoice, type: 'manual' }, at)).toBeNull();
    expect(depositFactOf('invoice.issued', { ...invoice, campaignId: null }, at)).toBeNull();
  });

  it('replaces the stored state when not older; a replayed older event changes nothing', () => {
    const issued = depositFactOf('invoice.issued', invoice, at)!;
    const paidSameTime = depositFactOf('invoice.paid', { ...invoice, status: 'paid', openRappen: 0 }, at)!;
    const reopenedLater = depositFactOf(
      'invoice.reopened',
      { ...invoice, status: 'reopened' },
      '2030-03-02T09:00:00Z',
    )!;
    // Issued and paid by credit in one transaction share the time: the payment wins, in either order of arrival.
    expect(supersedes(issued, paidSameTime)).toBe(true);
    expect(supersedes(paidSameTime, issued)).toBe(false);
    expect(supersedes(paidSameTime, reopenedLater)).toBe(true);
    expect(supersedes(reopenedLater, paidSameTime)).toBe(false);
    // The same event again (a replay) is not older: applying it again changes nothing.
    expect(supersedes(paidSameTime, paidSameTime)).toBe(true);
  });
});
