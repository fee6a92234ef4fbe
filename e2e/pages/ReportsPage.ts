import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { adminTexts, texts, type Lang } from '../support/texts';

/**
 * /cockpit/reports and its engagement funnel (mfe-admin, issue 20): the overview of the reports, the funnel's
 * filters (giver, period, day or week), its tables (the funnel, the course, the campaigns) and its CSV.
 */
export class ReportsPage {
  readonly t: (typeof adminTexts)['en']['reports'];
  readonly steps: (typeof texts)['en']['funnel']['steps'];
  readonly totals: Locator;
  readonly course: Locator;
  readonly campaigns: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.t = adminTexts[lang].reports;
    this.steps = texts[lang].funnel.steps;
    this.totals = page.getByRole('table', { name: this.t.funnel.totals });
    this.course = page.getByRole('table', { name: this.t.funnel.course });
    this.campaigns = page.getByTestId('funnel-campaigns');
  }

  async gotoOverview(): Promise<void> {
    await this.page.goto('/cockpit/reports');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(this.t.title);
  }

  /** From the overview to the engagement funnel, as a person goes. */
  async openFunnel(): Promise<void> {
    await this.page.getByTestId('report-engagementFunnel').getByRole('link', { name: this.t.open }).click();
    await expect(this.page).toHaveURL(/\/cockpit\/reports\/engagement-funnel$/);
    await this.loaded();
  }

  /** From the overview to a weekly availability report; its products table once loaded, and axe. */
  async openWeekly(report: 'productsPerWeek' | 'planning'): Promise<Locator> {
    await this.page.getByTestId(`report-${report}`).getByRole('link', { name: this.t.open }).click();
    const path = report === 'planning' ? 'campaign-product-planning' : 'products-per-week';
    await expect(this.page).toHaveURL(new RegExp(`/cockpit/reports/${path}$`));
    const products = this.page.getByRole('table', { name: this.t[report].products, exact: true });
    await expect(products).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(this.page, `${report} report`);
    return products;
  }

  /** One seller's products in a weekly report (`testId`: the report's, `products-per-week` or `product-planning`). */
  async filterSeller(testId: string, name: string): Promise<void> {
    await this.page.getByTestId(`${testId}-filter-seller`).click();
    await this.page.keyboard.type(name);
    await this.page.getByRole('option', { name }).click();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** Nothing busy any more, and the page passes axe. */
  async loaded(): Promise<void> {
    await expect(this.totals).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(this.page, 'engagement funnel report');
  }

  /** Only this giver's campaigns: typed into the giver field and picked from what the server finds. */
  async filterGiver(name: string): Promise<void> {
    await this.page.getByTestId('funnel-filter-organization').click();
    await this.page.keyboard.type(name);
    await this.page.getByRole('option', { name }).click();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  async perDay(): Promise<void> {
    await this.page.getByText(this.t.perDay, { exact: true }).click();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** A campaign's row of the campaigns table. */
  campaignRow(name: string): Locator {
    return this.campaigns.getByTestId('funnel-campaigns-row').filter({ hasText: name });
  }

  /** The cell of `row` under the column headed `title`. */
  async cell(table: Locator, row: Locator, title: string): Promise<Locator> {
    const titles = await table.getByRole('columnheader').allInnerTexts();
    const index = titles.findIndex((h) => h.split('\n')[0].trim() === title);
    expect(index, `no column "${title}" in ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
    return row.getByRole('cell').nth(index);
  }

  /** A report's CSV with its filters, as the browser saves it (`testId`: its download button's). */
  async downloadCsv(testId = 'funnel-download'): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId(testId).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, text: Buffer.concat(chunks).toString('utf8') };
  }
}
