import { expect, test } from '@playwright/test';
import { en as orgsEn } from '../../mfe-orgs/src/i18n/en';
import { DevMailbox } from '../pages/DevMailbox';
import { MyOrganizationPage } from '../pages/MyOrganizationPage';
import { accounts } from '../support/accounts';
import { loginByApi } from '../support/api';

test.describe('inviting a colleague (giver@cadeau.test, English)', () => {
  test('the invitation shows as pending in the list and its mail is in the dev mailbox', async ({ page, context }) => {
    await loginByApi(context, accounts.giver);
    const org = new MyOrganizationPage(page);
    await org.gotoInvitations();
    const email = `colleague-${Date.now()}@example.com`;

    await org.inviteEmail.fill(email);
    await org.sendInvitation.click();

    await expect(page.getByTestId('toast-success')).toContainText(orgsEn.orgs.invitations.sent.replace('{{email}}', email));
    await expect(org.invitation(email)).toHaveCount(1);
    await expect(org.invitation(email).getByTestId('invitation-status')).toHaveText(orgsEn.orgs.invitations.statusNames.pending);

    const mail = await new DevMailbox(context.request).latest(email, 'invitation');
    expect(mail.to).toBe(email);
    expect(mail.links.some((l) => new URL(l).searchParams.has('token'))).toBe(true);

    // Still listed after a reload (it comes from the server).
    await page.reload();
    await expect(org.invitation(email)).toHaveCount(1);
  });
});
