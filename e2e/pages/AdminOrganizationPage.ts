import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

/** /cockpit/organizations and /cockpit/organizations/:id (mfe-admin, platform administrators). */
export class AdminOrganizationPage {
  static readonly listPath = '/cockpit/organizations';
  readonly title: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly statusReason: Locator;
  readonly reason: Locator;
  readonly confirmStatus: Locator;
  readonly reasonRequired: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.table = page.getByTestId('organizations-table');
    this.search = page.getByTestId('organizations-table-search').locator('input');
    this.status = page.getByTestId('organization-status');
    this.statusReason = page.getByTestId('organization-status-reason');
    this.reason = page.getByTestId('reason-input');
    this.confirmStatus = page.getByTestId('confirm-reason');
    this.reasonRequired = page.getByTestId('reason-required');
  }

  async gotoList(): Promise<void> {
    await this.page.goto(AdminOrganizationPage.listPath);
    await this.table.waitFor();
    await expectNoA11yViolations(this.page, 'organisations list');
  }

  /** Finds an organisation by name with the list's server-side search and opens it. */
  async open(name: string): Promise<void> {
    await this.search.fill(name);
    await this.search.press('Enter');
    await this.table.getByRole('link', { name, exact: true }).click();
    await this.status.waitFor();
    await expectNoA11yViolations(this.page, 'organisation');
  }

  /**
   * Opens the dialog that sets `status`. It is ready when its reason field has the focus (ReasonDialog focuses it once
   * open, after any opening motion), so the next click lands in a dialog that has finished opening.
   */
  async openStatusDialog(status: 'approved' | 'rejected' | 'blocked'): Promise<void> {
    await this.statusButton(status).click();
    await expect(this.reason).toBeFocused();
  }

  statusButton(status: 'approved' | 'rejected' | 'blocked'): Locator {
    return this.page.getByTestId(`status-${status}`);
  }
}
