import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactBody } from './messaging';
import { formatPhone, normalisePhoneInput, parsePhone, PHONE_MAX_LENGTH } from './phone';
import { phoneSchema } from './phone-schema';
import { swissAddressSchema } from './campaign-redemption';

const invalid = { ok: false, key: 'error.phone.invalid' };

describe('parsePhone: the one phone rule (issue 23)', () => {
  it("takes a Swiss number as people write it and answers E.164 (the issue's examples)", () => {
    for (const typed of [
      '079 123 45 67',
      '+41 79 123 45 67',
      '0041 79 123 45 67',
      '0041791234567',
      '+41791234567',
      '0791234567',
      '079/123 45 67',
      '079-123-45-67',
      '079.123.45.67',
      '(079) 123 45 67',
      '+41 (0)79 123 45 67',
      '  079 123 45 67\u00a0',
    ])
      expect([typed, parsePhone(typed)]).toEqual([typed, { ok: true, value: '+41791234567' }]);
    expect(parsePhone('044 123 45 67')).toEqual({ ok: true, value: '+41441234567' });
    expect(parsePhone('0800 123 456')).toEqual({ ok: true, value: '+41800123456' });
  });

  it('takes a valid foreign number with its country code (+49, 0049, Liechtenstein +423)', () => {
    expect(parsePhone('+49 30 1234567')).toEqual({ ok: true, value: '+49301234567' });
    expect(parsePhone('0049 151 23456789')).toEqual({ ok: true, value: '+4915123456789' });
    expect(parsePhone('+423 234 56 78')).toEqual({ ok: true, value: '+4232345678' });
    expect(parsePhone('+1 212 555 0123')).toEqual({ ok: true, value: '+12125550123' });
  });

  it('answers null for an empty text: no phone', () => {
    expect(parsePhone('')).toEqual({ ok: true, value: null });
    expect(parsePhone('   ')).toEqual({ ok: true, value: null });
  });

  it('refuses letters, too short and too long numbers, ranges a country lacks, an extension', () => {
    for (const typed of [
      'call me',
      'abc',
      '079 123 45 6x',
      'Tel. 079 123 45 67',
      '079 123 45 67 ext. 5',
      'tel:+41791234567',
      '079 123 45',
      '079 123',
      '12345',
      '1',
      '+',
      '+41 79 123 45 678',
      '079 123 45 67 89',
      '+49 1',
      '+999 123 456 789',
      '++41 79 123 45 67',
      '079 123 45 67 +',
      `079 123 45 67${' '.repeat(PHONE_MAX_LENGTH)}1`,
    ])
      expect([typed, parsePhone(typed)]).toEqual([typed, invalid]);
  });
});

describe('formatPhone: a stored number as people read it', () => {
  it('groups E.164 in the international format, Swiss and foreign alike', () => {
    expect(formatPhone('+41791234567')).toBe('+41 79 123 45 67');
    expect(formatPhone('+41441234567')).toBe('+41 44 123 45 67');
    expect(formatPhone('+41800123456')).toBe('+41 800 123 456');
    expect(formatPhone('+49301234567')).toBe('+49 30 1234567');
  });

  it('shows any other stored text unchanged (values stored before the rule), and nothing for none', () => {
    expect(formatPhone('+41 44 123 45 67')).toBe('+41 44 123 45 67');
    expect(formatPhone('044 123 45 67')).toBe('044 123 45 67');
    expect(formatPhone('+4112')).toBe('+4112');
    expect(formatPhone('ask at the desk')).toBe('ask at the desk');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
  });

  it('round-trips: what it shows, the rule reads back as the same E.164', () => {
    for (const e164 of ['+41791234567', '+41800123456', '+49301234567', '+4232345678'])
      expect(parsePhone(formatPhone(e164))).toEqual({ ok: true, value: e164 });
  });
});

describe('normalisePhoneInput: a phone field after the person leaves it', () => {
  it('shows a number the rule takes grouped, and keeps anything else as typed to correct it', () => {
    expect(normalisePhoneInput('0041791234567')).toBe('+41 79 123 45 67');
    expect(normalisePhoneInput('079 123 45 67')).toBe('+41 79 123 45 67');
    expect(normalisePhoneInput('  ')).toBe('');
    expect(normalisePhoneInput('079 123 45')).toBe('079 123 45');
  });
});

describe('phoneSchema and the bodies that take a phone', () => {
  it('answers E.164 or the error key at the field', () => {
    expect(phoneSchema.parse('079 123 45 67')).toBe('+41791234567');
    expect(phoneSchema.parse('')).toBeNull();
    const refused = phoneSchema.safeParse('079 123 45');
    expect(refused.success ? [] : refused.error.issues.map((i) => i.message)).toEqual(['error.phone.invalid']);
  });

  it('stores the contact form and the delivery address phone in E.164; empty is none', () => {
    const contact = { name: 'Anna', message: 'Bitte rufen Sie mich an.' };
    expect(contactBody.parse({ ...contact, phone: '044 123 45 67' }).phone).toBe('+41441234567');
    expect(contactBody.parse({ ...contact, phone: '' }).phone).toBeUndefined();
    const refused = contactBody.safeParse({ ...contact, phone: 'call me' });
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'error.phone.invalid'],
    ]);
    const address = {
      firstName: 'Anna',
      lastName: 'Muster',
      street: 'Bahnhofstrasse',
      houseNumber: '1',
      zip: '8001',
      city: 'Zürich',
    };
    expect(swissAddressSchema.parse({ ...address, phone: '0041 79 123 45 67' }).phone).toBe('+41791234567');
    expect(swissAddressSchema.parse({ ...address, phone: ' ' }).phone).toBeUndefined();
    expect(swissAddressSchema.parse(address).phone).toBeUndefined();
    expect(swissAddressSchema.safeParse({ ...address, phone: '079 123 45' }).success).toBe(false);
  });
});

describe('@cadeau/contracts/phone in a browser bundle', () => {
  it('uses the `min` metadata and no zod, so a page carries the smallest set', () => {
    const source = readFileSync(join(__dirname, 'phone.ts'), 'utf8');
    expect(source.match(/from '[^']+'/g)).toEqual(["from 'libphonenumber-js/min'", "from './errors'"]);
    expect(readFileSync(join(__dirname, 'errors.ts'), 'utf8')).not.toMatch(/^import /m);
  });
});
