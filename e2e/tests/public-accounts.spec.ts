import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { de as publicDe } from '../../mfe-public/src/i18n/de';
import { en as publicEn } from '../../mfe-public/src/i18n/en';
import { DevMailbox } from '../pages/DevMailbox';
import { LoginPage } from '../pages/LoginPage';
import { ConfirmEmailPage, ForgotPasswordPage, InvitationPage, OrganizationRegistrationPage, RegistrationPage, ResetPasswordPage } from '../pages/PublicPages';
import { accounts } from '../support/accounts';
import { interpolate, texts } from '../support/texts';

/**
 * mfe-public's account flows as a new person goes through them, following the links of the mails in the
 * dev mailbox. Every test makes its own accounts (unique addresses), so runs and other files never collide.
 * The company register stand-in's "Helvetia Velo Genossenschaft" and "Lago Maggiore Vini SA" are registered
 * here (an organisation can be registered once per company); other tests should pick other companies.
 */
const publicTexts = { en: publicEn.public, de: publicDe.public };
const unique = () => randomBytes(4).toString('hex');
const address = (who: string) => `${who}.${unique()}@cadeau.test`;
const PASSWORD = 'Public-Flows-2026!';

/** An organisation and its admin registered through the API (without the register), for flows that need an account. */
async function registerAccount(request: APIRequestContext, email: string, language: 'de' | 'en') {
  const res = await request.post('/api/auth/organization-registration', {
    data: {
      organization: { name: `E2E ${unique()}`, feature: 'giver', companyName: 'E2E Test GmbH', address: { street: 'Teststrasse', houseNumber: '1', zip: '8001', city: 'Zürich' } },
      user: { firstName: 'Erika', lastName: 'Test', email, language, password: PASSWORD, passwordConfirmation: PASSWORD },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function expectLoggedIn(login: LoginPage, account: { email: string; password: string }) {
  await login.goto();
  await login.login(account);
  await expect(login.page).toHaveURL(/\/cockpit\//);
}

test.describe('organisation registration', () => {
  // The register's name and legal name differ for the cooperative: the legal name is the company name.
  for (const [lang, companyQuery, companyName, legalName] of [
    ['en', 'Helvetia Velo', 'Helvetia Velo Genossenschaft', 'Genossenschaft Helvetia Velo'],
    ['de', 'Lago Maggiore', 'Lago Maggiore Vini SA', 'Lago Maggiore Vini SA'],
  ] as const) {
    test(`(${lang}) finds the company in the register, registers, confirms the address through the mailed link and logs in`, async ({ page }) => {
      const t = publicTexts[lang];
      const admin = { firstName: 'Olga', lastName: 'Org', email: address('org-admin'), password: PASSWORD };
      const register = new OrganizationRegistrationPage(page);
      await register.goto();
      await register.header.chooseLanguage(lang);
      await expect(register.title).toHaveText(t.orgRegistration.title);

      await register.chooseFeature('seller');
      await register.searchCompany(companyQuery);
      await expect(register.results.first()).toContainText(companyName);
      await register.results.first().click();
      await expect(register.picked.locator('[name="companyName"]')).toHaveValue(legalName);
      await expect(register.picked.locator('[name="companyName"]')).toHaveAttribute('readonly', '');
      await expect(register.field('name')).toHaveValue(companyName);
      await register.fillAdmin(admin);
      await register.submit.click();
      await expect(register.done).toHaveText(interpolate(t.orgRegistration.done, { email: admin.email }));

      // Not confirmed yet: the login refuses and says a new confirmation mail is on its way.
      const login = new LoginPage(page);
      await login.goto();
      await login.login(admin);
      await expect(login.errorToast).toContainText(texts[lang].error.login.emailNotConfirmed);

      const link = await new DevMailbox(page.request).linkTo(admin.email, 'emailConfirmation', '/confirm-email');
      await page.goto(link);
      const confirm = new ConfirmEmailPage(page);
      await expect(confirm.outcome('confirmed')).toHaveText(t.confirmEmail.confirmed);
      // The link is single use.
      await page.reload();
      await expect(confirm.outcome('alreadyConfirmed')).toHaveText(t.confirmEmail.alreadyConfirmed);

      await expectLoggedIn(login, admin);
    });
  }
});

test.describe('a forgotten password', () => {
  test('(de) is reset through the mailed link; the old password stops working and the link is single use', async ({ page }) => {
    const t = publicTexts.de;
    const email = address('forgetful');
    await registerAccount(page.request, email, 'de');

    const login = new LoginPage(page);
    await login.goto();
    await login.header.chooseLanguage('de');
    await page.getByRole('link', { name: t.loginLinks.forgotPassword }).click();
    const forgot = new ForgotPasswordPage(page);
    await expect(forgot.title).toHaveText(t.forgotPassword.title);
    await forgot.request(email);
    await expect(forgot.sent).toHaveText(interpolate(t.forgotPassword.sent, { email }));

    const link = await new DevMailbox(page.request).linkTo(email, 'passwordReset', '/reset-password');
    await page.goto(link);
    const reset = new ResetPasswordPage(page);
    const newPassword = 'Neues-Passwort-2026!';
    await reset.setPassword(newPassword);
    await expect(reset.done).toHaveText(t.resetPassword.done);

    await page.goto(link);
    await reset.setPassword('Noch-ein-Passwort-2026');
    await expect(reset.linkState).toHaveText(t.resetPassword.alreadyUsed);
    await expect(reset.errorToast).toContainText(texts.de.error.passwordReset.alreadyUsed);

    await login.goto();
    await login.login({ email, password: PASSWORD });
    await expect(login.errorToast).toContainText(texts.de.error.login.invalidCredentials);
    await expectLoggedIn(login, { email, password: newPassword });
  });

  test('(en) gets the same answer for an address without an account', async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    await page.goto('/forgot-password');
    await forgot.request('no.such.person@cadeau.test');
    await expect(forgot.sent).toHaveText(interpolate(publicTexts.en.forgotPassword.sent, { email: 'no.such.person@cadeau.test' }));
  });
});

test.describe('an invitation', () => {
  test('(en) opened from the mail lets a new colleague register and log in', async ({ page, playwright, baseURL }) => {
    const t = publicTexts.en;
    const colleague = address('colleague');
    // A member of Demo Giver AG invites (through the API: the inviting screen is mfe-orgs' subject).
    const giver = await playwright.request.newContext({ baseURL });
    try {
      expect((await giver.post('/api/auth/login', { data: accounts.giver })).status()).toBe(200);
      const invited = await giver.post('/api/organization/invitation', { data: { email: colleague, roles: ['user'] } });
      expect(invited.status(), await invited.text()).toBeLessThan(300);
    } finally {
      await giver.dispose();
    }

    const link = await new DevMailbox(page.request).linkTo(colleague, 'invitation', '/invitation');
    await page.goto(link);
    const invitation = new InvitationPage(page);
    await expect(invitation.summary).toHaveText(interpolate(t.invitation.what, { email: colleague, organization: 'Demo Giver AG' }));
    await invitation.registerLink.click();

    const registration = new RegistrationPage(page);
    await expect(registration.field('email')).toHaveValue(colleague);
    await registration.register({ firstName: 'Cora', lastName: 'Colleague', password: PASSWORD });
    await expect(registration.done).toHaveText(t.registration.done);

    // The invitation is used up.
    await page.goto(link);
    await expect(page.getByTestId('invitation-problem')).toHaveText(texts.en.error.invitation.notFound);

    await expectLoggedIn(new LoginPage(page), { email: colleague, password: PASSWORD });
  });
});
