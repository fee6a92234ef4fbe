import type { Page } from '@playwright/test';
import { AdminOrganizationPage } from '../pages/AdminOrganizationPage';
import { DevMailbox } from '../pages/DevMailbox';
import { LoginPage } from '../pages/LoginPage';
import { MyOrganizationPage } from '../pages/MyOrganizationPage';
import { ConfirmEmailPage, OrganizationRegistrationPage, type AdminFields } from '../pages/PublicPages';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { NEW_ACCOUNT_PASSWORD, unique, uniqueEmail } from '../support/new-accounts';
import { adminTexts, interpolate, languages, orgsTexts, publicTexts, texts, type Lang } from '../support/texts';

/**
 * An organisation from its registration to its approval: its admin registers it with the company search,
 * confirms the address through the mailed link, which logs them in to a pending organisation; the platform
 * administrator approves it; the organisation's admin sees the approved status and gets the mail. Everyone
 * speaks `lang`: the registrant picks it in the header, the administrator's account speaks it for the test.
 *
 * An organisation can be registered once per company, so each run takes a company of its own: the company register
 * stand-in makes a fictional cooperative for a search of `Testfirma <name>` (svc-identity's stand-in.ts), so the
 * spec runs again and again on one stack (`--repeat-each`). The register's name and legal name differ for the
 * cooperative: the legal name is the company name.
 */
function companyOfThisRun(lang: Lang) {
  const id = `${lang}-${unique()}`;
  return {
    query: `Testfirma ${id}`,
    name: `Testfirma ${id} Genossenschaft`,
    legalName: `Genossenschaft Testfirma ${id}`,
  };
}

test.describe('registering an organisation through to its approval', () => {
  for (const lang of languages) {
    test(`(${lang}) registered with the company search, confirmed, approved by the administrator, shown as approved`, async ({
      page,
      browser,
      loginAs,
    }) => {
      // Two people's screens and three mails: more than one plain page's time.
      test.setTimeout(60_000);
      const company = companyOfThisRun(lang);
      const registrant = {
        firstName: 'Olga',
        lastName: 'Org',
        email: uniqueEmail('org-admin'),
        password: NEW_ACCOUNT_PASSWORD,
      };
      await registerWithCompanySearch(page, lang, company, registrant);
      await confirmAndLogIn(page, lang, registrant);

      const org = new MyOrganizationPage(page);
      await org.gotoOverview();
      await expect(org.status).toHaveText(orgsTexts[lang].overview.statusNames.pending);

      // The platform administrator, in a browser of their own.
      const adminContext = await browser.newContext();
      const reason = `${lang === 'de' ? 'Handelsregister geprüft' : 'Company register checked'} (${unique()})`;
      try {
        await loginAs(accounts.admin, { language: lang, context: adminContext });
        await approve(await adminContext.newPage(), lang, company.name, reason);
      } finally {
        await adminContext.close();
      }

      // The organisation's admin sees the new status, and gets the reason by mail and as a message.
      await page.reload();
      await expect(org.status).toHaveText(orgsTexts[lang].overview.statusNames.approved);
      const mail = await new DevMailbox(page.request).latestIn(lang, registrant.email, 'organizationStatusChanged', {
        organizationName: company.name,
        status: 'approved',
        reason,
      });
      expect(mail.text).toContain(reason);
      const res = await page.request.get('/api/conversation?pageSize=50');
      const { items } = (await res.json()) as { items: { lastMessage: { type: string; body: string } | null }[] };
      expect(items.some((c) => c.lastMessage?.type === 'approvalReason' && c.lastMessage.body.includes(reason))).toBe(
        true,
      );
    });
  }
});

/** The registration form: the feature, the company from the register (read-only legal name), the admin. */
async function registerWithCompanySearch(
  page: Page,
  lang: Lang,
  company: ReturnType<typeof companyOfThisRun>,
  admin: AdminFields,
) {
  const t = publicTexts[lang];
  const register = new OrganizationRegistrationPage(page);
  await register.goto();
  await register.header.chooseLanguage(lang);
  await expect(register.title).toHaveText(t.orgRegistration.title);

  await register.chooseFeature('seller');
  await register.searchCompany(company.query);
  await expect(register.results.first()).toContainText(company.name);
  await register.results.first().click();
  await expect(register.picked.locator('[name="companyName"]')).toHaveValue(company.legalName);
  await expect(register.picked.locator('[name="companyName"]')).toHaveAttribute('readonly', '');
  await expect(register.field('name')).toHaveValue(company.name);
  await register.fillAdmin(admin);
  await register.submit.click();
  await expect(register.done).toHaveText(interpolate(t.orgRegistration.done, { email: admin.email }));
}

/**
 * Refused before the address is confirmed (at the form and in the toast); the mailed link (single use)
 * confirms it and logs the person in: the cockpit opens (issue 9).
 */
async function confirmAndLogIn(page: Page, lang: Lang, admin: AdminFields) {
  const t = publicTexts[lang];
  const login = new LoginPage(page);
  await login.goto();
  await login.login(admin);
  await expect(login.errorToast).toContainText(texts[lang].error.login.emailNotConfirmed);
  await expect(page.getByTestId('login-error')).toHaveText(texts[lang].error.login.emailNotConfirmed);

  const mail = await new DevMailbox(page.request).latestIn(lang, admin.email, 'emailConfirmation', {
    firstName: admin.firstName,
  });
  const link = DevMailbox.link(mail, '/confirm-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/cockpit\//);

  // Single use: opened again, the link says the address is confirmed already.
  await page.goto(link);
  const confirm = new ConfirmEmailPage(page);
  await expect(confirm.outcome('alreadyConfirmed')).toHaveText(t.confirmEmail.alreadyConfirmed);
}

/** The administrator's side: a reason is required; then the status is approved, also after a reload. */
async function approve(page: Page, lang: Lang, organizationName: string, reason: string) {
  const t = adminTexts[lang];
  const orgs = new AdminOrganizationPage(page);
  await orgs.gotoList();
  await expect(orgs.title).toHaveText(t.organizations.title);
  await orgs.open(organizationName);
  await expect(orgs.status).toHaveText(t.status.pending);

  await orgs.openStatusDialog('approved');
  await orgs.confirmStatus.click();
  await expect(orgs.reasonRequired).toHaveText(texts[lang].common.reason.required);

  await orgs.reason.fill(reason);
  await orgs.confirmStatus.click();
  await expect(orgs.status).toHaveText(t.status.approved);
  await expect(orgs.statusReason).toHaveText(reason);
  await expect(orgs.statusButton('approved')).toBeDisabled();

  // After a reload the status comes from the server, not from the page's cache.
  await page.reload();
  await expect(orgs.status).toHaveText(t.status.approved);
}
