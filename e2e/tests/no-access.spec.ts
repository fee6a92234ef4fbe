import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/LoginPage';
import { NoAccessPage } from '../pages/NoAccessPage';
import { accounts } from '../support/accounts';
import { texts } from '../support/texts';

test.describe('no-access page (spec section 6)', () => {
  test('nobody@cadeau.test, in no organisation and not an administrator, sees the no-access page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(accounts.nobody);

    const noAccess = new NoAccessPage(page);
    await expect(noAccess.title).toHaveText(texts.en.page.noAccess.title);
    await expect(noAccess.message).toHaveText(texts.en.page.noAccess.message);
    expect(new URL(page.url()).pathname.startsWith('/cockpit')).toBe(true);

    // The only way forward is to log out.
    await noAccess.logout.click();
    await expect(login.root).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
