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

  test('(en) a contact form joins the tasks and the badge live, and leaves them once answered', async ({
    page,
    loginAs,
  }) => {
    await loginAs(accounts.admin, { language: 'en' });
    const tasks = async () =>
      (await (await page.request.get('/api/platform/tasks')).json()) as {
        counts: { contactUnanswered: number };
        total: number;
      };
    const before = (await tasks()).counts.contactUnanswered;
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const t = campaignsTexts.en.dashboard;
    await expect(dashboard.page.getByTestId('dashboard-figures')).toBeVisible();
    // The navigation's dashboard link names the number of tasks beside it.
    const layout = texts.en.layout;
    const dashboardLink = dashboard.layout.navLink('/cockpit/dashboard');
    const named = (n: number) =>
      `${layout.nav.dashboard} ${interpolate(n === 1 ? layout.tasksWaiting_one : layout.tasksWaiting_other, { count: String(n) })}`;
    // Other tests' events may still be arriving: the badge is compared with the server's count, not a constant.
    const badge = async () => Number(/(\d+)/.exec(await dashboardLink.ariaSnapshot())?.[1] ?? 0);
    await expect.poll(async () => (await badge()) === (await tasks()).total).toBe(true);
    await expect(dashboardLink).toHaveAccessibleName(named(await badge()));
    const badgeBefore = await badge();

    // A visitor writes (another browser: no cookie); the open dashboard follows without a reload (the socket's hint).
    const name = `Visitor ${Date.now()}`;
    const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const sent = await visitor.request.post('/api/contact', {
      data: { name, email: 'visitor@example.ch', message: 'Please call me back.' },
    });
    expect(sent.status()).toBe(201);
    await visitor.close();
    const count = (n: number) =>
      interpolate(n === 1 ? t.tasks.openContacts_one : t.tasks.openContacts_other, { count: String(n) });
    await expect(dashboard.tasks.getByTestId('dashboard-open-contacts-count')).toHaveText(count(before + 1));
    await expect.poll(badge).toBeGreaterThanOrEqual(badgeBefore + 1);
    await expect.poll(async () => (await badge()) === (await tasks()).total).toBe(true);

    // Its list opens filtered to the unanswered forms; marking it answered takes it off the tasks.
    await dashboard.tasks.getByTestId('dashboard-open-contacts-list').click();
    await expect(page).toHaveURL(/\/cockpit\/contacts\?status=open$/);
    await page.getByRole('searchbox', { name: texts.en.common.list.search }).fill(name);
    await page.getByRole('searchbox', { name: texts.en.common.list.search }).press('Enter');
    await page.getByRole('button', { name: interpolate(adminTexts.en.contacts.markAnsweredOf, { name }) }).click();
    await expect(page.getByTestId('contacts-table-row')).toHaveCount(0);
    expect((await tasks()).counts.contactUnanswered).toBe(before);
  });
});
