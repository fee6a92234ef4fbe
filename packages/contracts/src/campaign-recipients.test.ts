import { recipientRowSchema, unescapeFormula } from './campaign-recipients';

const issuesOf = (input: unknown) => {
  const r = recipientRowSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('recipientRowSchema (one recipient and each CSV row)', () => {
  it('normalises a full row: e-mail lower-cased, phone to E.164, empty text to null', () => {
    expect(
      recipientRowSchema.parse({
        email: '  Anna.Muster@Example.CH ',
        phone: '+41 79 123 45 67',
        salutation: ' Liebe Anna ',
        greeting: '',
      }),
    ).toEqual({ email: 'anna.muster@example.ch', phone: '+41791234567', salutation: 'Liebe Anna', greeting: null });
  });

  it('takes missing optional columns as null and 00 as the international prefix', () => {
    expect(recipientRowSchema.parse({ email: 'a@example.ch', phone: '0041 (44) 123-45-67' })).toEqual({
      email: 'a@example.ch',
      phone: '+41441234567',
      salutation: null,
      greeting: null,
    });
  });

  it('reads back what the export escaped against formulas', () => {
    expect(
      recipientRowSchema.parse({ email: 'a@example.ch', phone: "'+41791234567", salutation: "'=1+2" }),
    ).toMatchObject({ phone: '+41791234567', salutation: '=1+2' });
    expect(unescapeFormula("'plain")).toBe("'plain");
  });

  it('takes a Swiss number as people write it, without the country code too (issue 23)', () => {
    for (const phone of ['079 123 45 67', '+41 79 123 45 67', '0041 79 123 45 67', '0791234567'])
      expect([phone, recipientRowSchema.parse({ email: 'a@example.ch', phone }).phone]).toEqual([
        phone,
        '+41791234567',
      ]);
  });

  it('refuses a bad e-mail, a phone that is no number, overlong text and NUL, each at its field', () => {
    expect(issuesOf({ email: 'not-an-address' })).toEqual([{ path: 'email', message: 'zod.invalidEmail' }]);
    expect(issuesOf({ email: 'a@example.ch', phone: '079 123 45' })).toEqual([
      { path: 'phone', message: 'error.phone.invalid' },
    ]);
    expect(issuesOf({ email: 'a@example.ch', salutation: 'x'.repeat(201) })).toEqual([
      { path: 'salutation', message: 'zod.tooLong' },
    ]);
    expect(issuesOf({ email: 'a@example.ch', greeting: 'a\u0000b' })).toEqual([
      { path: 'greeting', message: 'zod.invalidString' },
    ]);
    expect(issuesOf({ email: `${'a'.repeat(65)}@example.ch` })).toEqual([
      { path: 'email', message: 'error.mail.localPartTooLong' },
    ]);
  });
});
