import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

/** /cockpit/users and /cockpit/users/:id (mfe-admin), plus the cockpit's impersonation banner. */
export class AdminUserPage {
  static readonly listPath = '/cockpit/users';
  readonly title: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly impersonate: Locator;
  readonly banner: Locator;
  readonly endImpersonation: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.table = page.getByTestId('users-table');
    this.search = page.getByTestId('users-table-search').locator('input');
    this.impersonate = page.getByTestId('impersonate-user');
    this.banner = page.getByTestId('impersonation-banner');
    this.endImpersonation = page.getByTestId('end-impersonation');
  }

  async gotoList(): Promise<void> {
    await this.page.goto(AdminUserPage.listPath);
    await this.table.waitFor();
    await expectNoA11yViolations(this.page, 'users list');
  }

  /** Finds a user by e-mail with the list's server-side search and opens the user's page. */
  async open(email: string): Promise<void> {
    await this.search.fill(email);
    await this.search.press('Enter');
    await this.table.locator('tbody tr', { hasText: email }).getByRole('link').click();
    await this.page.getByTestId('user-page').waitFor();
    await expectNoA11yViolations(this.page, 'user');
  }
}
