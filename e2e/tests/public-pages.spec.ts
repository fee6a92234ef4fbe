import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { de as publicDe } from '../../mfe-public/src/i18n/de';
import { en as publicEn } from '../../mfe-public/src/i18n/en';
import { DevMailbox } from '../pages/DevMailbox';
import { ContactPage, EmailChangePage, LegalPage } from '../pages/PublicPages';
import { interpolate, texts } from '../support/texts';

const publicTexts = { en: publicEn.public, de: publicDe.public };
const unique = () => randomBytes(4).toString('hex');
const PASSWORD = 'Public-Pages-2026!';

/** A confirmed account of its own (organisation registration, then the mailed confirmation link). */
async function confirmedAccount(request: APIRequestContext, language: 'de' | 'en') {
  const email = `changer.${unique()}@cadeau.test`;
  const res = await request.post('/api/auth/organization-registration', {
    data: {
      organization: { name: `E2E ${unique()}`, feature: 'giver', companyName: 'E2E Test GmbH', address: { street: 'Teststrasse', houseNumber: '1', zip: '8001', city: 'Zürich' } },
      user: { firstName: 'Emil', lastName: 'Wechsel', email, language, password: PASSWORD, passwordConfirmation: PASSWORD },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = await new DevMailbox(request).linkTo(email, 'emailConfirmation', '/confirm-email');
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/confirmation', { data: { token } })).status()).toBe(204);
  return email;
}

async function loginStatus(request: APIRequestContext, email: string): Promise<number> {
  return (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status();
}

test.describe('an e-mail change (started in my-profile, here through the API)', () => {
  test('(de) is confirmed through the mails to both addresses; the old address logs in until then', async ({ page, playwright, baseURL }) => {
    const t = publicTexts.de;
    const oldEmail = await confirmedAccount(page.request, 'de');
    const newEmail = `changed.${unique()}@cadeau.test`;
    const api = await playwright.request.newContext({ baseURL });
    try {
      expect(await loginStatus(api, oldEmail)).toBe(200);
      expect((await api.post('/api/user/email-change', { data: { newEmail, password: PASSWORD } })).status()).toBe(200);
    } finally {
      await api.dispose();
    }
    const mailbox = new DevMailbox(page.request);
    const change = new EmailChangePage(page);

    await page.goto(await mailbox.linkTo(newEmail, 'emailChangeNew', '/email-change'));
    // An anonymous browser speaks its own language (en-US here); the person switches to German.
    await change.header.chooseLanguage('de');
    await expect(change.title).toHaveText(t.emailChange.title);
    await change.action.click();
    await expect(change.outcome('confirmed')).toHaveText(t.emailChange.waitingOld);
    expect(await loginStatus(page.request, oldEmail)).toBe(200);

    await page.goto(await mailbox.linkTo(oldEmail, 'emailChangeOld', '/email-change'));
    await change.action.click();
    await expect(change.outcome('confirmed')).toHaveText(interpolate(t.emailChange.completed, { email: newEmail }));
    expect(await loginStatus(page.request, newEmail)).toBe(200);
    expect(await loginStatus(page.request, oldEmail)).toBe(401);
  });

  test('(en) is cancelled through the link in the mail to the old address', async ({ page, playwright, baseURL }) => {
    const oldEmail = await confirmedAccount(page.request, 'en');
    const newEmail = `cancelled.${unique()}@cadeau.test`;
    const api = await playwright.request.newContext({ baseURL });
    try {
      expect(await loginStatus(api, oldEmail)).toBe(200);
      expect((await api.post('/api/user/email-change', { data: { newEmail, password: PASSWORD } })).status()).toBe(200);
    } finally {
      await api.dispose();
    }
    const mailbox = new DevMailbox(page.request);
    const old = await mailbox.latest(oldEmail, 'emailChangeOld');
    const cancelLink = old.links.map((l) => new URL(l)).find((u) => u.pathname === '/email-change' && u.searchParams.get('action') === 'cancel');
    expect(cancelLink, JSON.stringify(old.links)).toBeDefined();
    const change = new EmailChangePage(page);
    await page.goto(cancelLink!.pathname + cancelLink!.search);
    await change.action.click();
    await expect(change.outcome('cancelled')).toHaveText(publicTexts.en.emailChange.cancelled);

    // The new address's link is dead now.
    await page.goto(await mailbox.linkTo(newEmail, 'emailChangeNew', '/email-change'));
    await change.action.click();
    await expect(change.outcome('error')).toHaveText(texts.en.error.emailChange.notFound);
    expect(await loginStatus(page.request, oldEmail)).toBe(200);
  });
});

test.describe('public pages', () => {
  test('(de) the contact form needs a way to answer, then sends', async ({ page }) => {
    const t = publicTexts.de;
    const contact = new ContactPage(page);
    await page.goto('/contact');
    await contact.header.chooseLanguage('de');
    await contact.field('name').fill('Anna Muster');
    await contact.field('message').fill('Bitte rufen Sie mich an.');
    await contact.submit.click();
    await expect(contact.root.getByText(t.contact.contactMissing).first()).toBeVisible();
    await contact.field('phone').fill('+41 44 123 45 67');
    await contact.submit.click();
    await expect(contact.sent).toHaveText(t.contact.sent);
  });

  for (const lang of ['en', 'de'] as const) {
    test(`(${lang}) imprint, privacy policy and terms of use are content documents in the page language`, async ({ page }) => {
      await page.goto('/connect');
      const connect = page.getByTestId('connect-page');
      await new LegalPage(page, 'imprint').header.chooseLanguage(lang);
      await expect(connect.locator('h1')).toHaveText(publicTexts[lang].connect.title);
      for (const name of ['imprint', 'privacy', 'tos'] as const) {
        await page.goto(`/${name}`);
        const doc = new LegalPage(page, name);
        await expect(doc.title).toHaveText(publicTexts[lang].legal[name]);
        await expect(doc.root).toHaveAttribute('data-content-document', name);
      }
    });
  }
});
