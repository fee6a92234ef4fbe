import { AdminUserPage } from '../pages/AdminUserPage';
import { MyProfilePage } from '../pages/MyProfilePage';
import { accounts } from '../support/accounts';
import { myUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin } from '../support/new-accounts';
import { adminTexts, interpolate, languages, texts } from '../support/texts';

/**
 * admin@cadeau.test (speaking `lang` for the test) acts as a user of its own making who speaks `lang` too:
 * while impersonating, the cockpit follows the impersonated user's language, after it the administrator's.
 */
test.describe('impersonation (admin@cadeau.test acts as a user of its own making)', () => {
  for (const lang of languages) {
    test(`(${lang}) shows a banner on every cockpit page while active, and ending it returns to the administrator`, async ({
      page,
      context,
      loginAs,
    }) => {
      // Five cockpit pages under two sessions plus the cross-site checks: 25 to 32 s on the shared
      // two-core machine, against the default 30 s per test.
      test.setTimeout(60_000);
      const target = await createOrganizationAdmin(page.request, {
        language: lang,
        confirmed: true,
        who: 'impersonated',
        firstName: 'Ines',
      });
      await loginAs(accounts.admin, { language: lang });
      const users = new AdminUserPage(page);
      await users.gotoList();
      await expect(users.title).toHaveText(adminTexts[lang].users.title);
      await users.open(target.email);
      await expect(users.impersonate).toHaveText(adminTexts[lang].users.impersonate);
      // Issue 8: no GET starts an impersonation, and a cross-site POST with the admin's cookie is refused.
      const targetId = new URL(page.url()).pathname.split('/').pop()!;
      expect((await context.request.get(`/api/user/inpersonate?userId=${targetId}`)).status()).toBe(404);
      const crossSite = await context.request.post('/api/user/inpersonate', {
        data: { userId: targetId },
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(crossSite.status()).toBe(403);
      expect((await myUser(context.request)).body).toMatchObject({ email: accounts.admin.email });
      await users.impersonate.click();

      const profile = new MyProfilePage(page);
      const layout = texts[lang].layout;
      await expect(users.banner).toContainText(
        interpolate(layout.impersonation.text, { name: `${target.firstName} ${target.lastName}`, email: target.email }),
      );
      await expect(users.endImpersonation).toHaveText(layout.impersonation.end);
      await profile.goto();
      await expect(profile.email).toHaveText(target.email);
      await expect(profile.layout.navLink('/cockpit/my-profile')).toHaveText(layout.nav.myProfile);
      await expect(users.banner).toBeVisible();
      const during = (await myUser(context.request)).body as { email: string; inpersonated: boolean };
      expect(during).toMatchObject({ email: target.email, inpersonated: true });

      await users.endImpersonation.click();
      await expect(page).toHaveURL(/\/cockpit\/users$/);
      await expect(users.table).toBeVisible();
      await expect(users.title).toHaveText(adminTexts[lang].users.title);
      await expect(users.banner).toHaveCount(0);
      const after = (await myUser(context.request)).body as { email: string; inpersonated: boolean };
      expect(after).toMatchObject({ email: accounts.admin.email, inpersonated: false });
      // Still the administrator after a reload: the resumed session is the admin's own.
      await profile.goto();
      await expect(profile.email).toHaveText(accounts.admin.email);
      await expect(profile.layout.navLink('/cockpit/my-profile')).toHaveText(layout.nav.myProfile);
    });
  }
});
