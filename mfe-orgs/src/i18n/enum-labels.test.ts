import {
  conversationSchema,
  invitationStatuses,
  messageTypes,
  organizationStatusSchema,
  orgFeatures,
  orgRoles,
} from '@cadeau/contracts';
import { expectEnumLabels } from '@cadeau/ui/testing';
import { de } from './de';
import { en } from './en';

/**
 * Every value of the contracts' lists mfe-orgs shows has its words in German and English (issue 23): the
 * organisation's status and features, the members' and invitations' roles, invitation statuses, conversation
 * statuses and message types. The profile's and the payments' words are the shared kit's (packages/ui). A new
 * value in the contracts fails here until it is named.
 */
describe('labels of the contracts lists in mfe-orgs', () => {
  it('names every organisation status, feature, role, invitation status and conversation word in both languages', () => {
    expectEnumLabels(
      { de, en },
      {
        'orgs.overview.statusNames': organizationStatusSchema,
        'orgs.overview.featureNames': orgFeatures,
        'orgs.roles': orgRoles,
        'orgs.invitations.statusNames': invitationStatuses,
        'orgs.conversations.statusNames': conversationSchema.shape.status,
        'orgs.conversations.types': messageTypes,
      },
    );
  });
});
