import type { MailPlaceholderValues } from '@cadeau/contracts';

/** A campaign date (`date` column: a Date at local midnight from pg, or `YYYY-MM-DD`) as `YYYY-MM-DD`. */
function isoDay(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/**
 * A day as a mail in `language` writes it (spec section 9, as svc-mail's campaign mails do): 24.12.26 in German,
 * 12/24/26 in English.
 */
export function mailDate(value: string | Date, language: 'de' | 'en'): string {
  const [y, m, d] = isoDay(value).split('-');
  const yy = y.slice(2);
  return language === 'de' ? `${d}.${m}.${yy}` : `${m}/${d}/${yy}`;
}

/**
 * What a preview or test mail shows for the campaign's own placeholders: its name, the giver's name and its
 * timespan once set. The recipient's placeholders (salutation, greeting, code, redeem link) are left to
 * svc-mail's samples, as are dates not yet chosen.
 */
export function campaignPlaceholderValues(
  campaign: { name: string; start_date: string | Date | null; end_date: string | Date | null },
  giverName: string | null,
  language: 'de' | 'en',
): MailPlaceholderValues {
  const values: MailPlaceholderValues = { campaignName: campaign.name };
  if (giverName) values.giverName = giverName;
  if (campaign.start_date) values.validFrom = mailDate(campaign.start_date, language);
  if (campaign.end_date) values.validUntil = mailDate(campaign.end_date, language);
  return values;
}
