import { ApiError } from '@cadeau/ui/api';
import { endsAttempt } from './order-attempt';

/**
 * ADR 0021's retry rule, every status written out (issue 23: dropping 504 from the rule survived a test that only
 * tried 502): only an unknown outcome keeps the Idempotency-Key for the next press.
 */
const keepsKey = [502, 503, 504];
const endsIt = [400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429, 500, 501, 505];

const answer = (status: number) => new ApiError(status, 'error.unknown');

describe('endsAttempt', () => {
  it.each(keepsKey)('keeps the key after the gateway answers %i (outcome unknown)', (status) => {
    expect(endsAttempt(answer(status))).toBe(false);
  });

  it.each(endsIt)("ends the attempt after the service's answer %i", (status) => {
    expect(endsAttempt(answer(status))).toBe(true);
  });

  it('keeps the key when no answer came at all (the network failed)', () => {
    expect(endsAttempt(new TypeError('Failed to fetch'))).toBe(false);
  });
});
