import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { fillDay } from '../support/date-fields';
import type { CampaignTexts } from '../support/texts';

type Status = keyof CampaignTexts['status'];
type Section = 'type' | 'timespan' | 'recipients' | 'products' | 'mailDesign' | 'greetingDesign' | 'budget';

/** A CSV file as the browser's file chooser hands it over. */
export interface CsvFile {
  name: string;
  text: string;
}

/**
 * /cockpit/campaigns/{id} (mfe-campaigns): the workspace with the release summary at the top and one section per
 * part of the campaign, each saving its own fields; the review section for platform administrators. Saves wait for
 * the server's answer to the call the button makes (the section shows what the server kept), never for a time.
 */
export class CampaignWorkspacePage {
  readonly root: Locator;
  readonly status: Locator;
  readonly summary: Locator;
  readonly blockers: Locator;
  readonly recipients: Locator;
  readonly mailDesign: Locator;
  readonly greetingDesign: Locator;

  constructor(
    readonly page: Page,
    readonly t: CampaignTexts,
  ) {
    this.root = page.getByTestId('campaign-page');
    this.status = this.root.getByRole('heading', { level: 1 }).getByTestId('campaign-status');
    this.summary = page.getByTestId('release-summary');
    this.blockers = page.getByTestId('release-blocker');
    this.recipients = page.getByTestId('recipients-section');
    this.mailDesign = page.getByTestId('mail-design-section');
    this.greetingDesign = page.getByTestId('greeting-design-section');
  }

  /** The campaign's id, from the address. */
  id(): string {
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }

  async goto(campaignId: string): Promise<void> {
    await this.page.goto(`/cockpit/campaigns/${campaignId}`);
    await this.loaded();
  }

  /** The workspace and its designers have loaded (no skeleton, nothing busy) and pass axe. */
  async loaded(): Promise<void> {
    await this.root.waitFor();
    await expect(this.mailDesign).toBeVisible();
    await expect(this.greetingDesign).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"], .ant-skeleton')).toHaveCount(0);
    await expectNoA11yViolations(this.page, 'campaign workspace');
  }

  async expectStatus(status: Status): Promise<void> {
    await expect(this.status).toHaveAttribute('data-status', status);
    await expect(this.status).toHaveText(this.t.status[status]);
  }

  section(name: Section | 'review'): Locator {
    return this.page.getByTestId(`campaign-section-${name}`);
  }

  /** The sections the release summary names as still missing. */
  async blockerSections(): Promise<string[]> {
    return this.blockers.evaluateAll((items) => items.map((i) => i.getAttribute('data-section') ?? ''));
  }

