import type { Locator, Page } from '@playwright/test';
import { CockpitLayout } from './CockpitLayout';
import { expectNoA11yViolations } from '../support/a11y';

/** /cockpit/dashboard (mfe-campaigns): greeting, current organisation, tasks, notifications, open conversations. */
export class DashboardPage {
  static readonly path = '/cockpit/dashboard';
  readonly root: Locator;
  readonly greeting: Locator;
  readonly organization: Locator;
  readonly organizationStatus: Locator;
  readonly tasks: Locator;
  readonly notifications: Locator;
  readonly conversations: Locator;
  readonly note: Locator;
  readonly layout: CockpitLayout;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('dashboard-page');
    this.greeting = page.getByTestId('dashboard-greeting');
    this.organization = page.getByTestId('dashboard-organization-link');
    this.organizationStatus = page.getByTestId('dashboard-organization-status');
    this.tasks = page.getByTestId('dashboard-tasks');
    this.notifications = page.getByTestId('dashboard-notifications');
    this.conversations = page.getByTestId('dashboard-conversations');
    this.note = page.getByTestId('dashboard-note');
    this.layout = new CockpitLayout(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(DashboardPage.path);
    await this.greeting.waitFor();
    await expectNoA11yViolations(this.page, 'dashboard');
  }

  /** A panel's heading (Panel renders an h2). */
  heading(panel: Locator): Locator {
    return panel.getByRole('heading', { level: 2 });
  }
}
