import { ErrorKeys, type ErrorIssue } from '@cadeau/contracts/errors';

/**
 * An expected failure with a status and a message key the client translates (spec section 8).
 * `expose` tells Koa (and our error middleware) that the key is safe to show.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly key: string;
  /** For the log only (a cause, the values involved): never sent to the client. */
  readonly details?: Record<string, unknown>;
  /**
   * Sent to the client as the answer's `issues` (each a translatable key at a path, with its values): every
   * reason of one refusal at once, e.g. all blockers of a campaign release.
   */
  readonly issues?: ErrorIssue[];
  /**
   * Sent to the client as the answer's `params`: the values the message's text names (an expired voucher's
   * campaign name and end date), which the client interpolates. Never secrets: the client shows them.
   */
  readonly params?: Record<string, string | number>;
  readonly expose = true;

  constructor(
    status: number,
    key: string,
    details?: Record<string, unknown>,
    issues?: ErrorIssue[],
    params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'DomainError';
    this.status = status;
    this.key = key;
    this.details = details;
    this.issues = issues;
    this.params = params;
  }
}

export const errors = {
  badRequest: (key: string = ErrorKeys.validation) => new DomainError(400, key),
  unauthorized: (key: string = ErrorKeys.unauthorized) => new DomainError(401, key),
  forbidden: (key: string = ErrorKeys.forbidden) => new DomainError(403, key),
  notFound: (key: string = ErrorKeys.notFound) => new DomainError(404, key),
  conflict: (key: string) => new DomainError(409, key),
  payloadTooLarge: (key: string = ErrorKeys.payloadTooLarge) => new DomainError(413, key),
  tooManyRequests: (key: string = ErrorKeys.tooManyRequests) => new DomainError(429, key),
  serviceUnavailable: (key: string = ErrorKeys.serviceUnavailable) => new DomainError(503, key),
};

/**
 * For domain tests: the status and key a rule refuses with, or null when it lets the call through; any error
 * other than a DomainError is thrown on. Here rather than in `testing`, because domain tests may import only
 * this pure module of the kit (ADR 0006, `testing/anatomy.ts`).
 */
export function refusal(rule: () => unknown): { status: number; key: string } | null {
  try {
    rule();
  } catch (err) {
    if (err instanceof DomainError) return { status: err.status, key: err.key };
    throw err;
  }
  return null;
}
