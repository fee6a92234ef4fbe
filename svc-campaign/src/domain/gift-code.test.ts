import { hasValidDammCheckDigit } from '@cadeau/contracts/gift-code';
import { generateGiftCode, parseGiftCode } from './gift-code';

describe('a new gift code', () => {
  it('is 16 digits ending in their Damm check digit, read back by parseGiftCode', () => {
    for (let i = 0; i < 1000; i++) {
      const code = generateGiftCode();
      expect(code).toMatch(/^\d{16}$/);
      expect(hasValidDammCheckDigit(code)).toBe(true);
      expect(parseGiftCode(code)).toBe(code);
    }
  });

  it('uses every digit at every random position (leading zeros kept, no position fixed)', () => {
    const seen = Array.from({ length: 15 }, () => new Set<string>());
    // 2,000 codes leave a given digit unseen at one position with probability 0.9^2000: never in practice.
    for (let i = 0; i < 2000; i++) {
      const code = generateGiftCode();
      for (let p = 0; p < 15; p++) seen[p]!.add(code[p]!);
    }
    for (const digits of seen) expect(digits.size).toBe(10);
  });

  it('does not repeat across many draws', () => {
    const codes = new Set(Array.from({ length: 20_000 }, generateGiftCode));
    expect(codes.size).toBe(20_000);
  });
});
