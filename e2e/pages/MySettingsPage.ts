import type { Locator, Page } from '@playwright/test';
import { CockpitLayout } from './CockpitLayout';
import { expectNoA11yViolations } from '../support/a11y';

/** /cockpit/my-settings (mfe-orgs): the user's active sessions, each of which can be ended. */
export class MySettingsPage {
  static readonly path = '/cockpit/my-settings';
  readonly root: Locator;
  readonly sessionRows: Locator;
  readonly currentSession: Locator;
  readonly otherSessions: Locator;
  readonly confirmEnd: Locator;
  readonly layout: CockpitLayout;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('settings-page');
    this.sessionRows = page.getByTestId('sessions-table').getByTestId('session-row');
    this.currentSession = this.sessionRows.and(page.locator('[data-current]'));
    this.otherSessions = this.sessionRows.and(page.locator(':not([data-current])'));
    this.confirmEnd = page.getByTestId('confirm-end-session');
    this.layout = new CockpitLayout(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(MySettingsPage.path);
    await this.root.waitFor();
    await expectNoA11yViolations(this.page, 'my settings');
  }

  /** Ends the session of `row` through its button and the confirmation dialog. */
  async endSession(row: Locator): Promise<void> {
    await row.getByRole('button').click();
    await this.confirmEnd.click();
  }
}
