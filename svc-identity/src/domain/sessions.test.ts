import { refusal } from '@cadeau/service-kit/errors';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS, assertSessionFound } from './sessions';

describe('sessions', () => {
  it('live 30 days unused and 90 days at most (ADR 0010)', () => {
    expect({ idle: SESSION_IDLE_DAYS, max: SESSION_MAX_DAYS }).toEqual({ idle: 30, max: 90 });
  });

  it('answer a change of a session that is gone with 404', () => {
    expect(refusal(() => assertSessionFound(false))).toEqual({ status: 404, key: 'error.session.notFound' });
    expect(refusal(() => assertSessionFound(true))).toBeNull();
  });
});
