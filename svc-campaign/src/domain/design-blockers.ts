import { ErrorKeys, type GreetingDesign, type MailDesign } from '@cadeau/contracts';

/**
 * The release blockers of spec section 5 that the designs answer for: no greeting text, and no mail design or
 * no subject. A design the giver never saved counts as none (the default is only offered); each text is needed
 * in German and English, since a recipient may read either.
 */
export function designBlockerKeys(mail: MailDesign | null, greeting: GreetingDesign | null): string[] {
  const keys: string[] = [];
  const filled = (t: { de: string; en: string }) => t.de.trim() !== '' && t.en.trim() !== '';
  if (!greeting || !filled(greeting.greetingText)) keys.push(ErrorKeys.campaign.noGreetingText);
  if (!mail || !filled(mail.subject)) keys.push(ErrorKeys.campaign.noMailDesign);
  return keys;
}
