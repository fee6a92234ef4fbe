import { invoiceFactsOf } from './invoice-facts';
import type { InvoiceMoney } from './invoice-state';

describe('what an invoice event tells', () => {
  it('names the invoice, its status, amount, what is open and the day it is due', () => {
    const row = {
      id: '0d7f2b8e-5c1a-4b7e-9a51-2f3c4d5e6f70',
      number: '2026-000042',
      type: 'deposit' as const,
      organization_id: '1d7f2b8e-5c1a-4b7e-9a51-2f3c4d5e6f71',
      campaign_id: '2d7f2b8e-5c1a-4b7e-9a51-2f3c4d5e6f72',
      due_date: '2026-12-06',
    };
    const money: InvoiceMoney = {
      type: 'deposit',
      amountRappen: 1_011_891,
      paidByPaymentRappen: 11_891,
      paidByCreditRappen: 0,
      paidByOffsetRappen: 0,
      reopened: false,
    };
    expect(invoiceFactsOf(row, 'partialPaid', money)).toEqual({
      invoiceId: row.id,
      number: '2026-000042',
      type: 'deposit',
      status: 'partialPaid',
      organizationId: row.organization_id,
      campaignId: row.campaign_id,
      amountRappen: 1_011_891,
      openRappen: 1_000_000,
      dueDate: '2026-12-06',
    });
    expect(invoiceFactsOf({ ...row, due_date: null }, 'open', money).dueDate).toBeNull();
  });
});
