import { i18n } from '@cadeau/ui/i18n';
import { possibleActions } from './invoice-actions';
import { registerBillingTexts } from './texts';
import { formatDay, formatIban, formatPeriod, historyActionText, lineText } from './words';

registerBillingTexts();

const line = (kind: string, text = '', vatRateBasisPoints: number | null = null) =>
  ({ kind, text, amountRappen: 100, vatRateBasisPoints }) as Parameters<typeof lineText>[1];

describe('billing words', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it("names each line as the invoice's PDF does, in both languages", async () => {
    await i18n.changeLanguage('de');
    const t = i18n.t.bind(i18n);
    // Percentages with the German decimal mark (issue 23: never "8.1 %" beside "8,1 %").
    expect(lineText(t, line('feeGiver', '0.1'), 'de')).toBe('Gebühr 0,1 %');
    expect(lineText(t, line('vat', '', 810), 'de')).toBe('MWST 8,1 %');
    expect(lineText(t, line('order', '2026-0042 Kaffee'), 'de')).toBe('Bestellung 2026-0042 Kaffee');
    expect(lineText(t, line('payout', '2026-11-28'), 'de')).toBe('Auszahlung 28.11.26');
    expect(lineText(t, line('payout', ''), 'de')).toBe('Auszahlung');
    expect(lineText(t, line('manual', 'Fotoshooting'), 'de')).toBe('Fotoshooting');
    expect(lineText(t, line('creditApplied'), 'de')).toBe('Angerechnetes Guthaben');
    await i18n.changeLanguage('en');
    expect(lineText(t, line('feeSeller', '2026-0042'), 'en')).toBe('Fee order 2026-0042');
    expect(lineText(t, line('vat', '', 260), 'en')).toBe('VAT 2.6 %');
    expect(lineText(t, line('feeGiver', '0.25'), 'en')).toBe('Fee 0.25 %');
    expect(lineText(t, line('manual', ''), 'en')).toBe('Item');
    expect(historyActionText(t, 'amountCorrected')).toBe('Amount corrected');
    expect(historyActionText(t, 'somethingNew')).toBe('Changed (somethingNew)');
  });

  it('writes days, months and IBANs the Swiss way', () => {
    expect(formatDay('2026-12-06', 'de')).toBe('06.12.26');
    expect(formatDay('2026-12-06', 'en')).toBe('12/06/26');
    expect(formatPeriod('2026-10', 'de')).toBe('10.2026');
    expect(formatPeriod('2026-10', 'en')).toBe('10/2026');
    expect(formatIban('ch9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });

  it("offers an administrator only the actions svc-billing's guards allow", () => {
    const invoice = (over: Partial<Parameters<typeof possibleActions>[0]>) => ({
      type: 'deposit' as const,
      status: 'open' as const,
      openRappen: 100,
      paidRappen: 0,
      ...over,
    });
    expect(possibleActions(invoice({}))).toEqual(['recordPayment', 'correctAmount']);
    expect(possibleActions(invoice({ status: 'partialPaid', paidRappen: 50, openRappen: 50 }))).toEqual([
      'recordPayment',
      'reopen',
      'correctAmount',
    ]);
    expect(possibleActions(invoice({ status: 'paid', paidRappen: 100, openRappen: 0 }))).toEqual([
      'reopen',
      'correctAmount',
    ]);
    expect(possibleActions(invoice({ type: 'orderBilling', status: 'paid', paidRappen: 100, openRappen: 0 }))).toEqual([
      'reopen',
    ]);
    expect(possibleActions(invoice({ type: 'payout' }))).toEqual(['payoutDone']);
    expect(possibleActions(invoice({ type: 'payout', status: 'paidOut', openRappen: 0 }))).toEqual([]);
  });
});
