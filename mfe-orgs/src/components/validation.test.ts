import { isEmail, isIban } from './validation';

describe('client checks', () => {
  it('accepts valid IBANs with or without spaces and refuses wrong check digits', () => {
    expect(isIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isIban('ch9300762011623852957')).toBe(true);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('CH94 0076 2011 6238 5295 7')).toBe(false);
    expect(isIban('CH93')).toBe(false);
    expect(isIban('')).toBe(false);
  });

  it('checks e-mail addresses', () => {
    expect(isEmail('anna@example.ch')).toBe(true);
    expect(isEmail('anna@example')).toBe(false);
    expect(isEmail('anna example.ch')).toBe(false);
  });
});
