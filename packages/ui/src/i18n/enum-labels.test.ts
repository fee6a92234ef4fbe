import {
  invoiceLineKinds,
  invoiceStatusSchema,
  invoiceTypeSchema,
  languageSchema,
  organizationStatusSchema,
  orgFeatures,
  orgRoles,
  PLATFORM_ADMIN,
} from '@cadeau/contracts';
import { de as billingDe } from '../billing/i18n/de';
import { en as billingEn } from '../billing/i18n/en';
import { expectEnumLabels } from '../testing';
import { de } from './resources/de';
import { en } from './resources/en';

/**
 * Every value of the contracts' lists the shared kit labels has its words in German and English (issue 23): the
 * profile and the notification bell (organisation statuses, roles, features), the language pickers, and the
 * billing screens mfe-orgs and mfe-admin share (invoice types, statuses and lines). A new value in the contracts
 * fails here until it is named.
 */
describe('labels of the contracts lists in the shared kit', () => {
  it('names every organisation status, role, feature and language', () => {
    expectEnumLabels(
      { de, en },
      {
        'profile.statusNames': organizationStatusSchema,
        'profile.roleNames': [...orgRoles, PLATFORM_ADMIN],
        'profile.featureNames': orgFeatures,
        'common.languages': languageSchema,
      },
    );
  });

  it('names every invoice type, status and line', () => {
    expectEnumLabels(
      { de: billingDe, en: billingEn },
      { 'billing.type': invoiceTypeSchema, 'billing.status': invoiceStatusSchema, 'billing.line': invoiceLineKinds },
    );
  });
});
