import { PASSWORD_MIN as CONTRACT_PASSWORD_MIN } from '@cadeau/contracts';
import { PASSWORD_MIN, email, newPassword, repeatedPassword, swissZip } from './validation';

describe('public form checks', () => {
  it('use the password minimum of the contract', () => {
    expect(PASSWORD_MIN).toBe(CONTRACT_PASSWORD_MIN);
    expect(newPassword('x'.repeat(PASSWORD_MIN - 1))).toEqual({
      key: 'public.form.passwordTooShort',
      values: { min: PASSWORD_MIN },
    });
    expect(newPassword('x'.repeat(PASSWORD_MIN))).toBeUndefined();
  });

  it('check e-mail, repeated password and Swiss postcode', () => {
    expect(email('')).toBe('public.form.required');
    expect(email('a@b')).toBe('public.form.emailInvalid');
    expect(email(' a@b.ch ')).toBeUndefined();
    expect(repeatedPassword('abc', 'abd')).toBe('public.form.passwordMismatch');
    expect(swissZip('8001')).toBeUndefined();
    expect(swissZip('800')).toBe('public.orgRegistration.zipInvalid');
  });
});
