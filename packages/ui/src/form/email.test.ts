import { ADDRESS_LIMITS, checkAddressSyntax } from '@cadeau/contracts';
import { EMAIL_MAX, isEmail } from '.';

describe('isEmail (the light check)', () => {
  it('accepts ordinary addresses, with surrounding spaces', () => {
    expect(isEmail('anna@example.ch')).toBe(true);
    expect(isEmail(' a@b.ch ')).toBe(true);
  });

  it('refuses typing slips', () => {
    for (const slip of ['', 'anna', 'anna@', 'anna@example', 'a@b', 'anna example.ch', 'anna@example.c', 'a@@b.ch'])
      expect(isEmail(slip)).toBe(false);
  });

  it("never refuses what the server's check accepts, and agrees on the length limit", () => {
    expect(EMAIL_MAX).toBe(ADDRESS_LIMITS.total);
    for (const ok of ['anna@example.ch', 'a.b+c@sub.example.org', 'x@xn--bcher-kva.ch'])
      expect([checkAddressSyntax(ok).ok, isEmail(ok)]).toEqual([true, true]);
    const long = `${'a'.repeat(64)}@${'b'.repeat(300)}.ch`;
    expect(isEmail(long)).toBe(false);
  });
});
