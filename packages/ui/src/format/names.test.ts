import { countryChoices, formatCountry, formatLegalForm, personName } from '@cadeau/ui/format';

describe('legal forms by name', () => {
  it('names the eCH-0097 codes of the register: AG, GmbH, Genossenschaft', () => {
    expect(formatLegalForm('0106', 'de')).toBe('AG');
    expect(formatLegalForm('0107', 'de')).toBe('GmbH');
    expect(formatLegalForm('0108', 'de')).toBe('Genossenschaft');
    expect(formatLegalForm('0108', 'en')).toBe('Cooperative');
    expect(formatLegalForm('0109', 'en')).toBe('Association');
  });

  it('shows a typed-in form as it is and nothing for none', () => {
    expect(formatLegalForm('AG', 'en')).toBe('AG');
    expect(formatLegalForm(' Verein ', 'de')).toBe('Verein');
    expect(formatLegalForm(null, 'de')).toBe('');
    expect(formatLegalForm(undefined, 'en')).toBe('');
  });
});

describe('countries by name', () => {
  it('names a country code in the page language, in any case', () => {
    expect(formatCountry('ch', 'de')).toBe('Schweiz');
    expect(formatCountry('ch', 'en')).toBe('Switzerland');
    expect(formatCountry('CH', 'de')).toBe('Schweiz');
    expect(formatCountry('li', 'en')).toBe('Liechtenstein');
    expect(formatCountry('de', 'de')).toBe('Deutschland');
  });

  it('leaves what is no two-letter code as it is', () => {
    expect(formatCountry('Schweiz', 'en')).toBe('Schweiz');
    expect(formatCountry('', 'de')).toBe('');
    expect(formatCountry(null, 'de')).toBe('');
  });

  it('offers Switzerland first, each country by name, and keeps a current value that is another one', () => {
    const de = countryChoices('de');
    expect(de[0]).toEqual({ value: 'ch', label: 'Schweiz' });
    expect(de.map((c) => c.value)).toEqual(['ch', 'li', 'de', 'at', 'fr', 'it']);
    expect(countryChoices('en', 'ES').at(-1)).toEqual({ value: 'es', label: 'Spain' });
    expect(countryChoices('en', 'ch')).toHaveLength(6);
  });
});

describe('person names', () => {
  it('is first and last name, the e-mail address only without a name', () => {
    expect(personName({ firstName: 'Anna', lastName: 'Muster', email: 'anna@example.ch' })).toBe('Anna Muster');
    expect(personName({ firstName: ' Anna ', lastName: '', email: 'anna@example.ch' })).toBe('Anna');
    expect(personName({ firstName: '', lastName: null, email: 'anna@example.ch' })).toBe('anna@example.ch');
    expect(personName({})).toBe('');
  });
});
