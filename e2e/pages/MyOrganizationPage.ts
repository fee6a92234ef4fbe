import type { Locator, Page } from '@playwright/test';

/** /cockpit/my-organization and its children (mfe-orgs). */
export class MyOrganizationPage {
  static readonly invitationsPath = '/cockpit/my-organization/invitations';
  readonly inviteEmail: Locator;
  readonly sendInvitation: Locator;
  readonly invitationRows: Locator;

  constructor(readonly page: Page) {
    this.inviteEmail = page.locator('#invite-email');
    this.sendInvitation = page.getByTestId('send-invitation');
    this.invitationRows = page.getByTestId('invitation-row');
  }

  async gotoInvitations(): Promise<void> {
    await this.page.goto(MyOrganizationPage.invitationsPath);
    await this.inviteEmail.waitFor();
  }

  invitation(email: string): Locator {
    return this.invitationRows.filter({ hasText: email });
  }
}
