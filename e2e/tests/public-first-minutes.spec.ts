import type { Page } from '@playwright/test';
import { DevMailbox } from '../pages/DevMailbox';
import { HeaderControls } from '../pages/header-controls';
import { PublicLinks } from '../pages/PublicLinks';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin } from '../support/new-accounts';
import { publicTexts, texts } from '../support/texts';

/**
 * A new user's first minutes on the public pages (issue 9): links below a form work with the first click,
 * unusable mailed links say what to do, login errors show at the form, a confirmation link logs in, and an
 * anonymous visit logs no console error.
 */

/** Opens `path` and waits until the page's own content is there. */
async function open(page: Page, path: string, root: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(root).waitFor();
}

test.describe('nothing swallows a click', () => {
  // [page, its test id, the field that has focus, a link below the form or in the footer, where it leads]
  const cases: [string, string, string, 'inPage' | 'footer', string, string][] = [
    ['/login', 'login-page', 'email', 'inPage', '/forgot-password', 'forgot-password-page'],
    ['/login', 'login-page', 'email', 'inPage', '/register-organization', 'org-registration-page'],
    ['/login', 'login-page', 'email', 'footer', '/imprint', 'imprint-page'],
    ['/login', 'login-page', 'email', 'footer', '/privacy', 'privacy-page'],
    ['/login', 'login-page', 'email', 'footer', '/tos', 'tos-page'],
    ['/login', 'login-page', 'email', 'footer', '/contact', 'contact-page'],
    ['/forgot-password', 'forgot-password-page', 'email', 'inPage', '/login', 'login-page'],
    ['/forgot-password', 'forgot-password-page', 'email', 'footer', '/contact', 'contact-page'],
    ['/contact', 'contact-page', 'email', 'footer', '/imprint', 'imprint-page'],
    ['/contact', 'contact-page', 'email', 'footer', '/privacy', 'privacy-page'],
  ];
  for (const [path, root, fieldName, where, href, target] of cases) {
    test(`on ${path}, one click on the ${where === 'footer' ? 'footer' : 'page'} link to ${href} lands, with the empty e-mail field focused`, async ({
      page,
    }) => {
      await open(page, path, root);
      const links = new PublicLinks(page);
      const field = links.field(fieldName);
      await field.focus();
      await expect(field).toBeFocused();
      await links[where](href).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByTestId(target)).toBeVisible();
    });
  }

  test('submitting the empty login form shows its errors without moving the links below it', async ({ page }) => {
    await open(page, '/login', 'login-page');
    const link = new PublicLinks(page).inPage('/forgot-password');
    const before = await link.boundingBox();
    await page.getByTestId('login-page').locator('button[type="submit"]').click();
    await expect(page.locator('main [role="alert"]').first()).toBeVisible();
    expect(await link.boundingBox()).toEqual(before);
  });
});

test.describe('unusable mailed links', () => {
  const unknown = 'U'.repeat(43);
  // [link, the test id of what the page says]
  const cases: [string, string][] = [
    ['/confirm-email?token=abc', 'confirm-email-notFound'],
    ['/confirm-email', 'confirm-email-notFound'],
    [`/confirm-email?token=${unknown}`, 'confirm-email-notFound'],
    ['/invitation?token=abc', 'invitation-problem'],
    [`/invitation?token=${unknown}`, 'invitation-problem'],
    ['/reset-password?token=abc', 'reset-password-link-state'],
    ['/reset-password', 'reset-password-link-state'],
    ['/email-change?token=abc', 'email-change-error'],
  ];
  for (const [link, outcome] of cases) {
    test(`${link} says what to do, never a technical toast`, async ({ page }) => {
      await page.goto(link);
      const links = new PublicLinks(page);
      await expect(page.getByTestId(outcome)).toBeVisible();
      await expect(links.linkHelp).toBeVisible();
      await expect(links.inPage('/contact')).toBeVisible();
      // A truncated link is recognised without asking the server; an unknown one may be toasted in plain words.
      if (link.includes('abc') || !link.includes('?')) await expect(links.errorToasts).toHaveCount(0);
      const zod = texts.en.zod as Record<string, string>;
      for (const technical of ['token:', zod.invalid, zod.tooSmall, texts.de.zod.invalid])
        await expect(links.toaster).not.toContainText(technical);
    });
  }
});

test.describe('login errors and a new account', () => {
  test('a refused login shows at the form, and the next successful login leaves no error toast behind', async ({
    page,
  }) => {
    const account = await createOrganizationAdmin(page.request, { language: 'en', confirmed: true, who: 'inline' });
    await open(page, '/login', 'login-page');
    await new HeaderControls(page).chooseLanguage('en');
    const links = new PublicLinks(page);
    await links.field('email').fill(account.email);
    await page.locator('main input[type="password"]').fill('not-the-password');
    await page.locator('main button[type="submit"]').click();
    await expect(links.loginError).toHaveText(texts.en.error.login.invalidCredentials);
    await expect(links.errorToasts).toHaveCount(1);

    await page.locator('main input[type="password"]').fill(account.password);
    await page.locator('main button[type="submit"]').click();
    await expect(page).toHaveURL(/\/cockpit\//);
    await expect(links.errorToasts).toHaveCount(0);
  });

  test("the confirmation link of a new organisation's admin logs them in and opens the cockpit", async ({ page }) => {
    const admin = await createOrganizationAdmin(page.request, { language: 'en', confirmed: false, who: 'confirm' });
    const link = await new DevMailbox(page.request).linkTo(admin.email, 'emailConfirmation', '/confirm-email');
    await page.goto(link);
    await expect(page).toHaveURL(/\/cockpit\//);
    const me = await page.request.get('/api/auth/session');
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(admin.email);
    // The link was used up: opened again, it says so, with the way on.
    await page.goto(link);
    await expect(page.getByTestId('confirm-email-alreadyConfirmed')).toHaveText(
      publicTexts.en.confirmEmail.alreadyConfirmed,
    );
  });
});

test('an anonymous visit logs no console error (no 401 for the current user)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const session = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/session');
  await open(page, '/login', 'login-page');
  expect((await session).status()).toBe(200);
  for (const [path, root] of [
    ['/contact', 'contact-page'],
    ['/forgot-password', 'forgot-password-page'],
  ]) {
    const next = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/session');
    await open(page, path, root);
    await next;
  }
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
