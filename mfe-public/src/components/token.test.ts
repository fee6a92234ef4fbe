import { linkToken } from '@cadeau/contracts';
import { ApiError } from '@cadeau/ui/api';
import { isLinkToken, isTokenRefused } from './token';

describe('mailed link tokens in the browser', () => {
  it.each([
    ['a 43-character token as svc-identity makes them', 'Qm9uam91ci10b2tlbi1vZi10aGUtbWFpbGVkLWxpbmtz'.slice(0, 43)],
    ['the shortest', 'a'.repeat(16)],
    ['the longest', 'b'.repeat(200)],
    ['a truncated one', 'Qm9uam91ci10'],
    ['one too long', 'c'.repeat(201)],
    ['one with other characters', 'abcdefghijklmnop%20'],
    ['an empty one', ''],
  ])('agree with the contract on %s', (_what, token) => {
    expect(isLinkToken(token)).toBe(linkToken.safeParse(token).success);
  });

  it('count a zod refusal of the token as an invalid link, nothing else', () => {
    const issue = (path: string) => [{ path: [path], message: 'zod.tooSmall' }];
    expect(isTokenRefused(new ApiError(400, 'zod.invalid', issue('token')))).toBe(true);
    expect(isTokenRefused(new ApiError(400, 'zod.invalid', issue('password')))).toBe(false);
    expect(isTokenRefused(new ApiError(404, 'error.confirmation.notFound'))).toBe(false);
    expect(isTokenRefused(new Error('Failed to fetch'))).toBe(false);
  });
});
