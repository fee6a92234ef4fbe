import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

/**
 * The shared not-found state of a cockpit detail page (@cadeau/ui/cockpit NotFoundState): an unknown, foreign or
 * mangled id in /cockpit/conversations/{id}, /cockpit/users/{id} or /cockpit/organizations/{id}.
 */
export class DetailNotFound {
  readonly root: Locator;
  readonly title: Locator;
  /** The error catalogue's words for what is missing ("Conversation not found."). */
  readonly what: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('not-found-state');
    this.title = this.root.getByRole('heading', { level: 1 });
    this.what = page.getByTestId('not-found-what');
    this.back = this.root.getByRole('link');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.root.waitFor();
    await expectNoA11yViolations(this.page, `not found at ${path}`);
  }
}
