import { expect, test } from '@playwright/test';
import { en as adminEn } from '../../mfe-admin/src/i18n/en';
import { AdminOrganizationPage } from '../pages/AdminOrganizationPage';
import { accounts } from '../support/accounts';
import { loginByApi } from '../support/api';

/** The seeded pending organisation (svc-identity's seed: "pending: approve it as admin@cadeau.test"). */
const PENDING_ORGANIZATION = 'Berner Chocolatier';

test.describe('approving an organisation (admin@cadeau.test, English)', () => {
  test('needs a reason, then shows the approved status and the reason; the organisation gets it as a message', async ({ page, context, browser }) => {
    await loginByApi(context, accounts.admin);
    const orgs = new AdminOrganizationPage(page);
    await orgs.gotoList();
    await orgs.open(PENDING_ORGANIZATION);
    await expect(orgs.status).toHaveText(adminEn.admin.status.pending);

    await orgs.statusButton('approved').click();
    await orgs.confirmStatus.click();
    await expect(orgs.reasonRequired).toHaveText(adminEn.admin.organizations.reasonRequired);

    const reason = `Company register checked (${Date.now()})`;
    await orgs.reason.fill(reason);
    await orgs.confirmStatus.click();
    await expect(orgs.status).toHaveText(adminEn.admin.status.approved);
    await expect(orgs.statusReason).toHaveText(reason);
    await expect(orgs.statusButton('approved')).toBeDisabled();

    // After a reload the status comes from the server, not from the page's cache.
    await page.reload();
    await expect(orgs.status).toHaveText(adminEn.admin.status.approved);

    // The organisation's admin finds the reason in its conversations (approvalReason message).
    const member = await browser.newContext();
    try {
      await loginByApi(member, { email: 'pending@cadeau.test', password: accounts.admin.password });
      const res = await member.request.get('/api/conversation?pageSize=50');
      const { items } = (await res.json()) as { items: { lastMessage: { type: string; body: string } | null }[] };
      expect(items.some((c) => c.lastMessage?.type === 'approvalReason' && c.lastMessage.body.includes(reason))).toBe(true);
    } finally {
      await member.close();
    }
  });
});
