import { csvLanguageOf, funnelCsvHeader, perMilleAsPercent } from './report-csv';

describe('the engagement funnel CSV', () => {
  it('writes rates with one decimal as the language does, and nothing without recipients', () => {
    expect(perMilleAsPercent(125, 'de')).toBe('12,5');
    expect(perMilleAsPercent(125, 'en')).toBe('12.5');
    expect(perMilleAsPercent(1000, 'en')).toBe('100.0');
    expect(perMilleAsPercent(0, 'de')).toBe('0,0');
    expect(perMilleAsPercent(null, 'de')).toBe('');
  });

  it('names the columns in the user language, German unless English', () => {
    expect(csvLanguageOf('en')).toBe('en');
    expect(csvLanguageOf('fr')).toBe('de');
    expect(csvLanguageOf(undefined)).toBe('de');
    expect(funnelCsvHeader('de').columns).toEqual([
      'Kampagne',
      'Schenker',
      'Empfänger',
      'Versendet',
      'Zugestellt',
      'Geöffnet',
      'Geklickt',
      'Eingelöst',
      'Dank hinterlassen',
      'Versendet: Anteil der Empfänger (%)',
      'Zugestellt: Anteil der Empfänger (%)',
      'Geöffnet: Anteil der Empfänger (%)',
      'Geklickt: Anteil der Empfänger (%)',
      'Eingelöst: Anteil der Empfänger (%)',
      'Dank hinterlassen: Anteil der Empfänger (%)',
    ]);
    expect(funnelCsvHeader('en').columns.slice(0, 3)).toEqual(['Campaign', 'Giver', 'Recipients']);
  });
});
