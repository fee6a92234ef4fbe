import { DevMailbox } from '../pages/DevMailbox';
import { OrganizationRegistrationPage } from '../pages/PublicPages';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, NEW_ACCOUNT_PASSWORD, unique } from '../support/new-accounts';
import { interpolate, publicTexts } from '../support/texts';

/**
 * Issue 8: registering an organisation with an address that already has an account looks exactly like a
 * registration with a new address; the account's holder learns about it by mail, in their language. The
 * organisation's name, chosen by whoever registers, arrives in that mail escaped.
 */
test.describe('registering with an address that has an account', () => {
  test('(en) shows the same page as a new registration and mails the holder a notice with the name escaped', async ({
    page,
  }) => {
    // Any account counts, confirmed or not; the notice goes out in the holder's language, not the page's.
    const holder = await createOrganizationAdmin(page.request, { language: 'de', confirmed: false, who: 'holder' });
    const t = publicTexts.en;
    const name = `Probe <script>alert(1)</script> <a href="https://evil.example/">x</a> ${unique()}`;

    const register = new OrganizationRegistrationPage(page);
    await register.goto();
    await register.header.chooseLanguage('en');
    await register.root.getByRole('button', { name: t.orgRegistration.manual }).click();
    await register.field('companyName').fill('Probe GmbH');
    await register.field('street').fill('Dorfstrasse');
    await register.field('houseNumber').fill('1');
    await register.field('zip').fill('8001');
    await register.field('city').fill('Zürich');
    await register.field('name').fill(name);
    await register.fillAdmin({
      firstName: 'Mallory',
      lastName: 'Probe',
      email: holder.email,
      password: NEW_ACCOUNT_PASSWORD,
    });
    await register.submit.click();
    await expect(register.done).toHaveText(interpolate(t.orgRegistration.done, { email: holder.email }));

    const mail = await new DevMailbox(page.request).latest(holder.email, 'registrationAttempt');
    expect(mail.locale).toBe('de');
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).not.toContain('<a href="https://evil.example/">');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.links.every((l) => !l.includes('evil.example'))).toBe(true);
    expect(mail.links.map((l) => new URL(l).pathname)).toEqual(['/login', '/forgot-password']);
  });
});
