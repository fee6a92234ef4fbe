/**
 * `@cadeau/contracts/values`: the plain values of the contracts, without zod, so the browser imports them as
 * values (ADR 0001) and the services take the same ones. Each is written once here; the zod schemas of the other
 * contracts modules are built from them (`z.enum(campaignStatuses)`), and nothing else in the repository writes
 * them out again: the status and type lists, the placeholders a campaign mail may hold, today in Zurich, calendar-day arithmetic, amounts in CHF, ISO weeks
 * and where an upload's variants are served. `values.test.ts` keeps zod out.
 */
export * from './lists';
export * from './zurich-day';
export * from './calendar-days';
export * from './money';
export * from './iso-week';
export * from './files';
// The placeholder whitelist belongs to the mail design's parser (zod-free too, `@cadeau/contracts/mail-design`).
export { isMailPlaceholder, mailPlaceholders, type MailPlaceholder } from '../mail-design';
