import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/LoginPage';
import { accounts } from '../support/accounts';
import { texts } from '../support/texts';

/** One failed attempt per test on the admin account, far below the lock after five in a row. */
const wrongPassword = { email: accounts.admin.email, password: 'not-the-password-1' };

test.describe('a wrong password (spec section 8)', () => {
  test('shows the translated error toast in English', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(wrongPassword);
    await expect(login.errorToast).toContainText(texts.en.error.login.invalidCredentials);
    await expect(login.root).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('shows the translated error toast in German', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.header.chooseLanguage('de');
    await expect(login.title).toHaveText(texts.de.login.title);
    await login.login(wrongPassword);
    await expect(login.errorToast).toContainText(texts.de.error.login.invalidCredentials);
  });
});
