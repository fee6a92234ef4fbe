import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { fillDay } from '../support/date-fields';

/** /cockpit/vat-categories (mfe-admin): the list of VAT categories with the rate in force today. */
export class AdminVatCategoriesPage {
  static readonly path = '/cockpit/vat-categories';
  readonly root: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('vat-categories-page');
    this.table = page.getByTestId('vat-categories-table');
  }

  /** The navigation's entry, as an administrator finds the page. */
  navLink(): Locator {
    return this.page.locator(`nav a[href="${AdminVatCategoriesPage.path}"]`);
  }

  async loaded(): Promise<void> {
    await this.root.waitFor();
    await this.table.getByTestId('vat-categories-table-row').first().waitFor();
    await expectNoA11yViolations(this.page, 'VAT categories');
  }

  /** A category's row, by the name shown in the page's language. */
  row(name: string): Locator {
    return this.table.getByTestId('vat-categories-table-row').filter({ has: this.page.getByRole('link', { name }) });
  }

  async open(name: string): Promise<AdminVatCategoryPage> {
    await this.row(name).getByRole('link', { name }).click();
    const editor = new AdminVatCategoryPage(this.page);
    await editor.loaded();
    return editor;
  }
}

/** /cockpit/vat-categories/{id}: one category's editor (names, flags, dated rates in percent). */
export class AdminVatCategoryPage {
  readonly root: Locator;
  readonly rates: Locator;
  readonly ratesError: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('vat-category-page');
    this.rates = page.getByTestId('vat-rates');
    this.ratesError = page.locator('#vat-rates-error');
  }

  async loaded(): Promise<void> {
    await this.root.waitFor();
    await this.rates.waitFor();
    await expectNoA11yViolations(this.page, 'VAT category');
  }

  /** Every rate row, in the order the editor shows them. */
  rateRows(): Locator {
    return this.rates.getByTestId('vat-rate');
  }

  /** The row of the rate valid from `day` (ISO date). */
  rate(day: string): Locator {
    return this.rates.locator(`[data-testid="vat-rate"][data-valid-from="${day}"]`);
  }

  /**
   * Adds a row and fills it in: the day given as `YYYY-MM-DD` and typed as the page's language writes it
   * (01.07.2091, 07/01/2091), the percentage as the person types it ("8.5", "8,5").
   */
  async addRate(day: string, percent: string, labels: { validFrom: string; percent: string }): Promise<void> {
    await this.page.getByTestId('vat-add-rate').click();
    const row = this.rateRows().last();
    await fillDay(row.getByLabel(labels.validFrom), day);
    await row.getByLabel(labels.percent).fill(percent);
  }

  async removeRate(day: string): Promise<void> {
    await this.rate(day).getByTestId('vat-rate-remove').click();
  }

  async save(): Promise<void> {
    await this.page.getByTestId('vat-save').click();
  }
}
