import { expect, test } from '@playwright/test';
import { AdminUserPage } from '../pages/AdminUserPage';
import { MyProfilePage } from '../pages/MyProfilePage';
import { accounts } from '../support/accounts';
import { loginByApi, myUser } from '../support/api';
import { interpolate, texts } from '../support/texts';

test.describe('impersonation (admin@cadeau.test acts as giver@cadeau.test)', () => {
  test('shows a banner on every cockpit page while active, and ending it returns to the administrator', async ({ page, context }) => {
    await loginByApi(context, accounts.admin);
    const users = new AdminUserPage(page);
    await users.gotoList();
    await users.open(accounts.giver.email);
    await users.impersonate.click();

    // The cockpit now belongs to the giver (who reads English, like the admin) and says so.
    const profile = new MyProfilePage(page);
    await expect(users.banner).toContainText(interpolate(texts.en.layout.impersonation.text, { name: 'Gina Giver', email: accounts.giver.email }));
    await expect(users.endImpersonation).toHaveText(texts.en.layout.impersonation.end);
    await profile.goto();
    await expect(profile.email).toHaveText(accounts.giver.email);
    await expect(users.banner).toBeVisible();
    const during = (await myUser(context.request)).body as { email: string; inpersonated: boolean };
    expect(during).toMatchObject({ email: accounts.giver.email, inpersonated: true });

    await users.endImpersonation.click();
    await expect(page).toHaveURL(/\/cockpit\/users$/);
    await expect(users.table).toBeVisible();
    await expect(users.banner).toHaveCount(0);
    const after = (await myUser(context.request)).body as { email: string; inpersonated: boolean };
    expect(after).toMatchObject({ email: accounts.admin.email, inpersonated: false });
    // Still the administrator after a reload: the resumed session is the admin's own.
    await profile.goto();
    await expect(profile.email).toHaveText(accounts.admin.email);
  });
});
