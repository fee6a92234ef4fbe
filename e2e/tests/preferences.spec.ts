import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/LoginPage';
import { MyProfilePage } from '../pages/MyProfilePage';
import { accounts } from '../support/accounts';
import { loginByApi, myUser } from '../support/api';
import { texts, type Lang } from '../support/texts';

test.describe('language', () => {
  test('switching the language changes the texts, the page language and the locale cookie', async ({
    page,
    context,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.title).toHaveText(texts.en.login.title);
    await expect(login.submit).toHaveText(texts.en.login.submit);

    await login.header.chooseLanguage('de');

    await expect(login.title).toHaveText(texts.de.login.title);
    await expect(login.root).toContainText(texts.de.login.subtitle);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    const locale = (await context.cookies()).find((c) => c.name === 'locale');
    expect(locale?.value).toBe('de');

    // The choice survives a reload (cookie, 365 days).
    await page.reload();
    await expect(login.title).toHaveText(texts.de.login.title);

    await login.header.chooseLanguage('en');
    await expect(login.title).toHaveText(texts.en.login.title);
  });

  test("a logged-in user's switch changes the cockpit texts and is saved on the profile", async ({ page, context }) => {
    const { language } = await loginByApi(context, accounts.admin);
    const other: Lang = language === 'en' ? 'de' : 'en';
    const profile = new MyProfilePage(page);
    try {
      await profile.goto();
      await expect(profile.layout.navLink('/cockpit/my-profile')).toHaveText(texts[language].layout.nav.myProfile);

      await profile.layout.header.chooseLanguage(other);

      await expect(profile.layout.navLink('/cockpit/my-profile')).toHaveText(texts[other].layout.nav.myProfile);
      await expect(profile.layout.navLink('/cockpit/my-settings')).toHaveText(texts[other].layout.nav.mySettings);
      await expect
        .poll(async () => ((await myUser(context.request)).body as { language?: string } | null)?.language)
        .toBe(other);
    } finally {
      // The admin account is shared by the run: give it back its language.
      await context.request.put('/api/user', { data: { language } });
    }
  });
});

test.describe('colour mode', () => {
  test('dark mode sets the dark class on <html>, light removes it, and the choice is kept', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const html = page.locator('html');

    await login.header.chooseColorMode('dark');
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(login.header.colorMode('dark')).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

    await login.header.chooseColorMode('light');
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });
});

test.describe('environment ribbon', () => {
  test("shows the environment name 'test' in orange", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.header.environmentRibbon).toHaveText('test');
    await expect(login.header.environmentRibbon).toHaveAttribute('data-color', 'orange');
  });
});
