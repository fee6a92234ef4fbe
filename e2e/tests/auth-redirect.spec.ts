import { expect, test } from '../support/fixtures';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { MyProfilePage } from '../pages/MyProfilePage';
import { MySettingsPage } from '../pages/MySettingsPage';
import { accounts, REDIRECT_COOKIE, SESSION_COOKIE } from '../support/accounts';
import { loginByApi } from '../support/api';
import { E2E_BASE_URL } from '../support/stack-config';

const pathOf = (page: { url(): string }) => new URL(page.url()).pathname;

test.describe('auth guard and redirect cookie (spec section 4)', () => {
  test('an anonymous visit to /cockpit/my-profile goes to /login, saves the path and returns there after logging in', async ({
    page,
    context,
  }) => {
    await page.goto(MyProfilePage.path);

    const login = new LoginPage(page);
    await expect(login.root).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/login');
    const redirect = (await context.cookies()).find((c) => c.name === REDIRECT_COOKIE);
    expect(redirect, 'the redirect cookie').toBeDefined();
    expect(decodeURIComponent(redirect!.value)).toBe('/cockpit/my-profile');
    expect(redirect!.path).toBe('/');

    await login.login(accounts.giver);

    const profile = new MyProfilePage(page);
    await expect(profile.email).toHaveText(accounts.giver.email);
    expect(pathOf(page)).toBe('/cockpit/my-profile');
    // A saved path is used once.
    expect((await context.cookies()).find((c) => c.name === REDIRECT_COOKIE)).toBeUndefined();
  });

  test('the session cookie is httpOnly, SameSite=Lax and long enough to be unguessable', async ({ context }) => {
    await loginByApi(context, accounts.giver);
    const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(session, 'the session cookie').toBeDefined();
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // 32 random bytes in base64url (ADR 0001); at least 128 bits whatever the encoding.
    expect(session!.value.length).toBeGreaterThanOrEqual(22);
  });

  test('a logged-in visit to /login goes to the saved redirect path', async ({ page, context }) => {
    await loginByApi(context, accounts.giver);
    await context.addCookies([
      { name: REDIRECT_COOKIE, value: encodeURIComponent(MySettingsPage.path), url: E2E_BASE_URL },
    ]);

    await page.goto('/login');

    await expect(new MySettingsPage(page).root).toBeVisible();
    expect(pathOf(page)).toBe(MySettingsPage.path);
    expect((await context.cookies()).find((c) => c.name === REDIRECT_COOKIE)).toBeUndefined();
  });

  test('a logged-in visit to /login without a saved path goes to the cockpit, whose start is the dashboard', async ({
    page,
    context,
  }) => {
    await loginByApi(context, accounts.giver);

    await page.goto('/login');

    // /cockpit has no page of its own and forwards to the dashboard (spec section 2).
    await expect(new DashboardPage(page).root).toBeVisible();
    expect(pathOf(page)).toBe(DashboardPage.path);
  });

  test('a logged-in visit to /cockpit goes to the dashboard', async ({ page, context }) => {
    await loginByApi(context, accounts.giver);

    await page.goto('/cockpit');

    await expect(new DashboardPage(page).root).toBeVisible();
    expect(pathOf(page)).toBe(DashboardPage.path);
  });
});
