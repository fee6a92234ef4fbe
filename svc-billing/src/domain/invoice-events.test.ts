import { invoiceEvents } from './invoice-events';

describe('events of an invoice change', () => {
  it('a new deposit is issued; covered by credit at once it is also paid', () => {
    expect(invoiceEvents('deposit', null, 'open')).toEqual(['invoice.issued']);
    expect(invoiceEvents('deposit', null, 'paid')).toEqual(['invoice.issued', 'invoice.paid']);
  });
  it('a partial payment publishes nothing; the payment that completes it publishes invoice.paid once', () => {
    expect(invoiceEvents('deposit', 'open', 'partialPaid')).toEqual([]);
    expect(invoiceEvents('deposit', 'partialPaid', 'paid')).toEqual(['invoice.paid']);
    expect(invoiceEvents('deposit', 'paid', 'paid')).toEqual([]);
  });
  it('reopening publishes invoice.reopened', () => {
    expect(invoiceEvents('manual', 'paid', 'reopened')).toEqual(['invoice.reopened']);
  });
  it('a paid deposit whose amount grows is due again: invoice.reopened', () => {
    expect(invoiceEvents('deposit', 'paid', 'partialPaid')).toEqual(['invoice.reopened']);
  });
  it('a payout request is requested, then done', () => {
    expect(invoiceEvents('payout', null, 'open')).toEqual(['payout.requested']);
    expect(invoiceEvents('payout', 'open', 'paidOut')).toEqual(['payout.done']);
  });
});
