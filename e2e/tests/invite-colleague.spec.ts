import type { Page } from '@playwright/test';
import { CockpitLayout } from '../pages/CockpitLayout';
import { DevMailbox, DevMailboxPage } from '../pages/DevMailbox';
import { MyOrganizationPage } from '../pages/MyOrganizationPage';
import { MyProfilePage } from '../pages/MyProfilePage';
import { InvitationPage, RegistrationPage } from '../pages/PublicPages';
import { loginByApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, NEW_ACCOUNT_PASSWORD, uniqueEmail } from '../support/new-accounts';
import { interpolate, languages, orgsTexts, publicTexts, texts, type Lang } from '../support/texts';

/**
 * An organisation's admin invites a colleague in my-organization; the colleague, in a browser of their own,
 * follows the mailed link straight to the registration form, registers and is logged in (issue 9). Inviter and colleague speak the same language: the mail
 * is written in the inviter's, the colleague picks it in the header and registers with it.
 */
test.describe('inviting a colleague', () => {
  for (const lang of languages) {
    test(`(${lang}) the colleague opens the mailed link, registers, lands logged in and the invitation shows as accepted`, async ({
      page,
      context,
      browser,
    }) => {
      // Two people's screens one after the other: more than one plain page's time.
      test.setTimeout(60_000);
      const inviter = await createOrganizationAdmin(page.request, { language: lang, confirmed: true, who: 'inviter' });
      await loginByApi(context, inviter);
      const org = new MyOrganizationPage(page);
      await org.gotoInvitations();
      const colleague = uniqueEmail('colleague');
      await org.invite(colleague);

      const ot = orgsTexts[lang];
      await expect(org.layout.successToast).toContainText(interpolate(ot.invitations.sent, { email: colleague }));
      await expect(org.invitation(colleague).getByTestId('invitation-status')).toHaveText(
        ot.invitations.statusNames.pending,
      );
      // Still listed after a reload (it comes from the server).
      await page.reload();
      await expect(org.invitation(colleague)).toHaveCount(1);

      const mail = await new DevMailbox(page.request).latestIn(lang, colleague, 'invitation', {
        organizationName: inviter.organizationName,
        inviterName: `${inviter.firstName} ${inviter.lastName}`,
      });
      // The link is the one the mail carries (checked here), opened the way a person trying the platform does:
      // in the dev mailbox page, by clicking it.
      DevMailbox.link(mail, '/invitation');

      const theirs = await browser.newContext();
      try {
        const colleaguePage = await theirs.newPage();
        const mailbox = new DevMailboxPage(colleaguePage);
        await mailbox.openMail(colleague, mail.subject);
        await mailbox.followLink('/invitation');
        await registerThroughInvitation(colleaguePage, lang, colleaguePage.url(), {
          email: colleague,
          organizationName: inviter.organizationName,
        });
        // Logged in by the registration, with no second typing of the password: the cockpit stays open to them.
        await colleaguePage.goto('/cockpit');
        await expect(colleaguePage).toHaveURL(/\/cockpit\//);
        // The colleague's cockpit speaks the language registered with, and the colleague is in the organisation.
        await expect(new CockpitLayout(colleaguePage).navLink('/cockpit/my-profile')).toHaveText(
          texts[lang].layout.nav.myProfile,
        );
        const profile = new MyProfilePage(colleaguePage);
        await profile.goto();
        await expect(profile.email).toHaveText(colleague);
        await expect(profile.organizations).toContainText(inviter.organizationName);
      } finally {
        await theirs.close();
      }

      await page.reload();
      await expect(org.invitation(colleague).getByTestId('invitation-status')).toHaveText(
        ot.invitations.statusNames.accepted,
      );
    });
  }
});

/**
 * The colleague's side: the invitation link leads straight to the registration form with the invited address,
 * the registration logs in and opens the cockpit; the used-up link says so.
 */
async function registerThroughInvitation(
  page: Page,
  lang: Lang,
  link: string,
  invited: { email: string; organizationName: string },
) {
  const t = publicTexts[lang];
  await page.goto(link);
  const registration = new RegistrationPage(page);
  await registration.header.chooseLanguage(lang);
  await expect(page).toHaveURL(/\/registration\?token=/);
  await expect(registration.title).toHaveText(t.registration.title);
  await expect(registration.root).toContainText(
    interpolate(t.registration.invited, { email: invited.email, organization: invited.organizationName }),
  );
  await expect(registration.field('email')).toHaveValue(invited.email);
  await registration.register({ firstName: 'Cora', lastName: 'Colleague', password: NEW_ACCOUNT_PASSWORD });
  await expect(page).toHaveURL(/\/cockpit\//);

  // The invitation is used up.
  await page.goto(link);
  await expect(new InvitationPage(page).problem).toHaveText(texts[lang].error.invitation.notFound);
}