  /** Clicks `button` and waits for the answer of the call it makes (`method` on a path matching `path`). */
  private async answered(button: Locator, method: string, path: RegExp): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname)),
      button.click(),
    ]);
    expect(response.status(), `${method} ${response.url()}: ${await response.text()}`).toBeLessThan(300);
    return response;
  }

  private saveCampaign(button: Locator): Promise<Response> {
    return this.answered(button, 'PUT', /^\/api\/campaign$/);
  }

  /** Types the start and end (ISO days) into the date fields as the page's language writes them, and saves. */
  async setTimespan(start: string, end: string): Promise<void> {
    const section = this.section('timespan');
    await fillDay(section.getByLabel(this.t.timespan.start, { exact: true }), start);
    await fillDay(section.getByLabel(this.t.timespan.end, { exact: true }), end);
    await this.saveCampaign(section.getByTestId('save-timespan'));
  }

  async setBudget(francs: string): Promise<void> {
    const section = this.section('budget');
    await section.getByLabel(this.t.budget.label, { exact: true }).fill(francs);
    await this.saveCampaign(section.getByTestId('save-budget'));
  }

  /** Picks products from the catalog by their names (searched, as a person finds one among many) and saves. */
  async pickProducts(names: string[]): Promise<void> {
    const section = this.section('products');
    const search = section.getByTestId('catalog-table-search');
    for (const name of names) {
      await search.getByRole('searchbox').fill(name);
      await search.getByRole('button').click();
      const row = section.getByTestId('catalog-table-row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await row.getByRole('checkbox', { name: this.t.products.selectProduct.replace('{{name}}', name) }).check();
    }
    await expect(section.getByTestId('selected-product')).toHaveCount(names.length);
    await this.saveCampaign(section.getByTestId('save-products'));
    await expect(section.getByTestId('save-products')).toBeDisabled();
  }

  /**
   * Uploads a CSV through the recipients section: chooses the file, checks the column mapping the page guessed
   * from the header (e-mail required) and starts the import; answers once the server's outcome is shown.
   */
  async uploadRecipients(file: CsvFile): Promise<void> {
    const section = this.recipients;
    await section.getByTestId('import-file').setInputFiles({
      name: file.name,
      mimeType: 'text/csv',
      buffer: Buffer.from(file.text, 'utf8'),
    });
    await expect(section.getByTestId('import-file-facts')).toBeVisible();
    await this.answered(section.getByTestId('import-start'), 'POST', /\/recipients\/import$/);
    await expect(section.getByTestId('import-refused').or(section.getByTestId('import-done'))).toBeVisible();
  }

  /** The rows the last upload refused, as shown: row number, column, the offending value, problem. */
  async importErrors(): Promise<string[][]> {
    const rows = this.recipients.getByTestId('import-error-list-row');
    return rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    );
  }

  /** Writes the mail's subject in both languages and saves the design. */
  async designMail(subject: { de: string; en: string }): Promise<void> {
    const section = this.mailDesign;
    await section.locator('#mail-subject-de').fill(subject.de);
    await section.locator('#mail-subject-en').fill(subject.en);
    await this.answered(section.getByTestId('mail-design-save'), 'PUT', /\/mail-design\/[0-9a-f-]{36}$/);
    await expect(section.getByTestId('mail-design-unsaved')).toHaveCount(0);
  }

  /** "Send me a test mail" (the saved design); answers the address the server says it goes to. */
  async sendTestMail(): Promise<string> {
    const button = this.mailDesign.getByTestId('mail-design-test');
    await expect(button).toBeEnabled();
    const response = await this.answered(button, 'POST', /\/mail-design\/[0-9a-f-]{36}\/test$/);
    return ((await response.json()) as { to: string }).to;
  }

  async writeGreeting(text: { de: string; en: string }): Promise<void> {
    const section = this.greetingDesign;
    await section.locator('#greeting-text-de').fill(text.de);
    await section.locator('#greeting-text-en').fill(text.en);
    await this.answered(section.getByTestId('greeting-save'), 'PUT', /\/greeting-design\/[0-9a-f-]{36}$/);
  }

  /**
   * Releases the campaign for review from the summary (enabled once nothing blocks it): the button opens the
   * dialog with the deposit the release issues (issue 23), and its own button releases.
   */
  async release(): Promise<void> {
    await expect(this.summary.getByTestId('release-ready')).toBeVisible();
    await this.summary.getByTestId('release').click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByTestId('confirm-release')).toBeVisible();
    await this.answered(dialog.getByTestId('confirm-release-ok'), 'POST', /\/release$/);
    await expect(dialog).toBeHidden();
    await this.expectStatus('pending');
    await expect(this.page.getByTestId('pending-notice')).toBeVisible();
  }

  /**
   * The review while the deposit is not paid (issue 19): its state is shown, and approve is disabled with the
   * reason beside it (reject and block are not).
   */
  async expectApproveAwaitingDeposit(): Promise<void> {
    const section = this.section('review');
    await expect(section.getByTestId('review-deposit')).toBeVisible();
    await expect(section.getByTestId('review-approve')).toBeDisabled();
    await expect(section.getByTestId('review-approve-unpaid')).toBeVisible();
    await expect(section.getByTestId('review-reject')).toBeEnabled();
  }

  /** The deposit's state in the review (issue 19), once svc-billing has issued it: its status word. */
  depositStatus(): Locator {
    return this.section('review').getByTestId('deposit-status');
  }

  /**
   * A platform administrator's review: approve (the deposit paid first, support/deposits.ts `payDeposit`, and the
   * review opened after it), or reject with the reason the giver reads.
   */
  async review(decision: 'approve' | 'reject', reason?: string): Promise<void> {
    const section = this.section('review');
    const button = section.getByTestId(`review-${decision}`);
    if (decision === 'approve') {
      await expect(button, 'approve needs the deposit paid (payDeposit before opening the review)').toBeEnabled();
      await button.click();
      const dialog = this.page.getByRole('dialog');
      await this.answered(dialog.getByTestId('confirm-approve-ok'), 'POST', /\/approve$/);
      await expect(dialog).toBeHidden();
      return;
    }
    await button.click();
    const dialog = this.page.getByRole('dialog');
    // Open once its reason field has the focus (ReasonDialog).
    await expect(dialog.getByTestId('reason-input')).toBeFocused();
    await dialog.getByTestId('reason-input').fill(reason ?? '');
    await expectNoA11yViolations(this.page, 'reject dialog');
    await this.answered(dialog.getByTestId('confirm-reason'), 'POST', /\/approve$/);
    await expect(dialog).toBeHidden();
  }
}
