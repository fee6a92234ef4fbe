import { codeFromFragment, giftCodeError, typedGiftCode } from './gift-code-input';

// 123456789012345 + Damm check digit 0 (the brief's vector).
const GOOD = '1234567890123450';

describe('the gift code field', () => {
  it('groups what is typed or pasted in fours and keeps at most 16 digits', () => {
    expect(typedGiftCode('1234')).toBe('1234');
    expect(typedGiftCode('12345')).toBe('1234-5');
    expect(typedGiftCode('1234 5678 9012 3450')).toBe('1234-5678-9012-3450');
    expect(typedGiftCode('1234-5678-9012-34509999')).toBe('1234-5678-9012-3450');
    expect(typedGiftCode('12a3')).toBe('123');
  });

  it('names the problem before any request: empty, too short, a typo caught by the check digit', () => {
    expect(giftCodeError('')).toBe('public.giftCode.empty');
    expect(giftCodeError('1234-5678')).toBe('public.giftCode.length');
    // One digit changed, then two neighbours swapped: the Damm check digit catches both.
    expect(giftCodeError('1234-5678-9012-3451')).toBe('public.giftCode.checkDigit');
    expect(giftCodeError('1234-5678-9021-3450')).toBe('public.giftCode.checkDigit');
    expect(giftCodeError('1234-5678-9012-3450')).toBeNull();
  });

  it('reads the code of a mailed link from the fragment, formatted or not', () => {
    expect(codeFromFragment(`#code=${GOOD}`)).toBe(GOOD);
    expect(codeFromFragment('#code=1234-5678-9012-3450')).toBe(GOOD);
    expect(codeFromFragment('#x=1&code=1234%205678%209012%203450')).toBe(GOOD);
    expect(codeFromFragment('#code=1234567890123451')).toBeNull();
    expect(codeFromFragment('')).toBeNull();
  });
});
