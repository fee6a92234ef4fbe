import { greetingOf, languageOf, offersOf, type OfferFacts } from './voucher-offers';

const fact = (id: string, fields: Partial<OfferFacts> = {}): OfferFacts => ({
  id,
  status: 'approved',
  type: 'physical',
  name: { de: `N ${id}`, en: `N ${id}` },
  description: { de: 'B', en: 'D' },
  imageUrl: null,
  deliveryDays: 2,
  ...fields,
});

describe('offersOf', () => {
  it('keeps the campaign order, leaves out unknown and paused products and marks sold-out weeks', () => {
    const facts = new Map([
      ['a', fact('a')],
      ['b', fact('b', { status: 'paused' })],
      ['c', fact('c', { type: 'digital', description: undefined })],
    ]);
    const offers = offersOf(['c', 'x', 'b', 'a'], facts, new Set(['a']));
    expect(offers.map((o) => [o.productId, o.type, o.soldOutThisWeek])).toEqual([
      ['c', 'digital', false],
      ['a', 'physical', true],
    ]);
    expect(offers[0]!.description).toEqual({ de: '', en: '' });
  });

  it("passes on the seller's description of the image (its alt text), empty when the catalog has none", () => {
    const alt = { de: 'Weisse Tasse', en: 'White mug' };
    const facts = new Map([
      ['a', fact('a', { imageUrl: '/api/file/x/list.jpeg', imageAlt: alt })],
      ['b', fact('b')],
    ]);
    expect(offersOf(['a', 'b'], facts, new Set()).map((o) => o.imageAlt)).toEqual([alt, { de: '', en: '' }]);
  });
});

describe('greetingOf', () => {
  const design = { greetingText: { de: 'Danke', en: '' }, allowCustomGreeting: false, allowCustomSalutation: true };
  it('uses the recipient salutation where allowed and the design text in the page language, else the other', () => {
    expect(greetingOf(design, { salutation: 'Liebe Anna', greeting: 'Persönlich' }, 'en')).toEqual({
      salutation: 'Liebe Anna',
      text: 'Danke',
    });
    expect(
      greetingOf({ ...design, allowCustomGreeting: true }, { salutation: null, greeting: ' Persönlich ' }, 'de'),
    ).toEqual({ salutation: '', text: 'Persönlich' });
  });

  it('reads the page language from Accept-Language, German by default', () => {
    expect(languageOf('en-GB,en;q=0.9')).toBe('en');
    expect(languageOf('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageOf(undefined)).toBe('de');
    expect(languageOf('fr-CH')).toBe('de');
  });
});
