import type { Locator, Page } from '@playwright/test';

/** The shell's 404 page: 'Page not found: {path}'. */
export class NotFoundPage {
  readonly root: Locator;
  readonly message: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('not-found-page');
    this.message = this.root.locator('p');
  }
}
