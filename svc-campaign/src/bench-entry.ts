/**
 * What `npm run bench` drives of svc-campaign (the funnel, gift codes, vouchers and recipient import benches), as `@cadeau/svc-campaign/bench`
 * (issue 22: bench uses the service's exported entry points, not its files). Nothing here is used by the service.
 */
export { funnelDayCounts, keptFunnelDays, recountFunnelDays, type DayCount } from './db/funnel';
export { FUNNEL_TOUCHES_SQL } from './db/funnel-touches';
export { migrations } from './db/migrations';
export { inImportTransaction } from './db/recipients-import';
export { generateVouchers } from './db/vouchers-generate';
export { applyCampaignMailEvent } from './db/vouchers-mail-progress';
export { devVoucherKeys, lookup, open, seal } from './domain/code-crypto';
export { readRecipientCsv } from './domain/csv-recipients';
export { generateGiftCode } from './domain/gift-code';
export { copyLine } from './domain/recipient-copy-format';
export { FileDuplicates } from './domain/recipient-import';
export { funnelTotals } from './domain/report-period';
export { addDays } from '@cadeau/contracts/values';
export { CAMPAIGN_SCHEMA } from './schema';
