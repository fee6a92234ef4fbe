import { AdminSettingsPage } from '../pages/AdminSettingsPage';
import { accounts } from '../support/accounts';
import { fillTime } from '../support/date-fields';
import { expect, test } from '../support/fixtures';
import { texts } from '../support/texts';

const KEYS = [
  'Campaign.LeadTimeDays',
  'Campaign.MinDurationDays',
  'Campaign.MaxDurationDays',
  'Campaign.MailBusinessHours',
] as const;

/**
 * Issue 9: settings that contradict each other are refused with the message at both fields, and a whole-number
 * setting refuses 2.5 instead of rounding it; nothing of a refused change is saved.
 */
test('(en) a maximum duration below the minimum, 2.5 days and hours ending before they start are refused', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs(accounts.admin, { language: 'en' });
  const inForce = async () => {
    const res = await context.request.get('/api/setting?scope=global');
    const all = (await res.json()) as { key: string; value: unknown }[];
    return Object.fromEntries(KEYS.map((key) => [key, all.find((s) => s.key === key)?.value]));
  };
  const before = await inForce();
  const min = before['Campaign.MinDurationDays'] as number;
  const t = texts.en.error.setting;
  const settings = new AdminSettingsPage(page);
  await settings.goto();

  // Only the maximum changes: the server judges it against the minimum in force and names both.
  await settings.input('Campaign.MaxDurationDays').fill(String(min - 1));
  await settings.save('Campaign').click();
  await expect(settings.error('Campaign.MaxDurationDays')).toHaveText(t.maxBelowMin);
  await expect(settings.error('Campaign.MinDurationDays')).toHaveText(t.maxBelowMin);
  await expect(settings.input('Campaign.MinDurationDays')).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.input('Campaign.MaxDurationDays')).toHaveAttribute('aria-invalid', 'true');

  // 2.5 days stays as typed and is refused, not saved as 3.
  const lead = settings.input('Campaign.LeadTimeDays');
  await lead.fill('2.5');
  await lead.blur();
  await expect(lead).toHaveValue('2.5');
  await fillTime(page.locator('#setting-Campaign-MailBusinessHours-from'), '18:00');
  await fillTime(page.locator('#setting-Campaign-MailBusinessHours-to'), '08:00');
  await settings.save('Campaign').click();
  await expect(settings.error('Campaign.LeadTimeDays')).toHaveText(t.wholeNumber);
  await expect(settings.error('Campaign.MailBusinessHours')).toHaveText(t.intervalOrder);
  for (const end of ['from', 'to'])
    await expect(page.locator(`#setting-Campaign-MailBusinessHours-${end}`)).toHaveAttribute('aria-invalid', 'true');

  expect(await inForce()).toEqual(before);
});
