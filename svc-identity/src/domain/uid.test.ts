import { refusal } from '@cadeau/service-kit/errors';
import { assertValidUid, looksLikeUid } from './uid';

describe('UIDs asked of the company register', () => {
  it('reads a text with nine digits in a UID form as a UID, any other text as a name', () => {
    expect(looksLikeUid('CHE-111.111.118')).toBe(true);
    expect(looksLikeUid('111111118')).toBe(true);
    expect(looksLikeUid('CHE-111.111.119 MWST')).toBe(true);
    expect(looksLikeUid('Muster AG')).toBe(false);
  });

  it('accepts a UID with its check digit and refuses a wrong one or a name with 400', () => {
    expect(refusal(() => assertValidUid('CHE-111.111.118'))).toBeNull();
    const invalid = { status: 400, key: 'error.companyRegister.invalidUid' };
    expect(refusal(() => assertValidUid('CHE-111.111.119'))).toEqual(invalid);
    expect(refusal(() => assertValidUid('Muster AG'))).toEqual(invalid);
  });
});
