import { createHmac } from 'node:crypto';
import { USER_CONTEXT_HEADER, USER_CONTEXT_SIGNATURE_HEADER, type UserContext } from '@cadeau/contracts';
import { DomainError } from './errors';
import { signUserContext, verifyUserContext } from './user-context';

const secret = 'test-secret';
const ctx: Omit<UserContext, 'iat'> = {
  userId: '6f1c1a4e-0f6b-4b7e-9f57-1c2d3e4f5a6b',
  sessionId: '0b8e0a52-5b5c-4a57-8d4f-2f9a8c7d6e5f',
  roles: [],
  organizations: [],
  currentOrganizationId: null,
  impersonatorId: null,
  language: 'en',
};

const expectUnauthorized = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).status).toBe(401);
    expect((err as DomainError).key).toBe('error.unauthorized');
    return;
  }
  throw new Error('expected a 401');
};

describe('signed user context', () => {
  it('a context verified once is still refused once stale, and never under another secret', () => {
    const now = 1_800_000_000;
    const headers = signUserContext(ctx, secret, now);
    expect(verifyUserContext(headers, secret, now)?.userId).toBe(ctx.userId);
    // The second call is answered from the verification cache: same result, same checks of age.
    expect(verifyUserContext(headers, secret, now + 30)).toEqual({ ...ctx, iat: now });
    expectUnauthorized(() => verifyUserContext(headers, secret, now + 61));
    expectUnauthorized(() => verifyUserContext(headers, 'another-secret', now));
    // Shared between requests, so nobody can change it in place.
    expect(Object.isFrozen(verifyUserContext(headers, secret, now))).toBe(true);
  });

  it('round-trips and carries iat', () => {
    const headers = signUserContext(ctx, secret, 1000);
    expect(verifyUserContext(headers, secret, 1030)).toEqual({ ...ctx, iat: 1000 });
  });

  it('is anonymous without the header', () => {
    expect(verifyUserContext({}, secret)).toBeNull();
  });

  it('refuses a wrong secret, a tampered value, a missing signature and stale or future contexts', () => {
    const headers = signUserContext(ctx, secret, 1000);
    expectUnauthorized(() => verifyUserContext(headers, 'other', 1000));
    expectUnauthorized(() => verifyUserContext({ [USER_CONTEXT_HEADER]: headers[USER_CONTEXT_HEADER] }, secret, 1000));
    const forged = Buffer.from(JSON.stringify({ ...ctx, roles: ['platformAdmin'], iat: 1000 })).toString('base64url');
    expectUnauthorized(() => verifyUserContext({ ...headers, [USER_CONTEXT_HEADER]: forged }, secret, 1000));
    expectUnauthorized(() => verifyUserContext({ ...headers, [USER_CONTEXT_SIGNATURE_HEADER]: 'zz' }, secret, 1000));
    expectUnauthorized(() => verifyUserContext(headers, secret, 1061));
    expectUnauthorized(() => verifyUserContext(headers, secret, 939));
  });

  it('refuses a correctly signed value that is not a user context', () => {
    const value = Buffer.from(JSON.stringify({ userId: 'x', iat: 1000 })).toString('base64url');
    // Signed with the right secret: the signature is valid, the content is not.
    const sig = createHmac('sha256', secret).update(value).digest('hex');
    expectUnauthorized(() =>
      verifyUserContext({ [USER_CONTEXT_HEADER]: value, [USER_CONTEXT_SIGNATURE_HEADER]: sig }, secret, 1000),
    );
  });
});
