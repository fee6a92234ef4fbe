import { AdminSettingsPage } from '../pages/AdminSettingsPage';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { adminTexts, interpolate, languages } from '../support/texts';

/** The seeded value of the setting under test, which the refused save must leave alone. */
const SEEDED_LEAD_TIME_DAYS = 7;
/** The refusal names the broken limit with its unit (issue 23), not a bare "Too large.". */
const AT_MOST_365_DAYS = { en: 'At most 365 days.', de: 'Höchstens 365 Tage.' } as const;

test.describe('global settings out of bounds (admin@cadeau.test)', () => {
  for (const lang of languages) {
    test(`(${lang}) a lead time above 365 days is refused with the translated error and nothing is saved`, async ({
      page,
      context,
      loginAs,
    }) => {
      const t = adminTexts[lang];
      await loginAs(accounts.admin, { language: lang });
      const settings = new AdminSettingsPage(page);
      await settings.goto();
      await expect(settings.title).toHaveText(t.settings.title);
      await expect(settings.setting('Campaign.LeadTimeDays')).toContainText(
        interpolate(t.settings.bounds, { min: '0', max: '365' }),
      );

      await settings.input('Campaign.LeadTimeDays').fill('400');
      await settings.save('Campaign').click();

      await expect(settings.error('Campaign.LeadTimeDays')).toHaveText(AT_MOST_365_DAYS[lang]);
      await expect(settings.input('Campaign.LeadTimeDays')).toHaveAttribute('aria-invalid', 'true');
      const toast = page.getByTestId('toaster').getByTestId('toast-error');
      await expect(toast).toContainText(`${t.settings.keys.Campaign.LeadTimeDays}: ${AT_MOST_365_DAYS[lang]}`);

      const res = await context.request.get('/api/setting?scope=global');
      const lead = ((await res.json()) as { key: string; value: unknown }[]).find(
        (s) => s.key === 'Campaign.LeadTimeDays',
      );
      expect(lead?.value).toBe(SEEDED_LEAD_TIME_DAYS);
    });
  }
});
