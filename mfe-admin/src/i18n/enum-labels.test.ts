import {
  bankPaymentStatuses,
  contactStatuses,
  invitationStatuses,
  organizationStatusSchema,
  orgFeatures,
  orgRoles,
  PLATFORM_ADMIN,
  settingDefs,
} from '@cadeau/contracts';
import { expectEnumLabels } from '@cadeau/ui/testing';
import { de } from './de';
import { en } from './en';

const globalSettings = settingDefs.filter((s) => s.scope === 'global');

/**
 * Every value of the contracts' lists mfe-admin shows has its words in German and English (issue 23): the
 * organisations' statuses and features, the roles of users and members, invitation, bank payment and contact form
 * statuses, and the global settings with their groups (the settings page would otherwise show the raw key). The invoices'
 * words are the shared kit's (packages/ui). A new value in the contracts fails here until it is named.
 */
describe('labels of the contracts lists in mfe-admin', () => {
  it('names every organisation status, feature, role, invitation and bank payment status in both languages', () => {
    expectEnumLabels(
      { de, en },
      {
        'admin.status': organizationStatusSchema,
        'admin.features': orgFeatures,
        'admin.roles': [...orgRoles, PLATFORM_ADMIN],
        'admin.invitations.statusNames': invitationStatuses,
        'admin.billing.bankPayments.status': bankPaymentStatuses,
        'admin.contacts.status': contactStatuses,
      },
    );
  });

  it('names every global setting and its group in both languages', () => {
    expectEnumLabels(
      { de, en },
      {
        'admin.settings.groups': [...new Set(globalSettings.map((s) => s.group))],
        'admin.settings.keys': globalSettings.map((s) => s.key),
      },
    );
  });
});
