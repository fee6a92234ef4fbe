import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

/** /cockpit/settings (mfe-admin): the global settings, one typed input per setting, saved per group. */
export class AdminSettingsPage {
  static readonly path = '/cockpit/settings';
  readonly root: Locator;
  readonly title: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('admin-settings-page');
    this.title = page.getByRole('heading', { level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto(AdminSettingsPage.path);
    await this.root.waitFor();
    await expectNoA11yViolations(this.page, 'platform settings');
  }

  /** The input of a setting (`Campaign.LeadTimeDays`), by the id the page derives from its key. */
  input(key: string): Locator {
    return this.page.locator(`#setting-${key.replace('.', '-')}`);
  }

  setting(key: string): Locator {
    return this.page.locator(`[data-testid="setting"][data-key="${key}"]`);
  }

  /** The message the shared field frame announces under an invalid setting. */
  error(key: string): Locator {
    return this.setting(key).getByRole('alert');
  }

  save(group: string): Locator {
    return this.page.getByTestId(`save-${group}`);
  }
}
