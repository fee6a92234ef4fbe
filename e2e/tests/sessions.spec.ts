import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/LoginPage';
import { MyProfilePage } from '../pages/MyProfilePage';
import { MySettingsPage } from '../pages/MySettingsPage';
import { loginByApi, myUser } from '../support/api';
import { createOrganizationAdmin } from '../support/new-accounts';
import { texts } from '../support/texts';

/**
 * The gateway trusts a resolved session for up to 5 s and forgets it earlier on the `session.ended`
 * event (ADR 0001), so "logged out" must hold within that window; the polls below allow exactly it.
 */
const SESSION_CACHE_WINDOW_MS = 6_000;

// An account of its own: the demo accounts collect sessions from every other test that logs them in, so their
// sessions table never holds exactly the two this test opens.
test.describe('ending a session in my-settings (an account of its own)', () => {
  test('logs that session out: its next API call is refused and its next navigation lands on /login', async ({
    browser,
    request,
  }) => {
    const account = await createOrganizationAdmin(request, { language: 'en', confirmed: true, who: 'sessions' });
    const a = await browser.newContext();
    // Another browser on another device, as the sessions table would show it.
    const b = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    try {
      // The page speaks the user's language (seeded, possibly German): expectations use the same.
      const { id, language } = await loginByApi(a, account);
      // The mailed confirmation link logged the new account in once (issue 9): A ends that session, so the table
      // holds exactly A and B.
      expect((await a.request.delete(`/api/user/${id}/sessions`)).status()).toBe(200);
      await loginByApi(b, account);
      const pageB = await b.newPage();
      await new MyProfilePage(pageB).goto();
      await expect(new MyProfilePage(pageB).email).toHaveText(account.email);

      const pageA = await a.newPage();
      const settings = new MySettingsPage(pageA);
      await settings.goto();
      await expect(settings.sessionRows).toHaveCount(2);
      await expect(settings.currentSession).toHaveCount(1);
      await expect(settings.otherSessions).toContainText('Firefox');

      await settings.endSession(settings.otherSessions);

      await expect(pageA.getByTestId('toast-success')).toContainText(texts[language].settings.sessions.ended);
      await expect(settings.sessionRows).toHaveCount(1);
      await expect(settings.currentSession).toHaveCount(1);

      // B is logged out: its API calls are refused and the cockpit sends it to the login page.
      await expect.poll(async () => (await myUser(b.request)).status, { timeout: SESSION_CACHE_WINDOW_MS }).toBe(401);
      await pageB.goto(MySettingsPage.path);
      await expect(new LoginPage(pageB).root).toBeVisible();
      expect(new URL(pageB.url()).pathname).toBe('/login');

      // A is still logged in.
      expect((await myUser(a.request)).status).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
