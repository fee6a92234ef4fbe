import { ApiError } from '@cadeau/ui/api';

/** The gateway's answers that leave an order's outcome unknown: the service away, or too slow to say. */
const UNKNOWN_OUTCOME = [502, 503, 504];

/**
 * Whether an order's answer ends its attempt, so that the next press is a new attempt with a new Idempotency-Key:
 * every answer of the service does (a refusal, or a failure it compensated: svc-campaign refuses a compensated
 * attempt's key for good as sold out, ADR 0021, which would mark a gift sold out that is not). Only an unknown outcome
 * keeps the key, so that pressing again replays an order that may have been placed: no answer at all (the network)
 * or the gateway's 502, 503 and 504.
 */
export function endsAttempt(err: unknown): boolean {
  const status = err instanceof ApiError ? err.status : 0;
  return status >= 400 && !UNKNOWN_OUTCOME.includes(status);
}
