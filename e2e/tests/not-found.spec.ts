import { expect, test } from '../support/fixtures';
import { NotFoundPage } from '../pages/NotFoundPage';
import { CockpitLayout } from '../pages/CockpitLayout';
import { accounts } from '../support/accounts';
import { loginByApi } from '../support/api';
import { interpolate, texts } from '../support/texts';

test.describe('404 page (spec section 2)', () => {
  test('an unknown path shows "Page not found: {path}"', async ({ page }) => {
    const response = await page.goto('/some/unknown/path');
    // The gateway serves the shell for every page path; the shell decides what is a 404.
    expect(response?.status()).toBe(200);
    const notFound = new NotFoundPage(page);
    await expect(notFound.message).toHaveText(
      interpolate(texts.en.page.notFound.message, { path: '/some/unknown/path' }),
    );
    await expect(notFound.message).toHaveText('Page not found: /some/unknown/path');
  });

  test('an unknown cockpit path shows the 404 page inside the cockpit for a logged-in user', async ({
    page,
    context,
  }) => {
    // Logged in, the page speaks the user's language.
    const { language } = await loginByApi(context, accounts.giver);
    await page.goto('/cockpit/no-such-page');
    await expect(new NotFoundPage(page).message).toHaveText(
      interpolate(texts[language].page.notFound.message, { path: '/cockpit/no-such-page' }),
    );
    await expect(new CockpitLayout(page).userMenu).toBeVisible();
  });
});
