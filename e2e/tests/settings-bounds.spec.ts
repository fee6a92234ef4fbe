import { expect, test } from '@playwright/test';
import { de as adminDe } from '../../mfe-admin/src/i18n/de';
import { AdminSettingsPage } from '../pages/AdminSettingsPage';
import { accounts } from '../support/accounts';
import { loginByApi } from '../support/api';
import { texts } from '../support/texts';

test.describe('global settings out of bounds (admin@cadeau.test, in German)', () => {
  test('a lead time above 365 days is refused with the translated error and nothing is saved', async ({ page, context }) => {
    const { language } = await loginByApi(context, accounts.admin);
    // This test speaks German: the page follows the user's language, so the profile says German for now.
    await context.request.put('/api/user', { data: { language: 'de' } });
    try {
      const settings = new AdminSettingsPage(page);
      await settings.goto();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminDe.admin.settings.title);
      await expect(settings.setting('Campaign.LeadTimeDays')).toContainText('Von 0 bis 365');

      await settings.input('Campaign.LeadTimeDays').fill('400');
      await settings.save('Campaign').click();

      await expect(settings.error('Campaign.LeadTimeDays')).toHaveText(texts.de.zod.tooBig);
      await expect(settings.input('Campaign.LeadTimeDays')).toHaveAttribute('aria-invalid', 'true');
      const toast = page.getByTestId('toaster').getByTestId('toast-error');
      await expect(toast).toContainText(`${adminDe.admin.settings.keys.Campaign.LeadTimeDays}: ${texts.de.zod.tooBig}`);

      const res = await context.request.get('/api/setting?scope=global');
      const lead = ((await res.json()) as { key: string; value: unknown }[]).find((s) => s.key === 'Campaign.LeadTimeDays');
      expect(lead?.value).toBe(7);
    } finally {
      await context.request.put('/api/user', { data: { language } });
    }
  });
});
