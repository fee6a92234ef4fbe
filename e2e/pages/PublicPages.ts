import type { Locator, Page } from '@playwright/test';
import { HeaderControls } from './header-controls';
import { expectNoA11yViolations } from '../support/a11y';

/**
 * mfe-public's account pages. Fields are found by their `name` and buttons by their type or test id, so the
 * objects work in every language; texts come from mfe-public's i18n files (`publicTexts` of support/texts.ts).
 */
class PublicPage {
  readonly root: Locator;
  readonly header: HeaderControls;

  constructor(
    readonly page: Page,
    testId: string,
  ) {
    this.root = page.getByTestId(`${testId}-page`);
    this.header = new HeaderControls(page);
  }

  field(name: string): Locator {
    return this.root.locator(`[name="${name}"]`);
  }

  get submit(): Locator {
    return this.root.locator('button[type="submit"]');
  }

  get title(): Locator {
    return this.root.locator('h1');
  }

  get errorToast(): Locator {
    return this.page.getByTestId('toaster').getByTestId('toast-error');
  }
}

export class ForgotPasswordPage extends PublicPage {
  constructor(page: Page) {
    super(page, 'forgot-password');
  }

  async request(email: string): Promise<void> {
    await this.field('email').fill(email);
    await this.submit.click();
  }

  get sent(): Locator {
    return this.root.getByTestId('forgot-password-sent');
  }
}

export class ResetPasswordPage extends PublicPage {
  constructor(page: Page) {
    super(page, 'reset-password');
  }

  async setPassword(password: string): Promise<void> {
    await this.field('password').fill(password);
    await this.field('passwordConfirmation').fill(password);
    await this.submit.click();
  }

  get done(): Locator {
    return this.root.getByTestId('reset-password-done');
  }

  get linkState(): Locator {
    return this.root.getByTestId('reset-password-link-state');
  }
}

export class ConfirmEmailPage extends PublicPage {
  constructor(page: Page) {
    super(page, 'confirm-email');
  }

  outcome(state: 'confirmed' | 'alreadyConfirmed' | 'expired' | 'notFound'): Locator {
    return this.root.getByTestId(`confirm-email-${state}`);
  }
}

export interface AdminFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export class OrganizationRegistrationPage extends PublicPage {
  constructor(page: Page) {
    super(page, 'org-registration');
  }

  async goto(): Promise<void> {
    await this.page.goto('/register-organization');
    await this.root.waitFor();
    await expectNoA11yViolations(this.page, 'organisation registration');
  }

  async chooseFeature(feature: 'giver' | 'seller'): Promise<void> {
    await this.root.locator(`input[name="feature"][value="${feature}"]`).check();
  }

  async searchCompany(text: string): Promise<void> {
    await this.field('companySearch').fill(text);
  }

  get results(): Locator {
    return this.root.getByTestId('company-search-results').getByRole('button');
  }

  get picked(): Locator {
    return this.root.getByTestId('company-picked');
  }

  async fillAdmin(admin: AdminFields): Promise<void> {
    await this.field('firstName').fill(admin.firstName);
    await this.field('lastName').fill(admin.lastName);
    await this.field('email').fill(admin.email);
    await this.field('password').fill(admin.password);
    await this.field('passwordConfirmation').fill(admin.password);
  }

  get done(): Locator {
    return this.root.getByTestId('org-registration-done');
  }
}

export class InvitationPage extends PublicPage {
  constructor(page: Page) {
    super(page, 'invitation');
  }

  get summary(): Locator {
    return this.root.getByTestId('invitation-summary');
  }

  get registerLink(): Locator {
    return this.root.locator('a[href^="/registration?token="]');
  }

  /** Why the link cannot be used (not found, used up, …). */
  get problem(): Locator {
    return this.page.getByTestId('invitation-problem');
  }
}

export class RegistrationPage extends PublicPage {
  constructor(page: Page) {
    super(page, 'registration');
  }

  async register(user: { firstName: string; lastName: string; password: string }): Promise<void> {
    await this.field('firstName').fill(user.firstName);
    await this.field('lastName').fill(user.lastName);
    await this.field('password').fill(user.password);
    await this.field('passwordConfirmation').fill(user.password);
    await this.submit.click();
  }

  get done(): Locator {
    return this.root.getByTestId('registration-done');
  }
}

export class EmailChangePage extends PublicPage {
  constructor(page: Page) {
    super(page, 'email-change');
  }

  /** The one action of the page: confirm, or cancel for `action=cancel` links. */
  get action(): Locator {
    return this.root.locator('button');
  }

  outcome(kind: 'confirmed' | 'cancelled' | 'error'): Locator {
    return this.root.getByTestId(`email-change-${kind}`);
  }
}

export class ContactPage extends PublicPage {
  constructor(page: Page) {
    super(page, 'contact');
  }

  get sent(): Locator {
    return this.root.getByTestId('contact-sent');
  }
}

/** /imprint, /privacy and /tos. */
export class LegalPage extends PublicPage {
  constructor(page: Page, name: 'imprint' | 'privacy' | 'tos') {
    super(page, name);
  }
}
