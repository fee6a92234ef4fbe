import type { Locator, Page } from '@playwright/test';

/**
 * The links of the public pages and their layout, found by where they lead (the same in every language), and
 * what an unusable mailed link shows (issue 9).
 */
export class PublicLinks {
  constructor(readonly page: Page) {}

  /** A link of the page itself (in `main`: below its form, or among its actions). */
  inPage(href: string): Locator {
    return this.page.locator(`main a[href="${href}"]`);
  }

  /** A link of the footer (imprint, privacy, terms, contact). */
  footer(href: string): Locator {
    return this.page.locator(`footer a[href="${href}"]`);
  }

  /** The field of a public form by its `name`. */
  field(name: string): Locator {
    return this.page.locator(`main [name="${name}"]`);
  }

  /** What to do with a link that cannot be used (new link, login, contact). */
  get linkHelp(): Locator {
    return this.page.getByTestId('link-help');
  }

  /** The inline error of the login form. */
  get loginError(): Locator {
    return this.page.getByTestId('login-error');
  }

  get toaster(): Locator {
    return this.page.getByTestId('toaster');
  }

  get errorToasts(): Locator {
    return this.toaster.getByTestId('toast-error');
  }
}
