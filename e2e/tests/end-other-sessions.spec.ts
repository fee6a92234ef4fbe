import { MySettingsPage } from '../pages/MySettingsPage';
import { loginByApi, myUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin } from '../support/new-accounts';
import { interpolate, texts } from '../support/texts';

/** The gateway trusts a resolved session for up to 5 s and drops it on `session.ended` (ADR 0001). */
const SESSION_CACHE_WINDOW_MS = 6_000;

test.describe('my settings: end all other sessions (issue 9)', () => {
  test('(de) names a device it does not recognise, ends every other session at once and keeps this one', async ({
    browser,
    page,
  }) => {
    const account = await createOrganizationAdmin(page.request, { language: 'de', confirmed: true, who: 'sessions' });
    const t = texts.de.settings.sessions;
    const a = await browser.newContext();
    const b = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    // A client the parser does not know: the page says so in German, not "Unknown".
    const c = await browser.newContext({ userAgent: 'SomeScript/1.0' });
    try {
      for (const context of [a, b, c]) await loginByApi(context, account);
      const settings = new MySettingsPage(await a.newPage());
      await settings.goto();
      // Three browsers, and the session the confirmation link opened (it logs the person in, issue 9).
      await expect(settings.sessionRows).toHaveCount(4);
      await expect(settings.otherSessions.filter({ hasText: 'Firefox 128' })).toHaveCount(1);
      await expect(settings.otherSessions.filter({ hasText: t.unknownDevice }).first()).toContainText(t.unknownBrowser);

      await settings.page.getByTestId('end-other-sessions').click();
      await expect(settings.page.getByRole('dialog')).toContainText(t.endOthersConfirmText);
      await settings.page.getByTestId('confirm-end-other-sessions').click();

      await expect(settings.page.getByTestId('toast-success')).toContainText(
        interpolate(t.endedOthers_other, { count: '3' }),
      );
      await expect(settings.sessionRows).toHaveCount(1);
      await expect(settings.currentSession).toHaveCount(1);
      await expect(settings.page.getByTestId('end-other-sessions')).toHaveCount(0);
      for (const other of [b, c])
        await expect
          .poll(async () => (await myUser(other.request)).status, { timeout: SESSION_CACHE_WINDOW_MS })
          .toBe(401);
      expect((await myUser(a.request)).status).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });
});
