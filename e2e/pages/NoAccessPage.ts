import type { Locator, Page } from '@playwright/test';

/** Shown to a logged-in user who is neither platform administrator nor in an organisation. */
export class NoAccessPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly message: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('no-access-page');
    this.title = this.root.locator('h1');
    this.message = this.root.locator('p');
    this.logout = this.root.getByRole('button');
  }
}
