import type { Locator, Page } from '@playwright/test';
import { CockpitLayout } from './CockpitLayout';

/** /cockpit/my-profile (mfe-orgs): the current user with roles and organisations. */
export class MyProfilePage {
  static readonly path = '/cockpit/my-profile';
  readonly root: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly language: Locator;
  readonly organizations: Locator;
  readonly layout: CockpitLayout;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('profile-page');
    this.name = page.getByTestId('profile-name');
    this.email = page.getByTestId('profile-email');
    this.language = page.getByTestId('profile-language');
    this.organizations = page.getByTestId('profile-organization');
    this.layout = new CockpitLayout(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(MyProfilePage.path);
  }
}
