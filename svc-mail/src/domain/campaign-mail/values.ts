import { giftCodeLink } from '@cadeau/contracts/gift-code';
import type { CampaignValues, RecipientValues, StoredRecipientValues } from './content';

type Language = 'de' | 'en';

/** A campaign day (`YYYY-MM-DD`, Zurich) as spec section 9 writes dates: de dd.mm.yy (24.12.26), en mm/dd/yy (12/24/26). */
export function formatDay(day: string | null, language: Language): string {
  const m = day ? /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!m) return '';
  const [, yy, mo, d] = m;
  return language === 'de' ? `${d}.${mo}.${yy}` : `${mo}/${d}/${yy}`;
}

/** The campaign's own values of its mail, the same for every recipient (joined into the content once). */
export function campaignValues(
  mailing: { campaignName: string; giverName: string; validFrom: string | null; validTo: string | null },
  language: Language,
): CampaignValues {
  return {
    campaignName: mailing.campaignName,
    giverName: mailing.giverName,
    validFrom: formatDay(mailing.validFrom, language),
    validUntil: formatDay(mailing.validTo, language),
  };
}

/** What a mail says to a recipient without a salutation of their own. */
const DEFAULT_SALUTATION: Record<Language, string> = { de: 'Guten Tag', en: 'Hello' };

/** A recipient's stored values: their salutation (or the default of the language), greeting, unsubscribe link. */
export function storedRecipientValues(
  recipient: { salutation: string | null; greeting: string | null },
  language: Language,
  unsubscribeLink: string,
): StoredRecipientValues {
  const salutation = recipient.salutation?.trim() || DEFAULT_SALUTATION[language];
  return { salutation, greeting: recipient.greeting?.trim() ?? '', unsubscribeLink };
}

/** Every value of one recipient's mail at send time: the stored ones and the code fetched just now. */
export function sendTimeValues(stored: StoredRecipientValues, code: string, publicUrl: string): RecipientValues {
  // The code in the link's fragment, which browsers never send, so it reaches no server log (issue 12).
  return { ...stored, code, redeemLink: giftCodeLink(publicUrl, code) };
}
