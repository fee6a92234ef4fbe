import type { GreetingDesign, OfferType, VoucherOffer } from '@cadeau/contracts';

/** What an offer is made of: the catalog's facts of a product. */
export interface OfferFacts {
  id: string;
  status: string;
  type: OfferType;
  name: { de: string; en: string };
  description?: { de: string; en: string };
  imageUrl: string | null;
  /** The seller's description of that image (added in issue 23; a catalog without it sends none). */
  imageAlt?: { de: string; en: string };
  deliveryDays: number;
}

/** Product statuses a recipient may still choose (svc-catalog reserves units of these; ADR 0020 for donations). */
const OFFERED = new Set(['approved', 'replaced', 'finished']);

/**
 * The campaign's gifts in the giver's order, as the recipient chooses them: products the catalog no longer knows
 * or that take no orders now (paused, blocked) are left out; `soldOut` names those whose current week is full.
 */
export function offersOf(
  productIds: readonly string[],
  facts: ReadonlyMap<string, OfferFacts>,
  soldOut: ReadonlySet<string>,
): VoucherOffer[] {
  const offers: VoucherOffer[] = [];
  for (const id of productIds) {
    const p = facts.get(id);
    if (!p || !OFFERED.has(p.status)) continue;
    offers.push({
      productId: p.id,
      type: p.type,
      name: p.name,
      description: p.description ?? { de: '', en: '' },
      imageUrl: p.imageUrl,
      imageAlt: p.imageAlt ?? { de: '', en: '' },
      deliveryDays: p.deliveryDays,
      soldOutThisWeek: soldOut.has(p.id),
    });
  }
  return offers;
}

/**
 * The greeting the recipient sees: the recipient's own salutation and greeting where the design allows them and
 * the giver wrote one, else the design's greeting text in the page's language (the other language when that
 * one is empty).
 */
export function greetingOf(
  design: GreetingDesign | null,
  recipient: { salutation: string | null; greeting: string | null },
  language: 'de' | 'en',
): { salutation: string; text: string } {
  const other = language === 'de' ? 'en' : 'de';
  const designText = design ? design.greetingText[language] || design.greetingText[other] : '';
  const customSalutation = design?.allowCustomSalutation ?? true;
  const customGreeting = design?.allowCustomGreeting ?? true;
  return {
    salutation: (customSalutation && recipient.salutation?.trim()) || '',
    text: (customGreeting && recipient.greeting?.trim()) || designText,
  };
}

/** The page's language from an Accept-Language header: English when it prefers English, else German. */
export function languageOf(acceptLanguage: string | undefined): 'de' | 'en' {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'de';
}
