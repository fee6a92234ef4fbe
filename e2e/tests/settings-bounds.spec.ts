import { AdminSettingsPage } from '../pages/AdminSettingsPage';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { adminTexts, interpolate, languages, texts } from '../support/texts';

/** The seeded value of the setting under test, which the refused save must leave alone. */
const SEEDED_LEAD_TIME_DAYS = 7;

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

      await expect(settings.error('Campaign.LeadTimeDays')).toHaveText(texts[lang].zod.tooBig);
      await expect(settings.input('Campaign.LeadTimeDays')).toHaveAttribute('aria-invalid', 'true');
      const toast = page.getByTestId('toaster').getByTestId('toast-error');
      await expect(toast).toContainText(`${t.settings.keys.Campaign.LeadTimeDays}: ${texts[lang].zod.tooBig}`);

      const res = await context.request.get('/api/setting?scope=global');
      const lead = ((await res.json()) as { key: string; value: unknown }[]).find(
        (s) => s.key === 'Campaign.LeadTimeDays',
      );
      expect(lead?.value).toBe(SEEDED_LEAD_TIME_DAYS);
    });
  }
});
