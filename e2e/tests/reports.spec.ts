import { gzipSync } from 'node:zlib';
import { DevMailboxPage } from '../pages/DevMailbox';
import { ReportsPage } from '../pages/ReportsPage';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createRunningCampaign, withoutLeadTime, type RunningCampaign } from '../support/running-campaigns';
import { DEMO_SELLER } from '../support/givers';
import { languages } from '../support/texts';

/**
 * The platform's reports (issue 20): a new giver's campaign mails its one recipient, who opens the mail in the dev
 * mailbox (its opening is the funnel's "opened"); an administrator opens the engagement funnel from the reports'
 * overview, filters it to the giver, shows it per day, reads the campaign's row and downloads the CSV, in the
 * language of the page (German: `;`).
 */
for (const lang of languages) {
  test(`(${lang}) an administrator reads a giver's engagement funnel per day and downloads it as CSV`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const campaign: RunningCampaign = await withoutLeadTime(() => createRunningCampaign(lang, 'reports-giver'));
    await new DevMailboxPage(page).openMail(campaign.recipient, campaign.subject);

    await loginAs(accounts.admin, { language: lang });
    const reports = new ReportsPage(page, lang);
    await reports.gotoOverview();
    await reports.openFunnel();
    await reports.filterGiver(campaign.giver.organizationName);
    await reports.perDay();
    const row = reports.campaignRow(campaign.name);
    // The open reaches the report through svc-mail's event and svc-campaign's counters: read again until it has.
    await expect(async () => {
      await page.reload();
      await reports.filterGiver(campaign.giver.organizationName);
      await expect(row).toHaveCount(1);
      for (const step of ['recipients', 'sent', 'delivered', 'opened'] as const)
        await expect(await reports.cell(reports.campaigns, row, reports.steps[step])).toHaveText('1');
    }).toPass({ timeout: 30_000 });
    await expect(await reports.cell(reports.campaigns, row, reports.steps.redeemed)).toHaveText('0');
    await expect(row).toContainText(campaign.giver.organizationName);
    // The funnel of the giver alone: one recipient, all of it in the period.
    const recipients = reports.totals.getByTestId('funnel-totals-row').filter({ hasText: reports.steps.recipients });
    await expect(recipients).toContainText(lang === 'de' ? '100,0 %' : '100.0 %');
    await reports.loaded();

    const { download, text } = await reports.downloadCsv();
    expect(download.suggestedFilename()).toMatch(/^engagement-funnel-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    const sep = lang === 'de' ? ';' : ',';
    expect(lines[0]!.split(sep).slice(0, 3)).toEqual(
      lang === 'de' ? ['Kampagne', 'Schenker', 'Empfänger'] : ['Campaign', 'Giver', 'Recipients'],
    );
    const line = lines.find((l) => l.startsWith(campaign.name));
    expect(line?.split(sep).slice(0, 6)).toEqual([campaign.name, campaign.giver.organizationName, '1', '1', '1', '1']);
  });
}

/**
 * The weekly availability reports (issue 20): an administrator opens products per week and the campaign-product
 * planning from the overview, filters both to the demo seller, reads the demo mug's weeks and downloads each CSV.
 */
for (const lang of languages) {
  test(`(${lang}) an administrator reads the demo seller's products per week and their planning, and downloads both`, async ({
    page,
    loginAs,
  }) => {
    const mug = lang === 'de' ? 'Kaffeetasse aus Steinzeug' : 'Stoneware coffee mug';
    await loginAs(accounts.admin, { language: lang });
    const reports = new ReportsPage(page, lang);
    for (const [report, testId, csvHead] of [
      ['productsPerWeek', 'products-per-week', lang === 'de' ? 'Verfügbar' : 'Available'],
      ['planning', 'product-planning', lang === 'de' ? 'Erwartete Nachfrage' : 'Expected demand'],
    ] as const) {
      await reports.gotoOverview();
      const products = await reports.openWeekly(report);
      await reports.filterSeller(testId, DEMO_SELLER);
      const row = products.getByTestId(`${testId}-products-row`).filter({ hasText: mug });
      await expect(row).toContainText(DEMO_SELLER);
      // Eight weeks from this one, each cell saying what is free.
      await expect(row.getByRole('cell')).toHaveCount(2 + 8);
      const { text } = await reports.downloadCsv(`${testId}-download`);
      const lines = text
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toContain(csvHead);
      expect(lines.filter((l) => l.includes(mug))).toHaveLength(8);
    }
  });
}

/**
 * The chart library's weight as the browser receives it (issue 20): the dashboard and the reports' overview load no
 * chart code; the engagement funnel loads it, and every script that carries it weighs at most 60 KiB gzip together.
 */
test('(en) the chart code loads with the first chart only, at most 60 KiB gzip', async ({ page, loginAs }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.ok()) scripts.set(response.url(), response.body());
  });
  const chartScripts = async () => {
    const found: { url: string; gzip: number }[] = [];
    for (const [url, body] of scripts) {
      const bytes = await body.catch(() => Buffer.alloc(0));
      // uPlot's legend class: only its code names it.
      if (bytes.includes('u-legend')) found.push({ url, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return found;
  };
  await loginAs(accounts.admin, { language: 'en' });
  const reports = new ReportsPage(page, 'en');
  await reports.gotoOverview();
  await page.waitForLoadState('networkidle');
  expect(await chartScripts()).toEqual([]);
  await reports.openFunnel();
  await expect(page.getByTestId('funnel-chart')).toBeVisible();
  const charts = await chartScripts();
  expect(charts.length).toBeGreaterThan(0);
  expect(charts.reduce((sum, c) => sum + c.gzip, 0)).toBeLessThanOrEqual(60 * 1024);
});
