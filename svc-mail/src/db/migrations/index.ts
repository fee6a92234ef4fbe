import type { Migration } from '@cadeau/service-kit';
import { mailTables } from './001_mail';
import { outcomeLookups } from './002_outcome_lookups';
import { campaignMail } from './003_campaign_mail';
import { messageAttachments } from './004_message_attachments';

/** In order; never edit one that has run anywhere, add a new one. */
export const migrations: Migration[] = [mailTables, outcomeLookups, campaignMail, messageAttachments];
