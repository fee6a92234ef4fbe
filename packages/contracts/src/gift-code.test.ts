import {
  dammCheckDigit,
  formatGiftCode,
  giftCodeLink,
  giftCodeProblem,
  hasValidDammCheckDigit,
  parseGiftCode,
  withCheckDigit,
} from './gift-code';

describe('the Damm check digit of a gift code', () => {
  it('matches the published vectors', () => {
    expect(dammCheckDigit('572')).toBe('4');
    expect(dammCheckDigit('112233445566778')).toBe('9');
    expect(dammCheckDigit('123456789012345')).toBe('0');
    expect(withCheckDigit('123456789012345')).toBe('1234567890123450');
  });

  it('accepts a code with its check digit and refuses every other last digit', () => {
    expect(hasValidDammCheckDigit('5724')).toBe(true);
    for (const last of '012356789') expect(hasValidDammCheckDigit(`572${last}`)).toBe(false);
  });

  it('catches every single-digit typo and every swap of adjacent different digits', () => {
    const code = withCheckDigit('112233445566778');
    for (let i = 0; i < code.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === code[i]) continue;
        const typo = code.slice(0, i) + d + code.slice(i + 1);
        expect(hasValidDammCheckDigit(typo)).toBe(false);
      }
      if (i + 1 < code.length && code[i] !== code[i + 1]) {
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        expect(hasValidDammCheckDigit(swapped)).toBe(false);
      }
    }
  });

  it('refuses anything but digits', () => {
    expect(() => dammCheckDigit('12a')).toThrow(RangeError);
    expect(hasValidDammCheckDigit('')).toBe(false);
    expect(hasValidDammCheckDigit('57-4')).toBe(false);
  });
});

describe('reading and showing a gift code', () => {
  const code = '1122334455667789';

  it('shows four groups of four digits', () => {
    expect(formatGiftCode(code)).toBe('1122-3344-5566-7789');
    expect(formatGiftCode('123')).toBe('123');
  });

  it('reads a code with spaces and dashes anywhere', () => {
    expect(parseGiftCode(code)).toBe(code);
    expect(parseGiftCode('1122-3344-5566-7789')).toBe(code);
    expect(parseGiftCode(' 1122 3344\u00a05566–7789 ')).toBe(code);
    expect(parseGiftCode('11 22-33 44-55 66-77 89')).toBe(code);
  });

  it('refuses other characters, another length and a wrong check digit', () => {
    expect(parseGiftCode('1122-3344-5566-7788')).toBeNull();
    expect(parseGiftCode('1122-3344-5566-778')).toBeNull();
    expect(parseGiftCode('1122-3344-5566-77890')).toBeNull();
    expect(parseGiftCode('1122-3344-5566-778O')).toBeNull();
    expect(parseGiftCode('')).toBeNull();
  });

  it('names the problem of a typed code', () => {
    expect(giftCodeProblem(' ')).toBe('empty');
    expect(giftCodeProblem('1122-ABCD')).toBe('characters');
    expect(giftCodeProblem('1122-3344')).toBe('length');
    expect(giftCodeProblem('1122-3344-5566-7788')).toBe('checkDigit');
    expect(giftCodeProblem('1122-3344-5566-7789')).toBeNull();
  });
});

describe('the redemption link of a code', () => {
  it('carries the 16 digits in the fragment below the public address', () => {
    expect(giftCodeLink('https://cadeau.ch/', '1122-3344-5566-7789')).toBe(
      'https://cadeau.ch/campaign#code=1122334455667789',
    );
  });
});
