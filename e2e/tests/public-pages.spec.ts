import { DevMailbox } from '../pages/DevMailbox';
import { MyProfilePage } from '../pages/MyProfilePage';
import { ContactPage, EmailChangePage, LegalPage } from '../pages/PublicPages';
import { loginByApi, loginRequest, loginStatus } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, uniqueEmail } from '../support/new-accounts';
import { interpolate, languages, orgsTexts, publicTexts, texts } from '../support/texts';

test.describe('an e-mail change', () => {
  for (const lang of languages) {
    test(`(${lang}) asked for in my-profile is confirmed through the mails to both addresses; the old address logs in until then`, async ({
      page,
      context,
      request,
    }) => {
      const account = await createOrganizationAdmin(page.request, {
        language: lang,
        confirmed: true,
        who: 'changer',
        firstName: 'Emil',
      });
      const newEmail = uniqueEmail('changed');
      await loginByApi(context, account);
      const profile = new MyProfilePage(page);
      await profile.goto();
      await profile.requestEmailChange(newEmail, account.password);
      await expect(profile.layout.successToast).toContainText(orgsTexts[lang].profile.emailChangeRequested);
      await expect(profile.emailChangePending).toContainText(
        interpolate(orgsTexts[lang].profile.pending, { email: newEmail }),
      );

      // Both mails speak the account's language; the links open in the same (logged-in) browser.
      const mailbox = new DevMailbox(page.request);
      const toNew = await mailbox.latestIn(lang, newEmail, 'emailChangeNew', { firstName: account.firstName });
      const toOld = await mailbox.latestIn(lang, account.email, 'emailChangeOld', {
        firstName: account.firstName,
        newEmail,
      });
      const t = publicTexts[lang];
      const change = new EmailChangePage(page);

      await page.goto(DevMailbox.link(toNew, '/email-change'));
      await expect(change.title).toHaveText(t.emailChange.title);
      await change.action.click();
      await expect(change.outcome('confirmed')).toHaveText(t.emailChange.waitingOld);
      expect(await loginStatus(request, account)).toBe(200);

      await page.goto(DevMailbox.link(toOld, '/email-change'));
      await change.action.click();
      await expect(change.outcome('confirmed')).toHaveText(interpolate(t.emailChange.completed, { email: newEmail }));
      expect(await loginStatus(request, { ...account, email: newEmail })).toBe(200);
      expect(await loginStatus(request, account)).toBe(401);

      // The profile shows the new address, with nothing pending any more.
      await profile.goto();
      await expect(profile.email).toHaveText(newEmail);
      await expect(profile.emailChange).toBeVisible();
      await expect(profile.emailChangePending).toHaveCount(0);
    });
  }

  test('(en) is cancelled through the link in the mail to the old address', async ({ page, request }) => {
    const account = await createOrganizationAdmin(page.request, { language: 'en', confirmed: true, who: 'canceller' });
    const newEmail = uniqueEmail('cancelled');
    // Asked for through the API: the screen is the subject of the test above.
    await loginRequest(request, account);
    expect(
      (await request.post('/api/user/email-change', { data: { newEmail, password: account.password } })).status(),
    ).toBe(200);

    const mailbox = new DevMailbox(page.request);
    const change = new EmailChangePage(page);
    await page.goto(DevMailbox.link(await mailbox.latest(account.email, 'emailChangeOld'), '/email-change', 'cancel'));
    await change.action.click();
    await expect(change.outcome('cancelled')).toHaveText(publicTexts.en.emailChange.cancelled);

    // The new address's link is dead now.
    await page.goto(await mailbox.linkTo(newEmail, 'emailChangeNew', '/email-change'));
    await change.action.click();
    await expect(change.outcome('error')).toHaveText(texts.en.error.emailChange.notFound);
    expect(await loginStatus(request, account)).toBe(200);
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

  for (const lang of languages) {
    test(`(${lang}) imprint, privacy policy and terms of use are content documents in the page language`, async ({
      page,
    }) => {
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
