import { z } from 'zod';
import { enumLabelProblems } from '.';

describe('enumLabelProblems', () => {
  const statuses = ['open', 'paid'] as const;

  it('accepts a label for every value in every language, from an array or a zod enum', () => {
    const texts = { de: { s: { open: 'Offen', paid: 'Bezahlt' } }, en: { s: { open: 'Open', paid: 'Paid' } } };
    expect(enumLabelProblems(texts, { s: statuses })).toEqual([]);
    expect(enumLabelProblems(texts, { s: z.enum(statuses) })).toEqual([]);
  });

  it('names a missing, empty or untranslated label with its language and key', () => {
    const texts = {
      de: { a: { b: { open: 'Offen', paid: ' ' } } },
      en: { a: { b: { open: 'open', paid: 'a.b.paid' } } },
    };
    expect(enumLabelProblems(texts, { 'a.b': [...statuses, 'reopened'] })).toEqual([
      'de: a.b.paid has no label',
      'de: a.b.reopened has no label',
      'en: a.b.open is labelled with its key',
      'en: a.b.paid is labelled with its key',
      'en: a.b.reopened has no label',
    ]);
    // A PascalCase value may be its own English word (the settings group "Campaign").
    expect(enumLabelProblems({ en: { g: { Campaign: 'Campaign' } } }, { g: ['Campaign'] })).toEqual([]);
    expect(enumLabelProblems({ en: {} }, { 'no.such': statuses })).toEqual([
      'en: no.such.open has no label',
      'en: no.such.paid has no label',
    ]);
  });
});
