import type { Locator, Page } from '@playwright/test';
import type { Account } from '../support/accounts';
import { HeaderControls } from './header-controls';
import { expectNoA11yViolations } from '../support/a11y';

/**
 * /login (mfe-public). Inputs are found by their autocomplete tokens (what password managers rely on too),
 * so the object works in every language and whatever form components the page is built with.
 */
export class LoginPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly header: HeaderControls;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('login-page');
    this.title = this.root.locator('#login-title');
    this.email = this.root.locator('input[autocomplete="username"]');
    this.password = this.root.locator('input[autocomplete="current-password"]');
    this.submit = this.root.locator('button[type="submit"]');
    this.header = new HeaderControls(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.root.waitFor();
    await expectNoA11yViolations(this.page, 'login');
  }

  async login(account: Pick<Account, 'email' | 'password'>): Promise<void> {
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.submit.click();
  }

  /** Error toasts of the shell's toaster (group 'notification'). */
  get errorToast(): Locator {
    return this.page.getByTestId('toaster').getByTestId('toast-error');
  }
}
