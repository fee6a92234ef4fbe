import type { Migration } from '@cadeau/service-kit';
import { identityTables } from './001_identity';
import { accountTables } from './002_accounts';
import { platformTables } from './003_platform';
import { mailAbuseTables } from './004_mail_abuse';
import { mailRequestTables } from './005_mail_requests';
import { catalogNewsTables } from './006_catalog_news';
import { campaignNewsTables } from './007_campaign_news';
import { contactAnswersTables } from './008_contact_answers';

/** In order; never edit one that has run anywhere, add a new one. */
export const migrations: Migration[] = [
  identityTables,
  accountTables,
  platformTables,
  mailAbuseTables,
  mailRequestTables,
  catalogNewsTables,
  campaignNewsTables,
  contactAnswersTables,
];
