import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import type { CampaignTexts } from '../support/texts';

/**
 * The gift-code parts of an approved campaign's workspace (/cockpit/campaigns/{id}, mfe-campaigns, issue 12): the
 * statistics (numbers, funnel, feedback list) and the recipients with their code's columns, "send code" per row and
 * the codes as CSV. The rest of the workspace is CampaignWorkspacePage's.
 */
export class CampaignCodesPage {
  readonly statistics: Locator;
  readonly numbers: Locator;
  readonly funnel: Locator;
  /** The funnel's course as a table, a row per day (issue 20). */
  readonly course: Locator;
  readonly feedbackRows: Locator;
  readonly recipients: Locator;
  readonly rows: Locator;
  readonly downloadCodes: Locator;

  constructor(
    readonly page: Page,
    readonly t: CampaignTexts,
  ) {
    this.statistics = page.getByTestId('campaign-section-statistics');
    this.numbers = page.getByTestId('statistics-numbers');
    this.funnel = page.getByTestId('statistics-funnel');
    this.course = page.getByTestId('statistics-course-table');
    this.feedbackRows = page.getByTestId('feedback-list-row');
    this.recipients = page.getByTestId('recipients-section');
    this.rows = page.getByTestId('recipient-list-row');
    this.downloadCodes = page.getByTestId('vouchers-download');
  }

  async goto(campaignId: string): Promise<void> {
    await this.page.goto(`/cockpit/campaigns/${campaignId}`);
    await this.loaded();
  }

  /** The statistics and the recipients have loaded (nothing busy) and the page passes axe. */
  async loaded(): Promise<void> {
    await expect(this.numbers).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"], .ant-skeleton')).toHaveCount(0);
    await expectNoA11yViolations(this.page, 'campaign workspace with gift codes');
  }

  /** One of the statistics' numbers by its label (`campaigns.statistics.<key>`). */
  number(key: 'generated' | 'mailed' | 'opened' | 'clicked' | 'redeemed' | 'feedback'): Locator {
    return this.page.getByTestId(`statistics-${key}`).locator('dd');
  }

  /** The course table's cell under the column headed `title` in its latest period's row (issue 20). */
  async latestCourseCell(title: string): Promise<Locator> {
    const titles = await this.course.getByRole('columnheader').allInnerTexts();
    const index = titles.findIndex((h) => h.trim() === title);
    expect(index, `no column "${title}" in ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
    return this.course.getByRole('row').last().getByRole('cell').nth(index);
  }

  /** The recipient's row, by its e-mail address. */
  row(email: string): Locator {
    return this.rows.filter({ hasText: email });
  }

  /** The code a row shows (a manual campaign's admins and managers see it). */
  async codeOf(email: string): Promise<string> {
    return (await this.row(email).getByTestId('recipient-code').textContent()) ?? '';
  }

  /**
   * Sends the recipient's code by keyboard, as a person without a mouse would: Enter on the row's button opens the
   * confirmation dialog, which takes the focus; Tab reaches its "send" button (after the close and cancel buttons),
   * Enter sends. Waits for the server's answer.
   */
  async sendCode(email: string): Promise<void> {
    await this.row(email).getByTestId('recipient-send-code').focus();
    await this.page.keyboard.press('Enter');
    const dialog = this.page.getByRole('dialog', { name: this.t.recipients.sendCode.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('recipient-send-code-question')).toContainText(email);
    const confirm = dialog.getByTestId('recipient-send-code-confirm');
    for (let tabs = 0; tabs < 5 && !(await confirm.evaluate((el) => el === document.activeElement)); tabs++)
      await this.page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/send-code')),
      this.page.keyboard.press('Enter'),
    ]);
    // 202: accepted, svc-mail sends the mail (its progress shows in the row's columns).
    expect(response.status(), await response.text()).toBe(202);
    await expect(dialog).toBeHidden();
  }

  /** Downloads every code as CSV through the section's link, and reads the file. */
  async downloadCodesCsv(): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadCodes.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, text: Buffer.concat(chunks).toString('utf8') };
  }
}
