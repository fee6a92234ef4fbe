import type { Page } from '@playwright/test';
import { CockpitLayout } from '../pages/CockpitLayout';
import { DevMailbox, DevMailboxPage } from '../pages/DevMailbox';
import { LoginPage } from '../pages/LoginPage';
import { MyOrganizationPage } from '../pages/MyOrganizationPage';
import { MyProfilePage } from '../pages/MyProfilePage';
import { InvitationPage, RegistrationPage } from '../pages/PublicPages';
import { loginByApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, NEW_ACCOUNT_PASSWORD, uniqueEmail } from '../support/new-accounts';
import { interpolate, languages, orgsTexts, publicTexts, texts, type Lang } from '../support/texts';

/**
 * An organisation's admin invites a colleague in my-organization; the colleague, in a browser of their own,
 * follows the mailed link, registers and logs in. Inviter and colleague speak the same language: the mail
 * is written in the inviter's, the colleague picks it in the header and registers with it.
 */
test.describe('inviting a colleague', () => {
  for (const lang of languages) {
    test(`(${lang}) the colleague opens the mailed link, registers, logs in and the invitation shows as accepted`, async ({
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
        const login = new LoginPage(colleaguePage);
        await login.goto();
        await expect(login.title).toHaveText(texts[lang].login.title);
        await login.login({ email: colleague, password: NEW_ACCOUNT_PASSWORD });
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

/** The colleague's side: the invitation page, the registration with the invited address, the used-up link. */
async function registerThroughInvitation(
  page: Page,
  lang: Lang,
  link: string,
  invited: { email: string; organizationName: string },
) {
  const t = publicTexts[lang];
  await page.goto(link);
  const invitation = new InvitationPage(page);
  await invitation.header.chooseLanguage(lang);
  await expect(invitation.title).toHaveText(t.invitation.title);
  await expect(invitation.summary).toHaveText(
    interpolate(t.invitation.what, { email: invited.email, organization: invited.organizationName }),
  );
  await invitation.registerLink.click();

  const registration = new RegistrationPage(page);
  await expect(registration.title).toHaveText(t.registration.title);
  await expect(registration.field('email')).toHaveValue(invited.email);
  await registration.register({ firstName: 'Cora', lastName: 'Colleague', password: NEW_ACCOUNT_PASSWORD });
  await expect(registration.done).toHaveText(t.registration.done);

  // The invitation is used up.
  await page.goto(link);
  await expect(invitation.problem).toHaveText(texts[lang].error.invitation.notFound);
}
