import { z } from 'zod';
import { loginBody } from './identity';
import { emailSchema } from './accounts';
import { checkAddressSyntax } from './email-address';
import { settingDefByKey, settingValueSchema } from './settings';

const label = (n: number) => 'a'.repeat(n);

describe('checkAddressSyntax (spec section 5)', () => {
  it.each([
    ['anna.muster@example.ch', 'anna.muster@example.ch'],
    ['  Anna+Gift@Example.CH ', 'Anna+Gift@example.ch'],
    ["o'brien@mail.example.org", "o'brien@mail.example.org"],
    ['info@bücher.ch', 'info@xn--bcher-kva.ch'],
    ['x@sub.domain.co.uk.', 'x@sub.domain.co.uk'],
  ])('accepts %s', (input, normalised) => {
    expect(checkAddressSyntax(input)).toEqual({ ok: true, address: normalised, domain: normalised.split('@')[1] });
  });

  it.each([
    ['plain', 'error.mail.invalidFormat'],
    ['a@b', 'error.mail.invalidFormat'],
    ['a@-b.ch', 'error.mail.invalidFormat'],
    ['a@b-.ch', 'error.mail.invalidFormat'],
    ['a@b..ch', 'error.mail.invalidFormat'],
    ['a@b_c.ch', 'error.mail.invalidFormat'],
    ['a@1.2.3.4', 'error.mail.invalidFormat'],
    ['a b@example.ch', 'error.mail.invalidFormat'],
    ['.a@example.ch', 'error.mail.invalidFormat'],
    ['a..b@example.ch', 'error.mail.invalidFormat'],
    ['"quoted"@example.ch', 'error.mail.invalidFormat'],
    ['a@', 'error.mail.invalidFormat'],
    ['@example.ch', 'error.mail.localPartTooShort'],
    [`${label(65)}@example.ch`, 'error.mail.localPartTooLong'],
    [`a@${label(64)}.ch`, 'error.mail.domainPartTooLong'],
    [`a@${[label(63), label(63), label(63), label(63), 'ch'].join('.')}`, 'error.mail.domainTooLong'],
    [`${label(64)}@${label(300)}`, 'error.mail.tooLong'],
  ])('refuses %s with %s', (input, key) => {
    expect(checkAddressSyntax(input)).toEqual({ ok: false, key });
  });

  it('accepts the longest legal parts exactly at the limits', () => {
    const domain = [label(63), label(63), label(63), label(60), 'ch'].join('.');
    expect(domain.length).toBe(255);
    const address = `${label(64)}@${domain}`;
    expect(address.length).toBe(320);
    expect(checkAddressSyntax(address).ok).toBe(true);
    expect(checkAddressSyntax(`${label(64)}@${label(64)}.ch`)).toEqual({
      ok: false,
      key: 'error.mail.domainPartTooLong',
    });
  });
});

describe('checkAddressSyntax on what the URL parser would misread', () => {
  it.each(['a@bücher.ch/x', 'a@bücher.ch:25', 'a@bü cher.ch', 'a@bücher%2ech'])('refuses %s', (input) => {
    expect(checkAddressSyntax(input)).toEqual({ ok: false, key: 'error.mail.invalidFormat' });
  });
});

describe('emailSchema and the notification address lists at the API boundary', () => {
  const keyOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
  };
  const listSchema = settingValueSchema(settingDefByKey('Orders.NotificationMails')!);

  it('normalises an address it accepts: trimmed, lower-cased, domain in punycode', () => {
    expect(emailSchema.parse('  Anna.Muster@Example.CH ')).toBe('anna.muster@example.ch');
    expect(emailSchema.parse('Info@Bücher.ch')).toBe('info@xn--bcher-kva.ch');
  });

  it.each([
    ['total length 320', `${label(64)}@${[label(63), label(63), label(63), label(60), 'ch'].join('.')}`, null],
    [
      'total length 321',
      `${label(65)}@${[label(63), label(63), label(63), label(60), 'ch'].join('.')}`,
      'error.mail.tooLong',
    ],
    ['domain of 255', `a@${[label(63), label(63), label(63), label(60), 'ch'].join('.')}`, null],
    ['domain of 256', `a@${[label(63), label(63), label(63), label(61), 'ch'].join('.')}`, 'error.mail.domainTooLong'],
    ['domain label of 63', `a@${label(63)}.ch`, null],
    ['domain label of 64', `a@${label(64)}.ch`, 'error.mail.domainPartTooLong'],
    ['local part of 64', `${label(64)}@example.ch`, null],
    ['local part of 65', `${label(65)}@example.ch`, 'error.mail.localPartTooLong'],
    ['no local part', '@example.ch', 'error.mail.localPartTooShort'],
    ['a malformed address', 'not-an-address', 'zod.invalidEmail'],
    ['a numeric top-level domain', 'a@1.2.3.4', 'zod.invalidEmail'],
  ])('%s: %s', (_name, input, key) => {
    expect(keyOf(emailSchema, input)).toEqual(key ? [{ path: [], message: key }] : null);
  });

  it('keeps its own key inside a union (the contact form allows an empty address)', () => {
    const optional = emailSchema.optional().or(z.literal(''));
    expect(keyOf(optional, `a@${label(64)}.ch`)).toEqual([{ path: [], message: 'error.mail.domainPartTooLong' }]);
  });

  it('checks each entry of a notification list and names the entry by its index', () => {
    expect(listSchema.parse(['Orders@Example.ch', 'info@bücher.ch'])).toEqual([
      'orders@example.ch',
      'info@xn--bcher-kva.ch',
    ]);
    expect(keyOf(listSchema, ['ok@example.ch', 'not-an-address', `a@${label(64)}.ch`])).toEqual([
      { path: [1], message: 'zod.invalidEmail' },
      { path: [2], message: 'error.mail.domainPartTooLong' },
    ]);
    expect(settingDefByKey('Payments.NotificationMails')?.format).toBe('emailList');
    expect(
      keyOf(settingValueSchema(settingDefByKey('Payments.NotificationMails')!), [`${label(65)}@example.ch`]),
    ).toEqual([{ path: [0], message: 'error.mail.localPartTooLong' }]);
  });
});

describe('login body', () => {
  it('normalises the address as accounts are stored, so an umlaut domain finds its account', () => {
    expect(loginBody.parse({ email: ' Info@Bücher.CH ', password: 'x' }).email).toBe('info@xn--bcher-kva.ch');
    expect(loginBody.safeParse({ email: 'no-at-sign', password: 'x' }).error?.issues[0].message).toBe(
      'zod.invalidEmail',
    );
  });
});
