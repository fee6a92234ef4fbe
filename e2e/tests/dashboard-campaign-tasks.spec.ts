import { request as playwrightRequest } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage';
import { expectAccessibleInFourLooks } from '../support/a11y';
import { accounts } from '../support/accounts';
import { catalogProducts, draftCampaign, numberSetting, settingsOf } from '../support/campaign-setup';
import { expect, test } from '../support/fixtures';
import { unique, type NewAccount } from '../support/new-accounts';
import { createReadyGiver, DEMO_SELLER, ok } from '../support/givers';
import { E2E_BASE_URL } from '../support/stack-config';
import { campaignsTexts, interpolate, languages, texts, type Lang } from '../support/texts';

/**
 * A new approved giver with a campaign released for review, made through the API (the workspace is
 * campaigns.spec.ts' subject, the dashboard is this one's): complete invoice address, dates and budget the
 * settings in force allow, one approved product of the demo seller, one recipient, a mail design with a subject
 * and a greeting text.
 */
async function releasedCampaign(lang: Lang): Promise<{ giver: NewAccount; id: string; name: string }> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const giver = await createReadyGiver(api, lang, 'dashboard-giver');
    const settings = await settingsOf(api);
    const product = (await catalogProducts(api)).find((p) => p.organizationName === DEMO_SELLER);
    expect(product, `an approved product of ${DEMO_SELLER} in the catalog`).toBeDefined();

    const name = lang === 'de' ? `Dank ${unique()}` : `Thanks ${unique()}`;
    const created = await draftCampaign(api, {
      name,
      type: 'automatic',
      startInDays: numberSetting(settings, 'Campaign.LeadTimeDays') + 2,
      productIds: [product!.id],
      recipients: [{ email: `r-${unique()}@example.ch` }],
      subject: { de: 'Ein Dank', en: 'A thank you' },
      greetingText: { de: 'Danke!', en: 'Thank you!' },
    });
    await ok(await api.post(`/api/campaign/${created.id}/release`, { data: {} }));
    return { giver, id: created.id, name };
  } finally {
    await api.dispose();
  }
}

/**
 * Issue 11: a campaign released for review is a platform administrator's task on the dashboard (counted by the
 * server, the longest waiting first, leading to the workspace); once rejected it is the giver's task to adjust,
 * told by a notification from svc-identity (svc-campaign's event over NATS), leading to the campaign.
 */
test.describe('campaign tasks on the dashboard', () => {
  for (const lang of languages) {
    test(`(${lang}) a released campaign waits in the administrator's tasks; rejected, in the giver's`, async ({
      page,
      browser,
      loginAs,
    }) => {
      test.setTimeout(120_000);
      const { giver, id, name } = await releasedCampaign(lang);
      const t = campaignsTexts[lang].dashboard;

      // The administrator's review queue names it (filtered by its name: other tests' campaigns wait too).
      const adminContext = await browser.newContext();
      try {
        const adminPage = await adminContext.newPage();
        await loginAs(accounts.admin, { language: lang, context: adminContext });
        const queue = await ok<{ total: number }>(
          await adminPage.request.get('/api/campaign', { params: { status: 'pending', page: 1, pageSize: 1 } }),
        );
        const adminDashboard = new DashboardPage(adminPage);
        await adminDashboard.goto();
        const count = adminDashboard.tasks.getByTestId('dashboard-campaigns-to-review-count');
        await expect(count).toHaveText(
          interpolate(queue.total === 1 ? t.campaigns.toReview_one : t.campaigns.toReview_other, {
            count: String(queue.total),
          }),
        );
        await expect(adminDashboard.tasks.getByRole('link', { name: t.campaigns.showAllToReview })).toHaveAttribute(
          'href',
          '/cockpit/campaigns?status=pending',
        );
        // The review task notification from svc-identity leads to the same workspace.
        const task = interpolate(texts[lang].notification.campaignReviewRequested, {
          campaignName: name,
          organizationName: giver.organizationName,
        });
        await expect
          .poll(async () => {
            const res = await adminPage.request.get('/api/notification', { params: { page: 1, pageSize: 50 } });
            const { items } = (await res.json()) as { items: { type: string; path: string | null }[] };
            return items.some((n) => n.type === 'notification.campaignReviewRequested' && n.path?.endsWith(id));
          })
          .toBe(true);
        await adminDashboard.goto();
        await adminDashboard.notifications.getByRole('link', { name: task }).click();
        await expect(adminPage).toHaveURL(new RegExp(`/cockpit/campaigns/${id}$`));

        // The administrator rejects it (the review screen is campaigns.spec.ts' subject).
        await ok(
          await adminPage.request.post(`/api/campaign/${id}/approve`, {
            data: { decision: 'reject', reason: `E2E ${unique()}` },
          }),
        );
      } finally {
        await adminContext.close();
      }

      // The giver hears of it and finds the campaign among the tasks to adjust.
      await loginAs(giver, { language: lang });
      await expect
        .poll(async () => {
          const res = await page.request.get('/api/notification', { params: { page: 1, pageSize: 50 } });
          const { items } = (await res.json()) as { items: { type: string; path: string | null }[] };
          return items.some((n) => n.type === 'notification.campaignRejected' && n.path?.endsWith(id));
        })
        .toBe(true);
      const dashboard = new DashboardPage(page);
      await dashboard.goto();
      const tasks = page.getByTestId('dashboard-campaign-tasks');
      await expect(tasks.getByTestId('dashboard-campaigns-to-adjust-count')).toHaveText(
        interpolate(t.campaigns.toAdjust_one, { count: '1' }),
      );
      const row = tasks.getByTestId('dashboard-campaign-to-adjust');
      await expect(row.getByRole('link')).toHaveText(name);
      await expect(page.getByTestId('dashboard-campaigns-empty')).toHaveText(t.campaigns.empty);
      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/cockpit/campaigns/${id}$`));
      // Back on the dashboard, the subject of this test, for the end-of-test accessibility check (the
      // workspace's own is campaigns.spec.ts').
      await dashboard.goto();
      await expectAccessibleInFourLooks(page, 'dashboard with a campaign to adjust');
    });
  }
});
