import { invoiceEvents } from './invoice-events';

describe('events of an invoice change', () => {
  it('a new deposit is issued; covered by credit at once it is also paid', () => {
    expect(invoiceEvents('deposit', null, 'open', true)).toEqual(['invoice.issued']);
    expect(invoiceEvents('deposit', null, 'paid', true)).toEqual(['invoice.issued', 'invoice.paid']);
  });
  it('a partial payment is an update; the payment that completes it publishes invoice.paid once', () => {
    expect(invoiceEvents('deposit', 'open', 'partialPaid', true)).toEqual(['invoice.updated']);
    expect(invoiceEvents('deposit', 'partialPaid', 'paid', true)).toEqual(['invoice.paid']);
    expect(invoiceEvents('deposit', 'paid', 'paid', false)).toEqual([]);
  });
  it('reopening publishes invoice.reopened', () => {
    expect(invoiceEvents('manual', 'paid', 'reopened', true)).toEqual(['invoice.reopened']);
  });
  it('a paid deposit whose amount grows is due again: invoice.reopened', () => {
    expect(invoiceEvents('deposit', 'paid', 'partialPaid', true)).toEqual(['invoice.reopened']);
  });
  it('a corrected amount or a payment on a paid invoice (its rest becomes credit) tells only what changed', () => {
    expect(invoiceEvents('manual', 'open', 'open', true)).toEqual(['invoice.updated']);
    expect(invoiceEvents('manual', 'paid', 'paid', false)).toEqual([]);
    expect(invoiceEvents('deposit', 'partialPaid', 'partialPaid', true)).toEqual(['invoice.updated']);
  });
  it('a payout request is requested, then done', () => {
    expect(invoiceEvents('payout', null, 'open', true)).toEqual(['payout.requested']);
    expect(invoiceEvents('payout', 'open', 'paidOut', true)).toEqual(['payout.done']);
  });
});
