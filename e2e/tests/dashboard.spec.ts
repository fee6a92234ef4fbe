import { AdminOrganizationPage } from '../pages/AdminOrganizationPage';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { accounts, REDIRECT_COOKIE } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin } from '../support/new-accounts';
import { adminTexts, campaignsTexts, interpolate, languages, texts } from '../support/texts';

/**
 * The cockpit's start page (spec section 2): a login without a saved path lands on /cockpit/dashboard, which
 * greets the person in their language with their organisation, notifications and open conversations; a
 * platform administrator also finds the organisations awaiting approval there.
 */
test.describe('dashboard', () => {
  for (const lang of languages) {
    test(`(${lang}) a new organisation's admin logs in without a saved path and lands on the dashboard in their language`, async ({
      page,
      context,
    }) => {
      const admin = await createOrganizationAdmin(page.request, { language: lang, confirmed: true, who: 'dashboard' });
      const login = new LoginPage(page);
      await login.goto();
      expect((await context.cookies()).find((c) => c.name === REDIRECT_COOKIE)).toBeUndefined();
      await login.login(admin);

      await expect(page).toHaveURL(/\/cockpit\/dashboard$/);
      const dashboard = new DashboardPage(page);
      const t = campaignsTexts[lang].dashboard;
      await expect(dashboard.greeting).toHaveText(interpolate(t.greeting, { firstName: admin.firstName }));
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
      await expect(dashboard.layout.navLink('/cockpit/dashboard')).toHaveText(texts[lang].layout.nav.dashboard);
      await expect(dashboard.layout.navLink('/cockpit/dashboard')).toHaveAttribute('aria-current', 'page');
      // A new organisation waits for approval; its name leads to its page.
      await expect(dashboard.organization).toHaveText(admin.organizationName);
      await expect(dashboard.organization).toHaveAttribute('href', '/cockpit/my-organization');
      await expect(dashboard.organizationStatus).toHaveText(texts[lang].profile.statusNames.pending);
      // What happens next (issue 9): under review, a mail follows, what the admin can prepare meanwhile.
      const pending = page.getByTestId('pending-organization');
      await expect(pending.getByRole('heading')).toHaveText(
        interpolate(texts[lang].pendingOrganization.title, { name: admin.organizationName }),
      );
      await expect(pending).toContainText(texts[lang].pendingOrganization.mailAdmin);
      await expect(pending.getByRole('link')).toHaveText([
        texts[lang].pendingOrganization.completeData,
        texts[lang].pendingOrganization.inviteTeam,
        texts[lang].pendingOrganization.profile,
      ]);
      // Nothing has happened to a new organisation yet: the empty states, no administrator's tasks.
      await expect(dashboard.heading(dashboard.notifications)).toHaveText(texts[lang].layout.notifications.title);
      await expect(dashboard.notifications).toContainText(texts[lang].layout.notifications.empty);
      await expect(dashboard.heading(dashboard.conversations)).toHaveText(t.conversations.title);
      await expect(dashboard.conversations).toContainText(t.conversations.empty);
      await expect(dashboard.tasks).toHaveCount(0);
      await expect(dashboard.note).toHaveText(t.note);

      // The organisation's name opens its page, without a full reload (another micro-frontend).
      await dashboard.organization.click();
      await expect(page).toHaveURL(/\/cockpit\/my-organization$/);
    });
  }

  test('(en) a platform administrator sees the new organisation among the tasks and the notifications', async ({
    page,
    loginAs,
  }) => {
    const applicant = await createOrganizationAdmin(page.request, {
      language: 'en',
      confirmed: false,
      who: 'dashboard-pending',
    });
    await loginAs(accounts.admin, { language: 'en' });
    const pending = await page.request.get('/api/organization/list?page=1&pageSize=1&status=pending');
    expect(pending.status()).toBe(200);
    const total = ((await pending.json()) as { total: number }).total;

    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const t = campaignsTexts.en.dashboard;
    await expect(dashboard.heading(dashboard.tasks)).toHaveText(t.tasks.title);
    const countText = total === 1 ? t.tasks.pendingOrganizations_one : t.tasks.pendingOrganizations_other;
    await expect(dashboard.tasks.getByTestId('dashboard-pending-count')).toHaveText(
      interpolate(countText, { count: String(total) }),
    );
    // The registration notified the administrators: the newest notification, leading to the organisation.
    const registered = interpolate(texts.en.notification.organizationRegistered, {
      organizationName: applicant.organizationName,
    });
    await expect(dashboard.notifications.getByRole('link', { name: registered })).toBeVisible();

    // The list link opens the organisations list filtered to those awaiting approval.
    await dashboard.tasks.getByRole('link', { name: t.tasks.showAll }).click();
    await expect(page).toHaveURL(/\/cockpit\/organizations\?status=pending$/);
    const orgs = new AdminOrganizationPage(page);
    await expect(orgs.table).toBeVisible();
    // The status filter (an antd Select) shows the status the link chose.
    await expect(page.getByTestId('organizations-table-filter-status')).toHaveText(adminTexts.en.status.pending);
    const totalText = total === 1 ? texts.en.common.list.total_one : texts.en.common.list.total_other;
    await expect(page.getByText(interpolate(totalText, { count: String(total) }))).toBeVisible();

    await dashboard.goto();
    await dashboard.notifications.getByRole('link', { name: registered }).click();
    await expect(page).toHaveURL(/\/cockpit\/organizations\/[0-9a-f-]{36}$/);
    await expect(orgs.title).toHaveText(applicant.organizationName);
    await expect(orgs.status).toHaveText(adminTexts.en.status.pending);
  });
});
