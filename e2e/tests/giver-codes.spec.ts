import { request as playwrightRequest } from '@playwright/test';
import { CampaignCodesPage } from '../pages/CampaignCodesPage';
import { DashboardPage } from '../pages/DashboardPage';
import { ok } from '../support/givers';
import { expect, test } from '../support/fixtures';
import { createRunningManualCampaign } from '../support/manual-campaigns';
import { withoutLeadTime } from '../support/running-campaigns';
import { E2E_BASE_URL } from '../support/stack-config';
import { campaignsTexts, interpolate, texts } from '../support/texts';

const CODE = /^\d{4}-\d{4}-\d{4}-\d{4}$/;

/** A recipient redeems `code` for a digital gift and leaves thanks, through the public API the page calls. */
async function redeemWithThanks(code: string, productId: string, feedback: string): Promise<void> {
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const digits = code.replace(/-/g, '');
    await ok(await visitor.post(`/api/voucher/${digits}/order`, { data: { productId, language: 'de' } }));
    const thanked = await visitor.put(`/api/voucher/${digits}`, { data: { feedback } });
    expect(thanked.status(), await thanked.text()).toBe(204);
  } finally {
    await visitor.dispose();
  }
}

/**
 * The giver's side of gift codes (issue 12), in German on a phone in dark mode: a manual campaign's admin sees each
 * recipient's code and its status, downloads every code as CSV, sends one code by keyboard; once a recipient has
 * redeemed and thanked, the statistics count it, the feedback list and the recipient's row show it, and the
 * dashboard's feedback panel leads to it. axe judges each page in this look (contrast included).
 */
test('(de) a giver hands out the codes of a manual campaign on a phone in dark mode and reads the thanks', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const campaign = await withoutLeadTime(() => createRunningManualCampaign('de', 'giver-codes', 2));
  const [anna, ben] = campaign.recipients as [string, string];
  const t = campaignsTexts.de;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginAs(campaign.giver);

  const codes = new CampaignCodesPage(page, t);
  await codes.goto(campaign.campaignId);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(codes.statistics.getByRole('heading', { level: 2 })).toHaveText(t.sections.statistics);
  await expect(codes.number('generated')).toHaveText('2');
  await expect(codes.number('redeemed')).toHaveText('0');
  // The funnel's course (issue 20): today, both recipients got their codes, nobody redeemed yet.
  const steps = texts.de.funnel.steps;
  await expect(await codes.latestCourseCell(steps.recipients)).toHaveText('2');
  await expect(await codes.latestCourseCell(steps.redeemed)).toHaveText('0');
  for (const email of [anna, ben]) {
    await expect(codes.row(email).getByTestId('recipient-voucher-status')).toHaveText(
      t.recipients.voucher.status.unused,
    );
    expect(await codes.codeOf(email)).toMatch(CODE);
  }
  // A phone scrolls the table in its own box, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // Every code as CSV: the codes the rows show, each beside its recipient.
  const { download, text } = await codes.downloadCodesCsv();
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  for (const email of [anna, ben]) {
    const line = text.split(/\r?\n/).find((l) => l.includes(email));
    expect(line, `${email} in the codes file`).toBeDefined();
    expect(line).toContain(await codes.codeOf(email));
  }

  // One code by mail, by keyboard: the toast says its mail is queued.
  await codes.sendCode(anna);
  await expect(page.getByText(interpolate(t.recipients.sendCode.sent, { email: anna }))).toBeVisible();

  // Ben redeems his code and thanks the giver.
  const thanks = `Herzlichen Dank für das Geschenk! ${Date.now()}`;
  await redeemWithThanks(await codes.codeOf(ben), campaign.digital.id, thanks);
  await page.reload();
  await codes.loaded();
  await expect(codes.number('redeemed')).toHaveText('1');
  // …and the course moved with it: today's redemption and thanks.
  await expect(await codes.latestCourseCell(steps.redeemed)).toHaveText('1');
  await expect(await codes.latestCourseCell(steps.thanked)).toHaveText('1');
  await expect(codes.number('feedback')).toHaveText('1');
  await expect(codes.feedbackRows).toHaveCount(1);
  await expect(codes.feedbackRows.first()).toContainText(thanks);
  await expect(codes.feedbackRows.first()).toContainText(ben);
  await expect(codes.row(ben).getByTestId('recipient-voucher-status')).toHaveText(t.recipients.voucher.status.used);
  await expect(codes.row(ben).getByTestId('recipient-feedback')).toHaveText(t.recipients.voucher.thanked);
  // A used code is not sent any more; Anna's still can be.
  await expect(codes.row(ben).getByTestId('recipient-send-code')).toHaveCount(0);
  await expect(codes.row(anna).getByTestId('recipient-send-code')).toHaveCount(1);

  // The dashboard's feedback panel shows the thanks and leads to the campaign's statistics.
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  const panel = page.getByTestId('dashboard-feedback');
  await expect(dashboard.heading(panel)).toHaveText(t.dashboard.feedback.title);
  const item = panel.getByTestId('dashboard-feedback-item').filter({ hasText: thanks });
  await expect(item).toHaveCount(1);
  await item.getByRole('link', { name: campaign.name }).click();
  await expect(page).toHaveURL(new RegExp(`/cockpit/campaigns/${campaign.campaignId}#campaign-section-statistics$`));
  await expect(page.locator(':focus')).toHaveText(t.sections.statistics);
});

/**
 * The same course in English on a desk (issue 20: "a giver sees its funnel move after a redemption"), with the money
 * against the deposit that svc-billing answers: spent on gifts grows once the redemption has reached its journal.
 */
test('(en) a giver sees the funnel and the money move after a redemption', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  const campaign = await withoutLeadTime(() => createRunningManualCampaign('en', 'giver-funnel', 1));
  const t = campaignsTexts.en;
  await loginAs(campaign.giver, { language: 'en' });
  const codes = new CampaignCodesPage(page, t);
  await codes.goto(campaign.campaignId);
  const steps = texts.en.funnel.steps;
  await expect(await codes.latestCourseCell(steps.recipients)).toHaveText('1');
  await expect(await codes.latestCourseCell(steps.redeemed)).toHaveText('0');
  const spent = page.getByTestId('statistics-money-spent');
  await expect(spent).toHaveText(`${t.statistics.money.spent}CHF 0.00`);
  await expect(page.getByTestId('statistics-money-creditRemaining')).toContainText(t.statistics.money.creditRemaining);

  await redeemWithThanks(await codes.codeOf(campaign.recipients[0]!), campaign.digital.id, 'Thank you!');
  // svc-campaign counts the redemption at once; svc-billing books the order from its event: read again until both.
  await expect(async () => {
    await page.reload();
    await codes.loaded();
    await expect(await codes.latestCourseCell(steps.redeemed)).toHaveText('1', { timeout: 1_000 });
    await expect(spent).not.toHaveText(`${t.statistics.money.spent}CHF 0.00`, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(await codes.latestCourseCell(steps.thanked)).toHaveText('1');
});
