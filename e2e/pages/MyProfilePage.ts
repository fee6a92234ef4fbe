import type { Locator, Page } from '@playwright/test';
import { CockpitLayout } from './CockpitLayout';
import { expectNoA11yViolations } from '../support/a11y';

/** /cockpit/my-profile (mfe-orgs): the current user with roles and organisations, and the e-mail change. */
export class MyProfilePage {
  static readonly path = '/cockpit/my-profile';
  readonly root: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly language: Locator;
  readonly organizations: Locator;
  readonly emailChange: Locator;
  readonly emailChangePending: Locator;
  readonly layout: CockpitLayout;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('profile-page');
    this.name = page.getByTestId('profile-name');
    this.email = page.getByTestId('profile-email');
    this.language = page.getByTestId('profile-language');
    this.organizations = page.getByTestId('profile-organization');
    this.emailChange = page.getByTestId('email-change');
    this.emailChangePending = page.getByTestId('email-change-pending');
    this.layout = new CockpitLayout(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(MyProfilePage.path);
    await this.email.waitFor();
    await expectNoA11yViolations(this.page, 'my profile');
  }

  /** Asks for the change to `newEmail`, which mails a confirmation link to both addresses. */
  async requestEmailChange(newEmail: string, password: string): Promise<void> {
    await this.emailChange.locator('#email-change-new').fill(newEmail);
    await this.emailChange.locator('#email-change-password').fill(password);
    await this.emailChange.getByTestId('request-email-change').click();
  }
}
