import type { Locator, Page } from '@playwright/test';
import { CockpitLayout } from './CockpitLayout';
import { expectNoA11yViolations } from '../support/a11y';

/** /cockpit/my-organization and its children (mfe-orgs). */
export class MyOrganizationPage {
  static readonly path = '/cockpit/my-organization';
  static readonly invitationsPath = '/cockpit/my-organization/invitations';
  readonly inviteEmail: Locator;
  readonly sendInvitation: Locator;
  readonly invitationRows: Locator;
  /** The overview's status of the organisation. */
  readonly status: Locator;
  readonly layout: CockpitLayout;

  constructor(readonly page: Page) {
    this.inviteEmail = page.locator('#invite-email');
    this.sendInvitation = page.getByTestId('send-invitation');
    this.invitationRows = page.getByTestId('invitation-row');
    this.status = page.getByTestId('organization-data').getByTestId('organization-status');
    this.layout = new CockpitLayout(page);
  }

  async gotoOverview(): Promise<void> {
    await this.page.goto(MyOrganizationPage.path);
    await this.status.waitFor();
    await expectNoA11yViolations(this.page, 'my organisation');
  }

  async gotoInvitations(): Promise<void> {
    await this.page.goto(MyOrganizationPage.invitationsPath);
    await this.inviteEmail.waitFor();
    await expectNoA11yViolations(this.page, 'my organisation: invitations');
  }

  async invite(email: string): Promise<void> {
    await this.inviteEmail.fill(email);
    await this.sendInvitation.click();
  }

  invitation(email: string): Locator {
    return this.invitationRows.filter({ hasText: email });
  }
}
