// The formatter comes with the money formatting (the i18n module stays free of shared imports, see format/index.ts).
import '@cadeau/ui/format';
import { i18n, loadLanguage } from '@cadeau/ui/i18n';

describe('money in a text (issue 23: a broken limit names its amount)', () => {
  it('writes Rappen as CHF with Swiss formatting in both languages, and leaves an amount formatted already', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    expect(i18n.t('error.campaign.budgetTooLow', { minRappen: 100_000 })).toBe(
      "The budget must be at least the minimum budget of CHF 1'000.00.",
    );
    expect(i18n.t('error.campaign.budgetTooLow', { minRappen: "CHF 1'000.00" })).toBe(
      "The budget must be at least the minimum budget of CHF 1'000.00.",
    );
    await loadLanguage('de');
    await i18n.changeLanguage('de');
    expect(i18n.t('error.campaign.budgetExceeded', { maxPriceRappen: 250_050 })).toMatch(
      /^Das Budget ist überschritten: Empfänger mal teuerstes Produkt kosten CHF 2'500\.50, mehr als das Budget\./,
    );
  });
});
