import { refusal } from '@cadeau/service-kit/errors';
import { assertLoginAllowed, loginOutcome } from './login';

const confirmed = new Date('2026-01-01T00:00:00Z');

describe('login with the right password', () => {
  it('lets a confirmed account in', () => {
    expect(loginOutcome({ blocked: false, email_confirmed_at: confirmed })).toBe('allowed');
    expect(refusal(() => assertLoginAllowed('allowed'))).toBeNull();
  });

  it('refuses a blocked account, confirmed or not, with 403 error.login.userBlocked', () => {
    expect(loginOutcome({ blocked: true, email_confirmed_at: confirmed })).toBe('blocked');
    expect(loginOutcome({ blocked: true, email_confirmed_at: null })).toBe('blocked');
    expect(refusal(() => assertLoginAllowed('blocked'))).toEqual({ status: 403, key: 'error.login.userBlocked' });
  });

  it('refuses an unconfirmed account with 403 error.login.emailNotConfirmed', () => {
    expect(loginOutcome({ blocked: false, email_confirmed_at: null })).toBe('unconfirmed');
    expect(refusal(() => assertLoginAllowed('unconfirmed'))).toEqual({
      status: 403,
      key: 'error.login.emailNotConfirmed',
    });
  });
});
