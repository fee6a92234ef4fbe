import { CockpitLayout } from '../pages/CockpitLayout';
import { DevMailbox } from '../pages/DevMailbox';
import { LoginPage } from '../pages/LoginPage';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/PublicPages';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, NEW_ACCOUNT_PASSWORD } from '../support/new-accounts';
import { interpolate, languages, publicTexts, texts } from '../support/texts';

/**
 * A forgotten password, as the person goes through it: the login page's link, the mail in the account's
 * language, the reset page. (Registering an organisation: organization-approval.spec.ts; an invitation:
 * invite-colleague.spec.ts.)
 */
test.describe('a forgotten password', () => {
  for (const lang of languages) {
    test(`(${lang}) is reset through the mailed link; the old password stops working and the link is single use`, async ({
      page,
    }) => {
      const t = publicTexts[lang];
      // Never confirmed: the reset link proves the address as well, so the new password logs in.
      const account = await createOrganizationAdmin(page.request, {
        language: lang,
        confirmed: false,
        who: 'forgetful',
      });

      const login = new LoginPage(page);
      await login.goto();
      await login.header.chooseLanguage(lang);
      await expect(login.title).toHaveText(texts[lang].login.title);
      await page.getByRole('link', { name: t.loginLinks.forgotPassword }).click();
      const forgot = new ForgotPasswordPage(page);
      await expect(forgot.title).toHaveText(t.forgotPassword.title);
      await forgot.request(account.email);
      await expect(forgot.sent).toHaveText(interpolate(t.forgotPassword.sent, { email: account.email }));

      const mail = await new DevMailbox(page.request).latestIn(lang, account.email, 'passwordReset', {
        firstName: account.firstName,
      });
      const link = DevMailbox.link(mail, '/reset-password');
      await page.goto(link);
      const reset = new ResetPasswordPage(page);
      await expect(reset.title).toHaveText(t.resetPassword.title);
      const newPassword = `${lang === 'de' ? 'Neues-Passwort' : 'New-Password'}-2026!`;
      await reset.setPassword(newPassword);
      await expect(reset.done).toHaveText(t.resetPassword.done);

      await page.goto(link);
      await reset.setPassword('Yet-Another-Password-2026');
      await expect(reset.linkState).toHaveText(t.resetPassword.alreadyUsed);
      await expect(reset.errorToast).toContainText(texts[lang].error.passwordReset.alreadyUsed);

      await login.goto();
      await login.login({ email: account.email, password: NEW_ACCOUNT_PASSWORD });
      await expect(login.errorToast).toContainText(texts[lang].error.login.invalidCredentials);
      await login.login({ email: account.email, password: newPassword });
      await expect(page).toHaveURL(/\/cockpit\//);
      await expect(new CockpitLayout(page).navLink('/cockpit/my-profile')).toHaveText(texts[lang].layout.nav.myProfile);
    });
  }

  test('(en) gets the same answer for an address without an account', async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    await page.goto('/forgot-password');
    await forgot.request('no.such.person@cadeau.test');
    await expect(forgot.sent).toHaveText(
      interpolate(publicTexts.en.forgotPassword.sent, { email: 'no.such.person@cadeau.test' }),
    );
  });
});
