import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'login.emailRequired',
      password: 'login.passwordRequired',
    });
  });
  it('catches an address without domain', () => {
    expect(validateLogin({ email: 'anna@', password: 'x' })).toEqual({ email: 'login.emailInvalid' });
  });
  it('accepts a trimmed address', () => {
    expect(validateLogin({ email: '  anna@example.ch ', password: 'x' })).toEqual({});
  });
});
