import type { Migration } from '@cadeau/service-kit';
import { campaignTables } from './001_campaigns';
import { recipientTables } from './002_recipients';
import { designTables } from './003_designs';
import { recipientEmailValid } from './004_recipients_email_valid';
import { voucherTables } from './005_vouchers';
import { redemptionTables } from './006_redemption';
import { reservationRounds } from './007_reservation_rounds';
import { campaignDeposits } from './008_campaign_deposits';
import { engagementFunnel } from './009_engagement_funnel';
import { platformView } from './010_platform_view';
import { platformWeeks } from './011_platform_weeks';
import { platformMoney } from './012_platform_money';
import { recipientsCreated } from './013_recipients_created';

/**
 * In order; never edit one that has run anywhere, add a new one. Numbers are reserved per area so parallel
 * work does not collide: 001 campaigns, 002 recipients, 003 designs,
 * 004 recipients' stored address check, 005 vouchers (issue 12, area V), 006 rate limits (area R),
 * 007 the order saga's attempt rounds, 008 the deposits' read model (issue 19),
 * 009 the engagement funnel's counters, 010 the platform's view of the other services, 011 its weekly
 * availability, 012 its fees, credit, bank payments and contact forms, 013 recipients by their day (issue 20).
 */
export const migrations: Migration[] = [
  campaignTables,
  recipientTables,
  designTables,
  recipientEmailValid,
  voucherTables,
  redemptionTables,
  reservationRounds,
  campaignDeposits,
  engagementFunnel,
  platformView,
  platformWeeks,
  platformMoney,
  recipientsCreated,
];
