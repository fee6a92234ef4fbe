import { formatUid, isValidUid, uidCheckDigit, uidDigits } from './company-register';

describe('UID checksum (eCH-0097)', () => {
  it('accepts the documented valid examples in every spelling', () => {
    for (const uid of ['CHE-100.155.212', 'CHE-110.088.994', 'CHE100155212', '100155212', 'che-110.088.994 MWST'])
      expect(isValidUid(uid)).toBe(true);
  });
  it('refuses a wrong check digit, wrong lengths and junk', () => {
    for (const uid of ['CHE-123.456.789', 'CHE-100.155.213', 'CHE-100.155.21', 'DEU-100.155.212', '', 'abc'])
      expect(isValidUid(uid)).toBe(false);
  });
  it('never issues check digit 10 and maps 11 to 0', () => {
    expect(uidCheckDigit('10015521')).toBe(2);
    const all = Array.from({ length: 2000 }, (_, i) => String(10_000_000 + i * 4999).slice(0, 8)).map(uidCheckDigit);
    expect(all).toContain(null);
    expect(all).toContain(0);
  });
  it('normalises and formats', () => {
    expect(uidDigits('CHE 110 088 994')).toBe('110088994');
    expect(formatUid('110088994')).toBe('CHE-110.088.994');
  });
});
