import type { ErrorBody } from '@cadeau/contracts/errors';

/** An /api call that did not succeed: `message` is the translatable key of spec section 8 (`error.…`, `zod.…`). */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: NonNullable<ErrorBody['issues']>;
  readonly requestId?: string;
  /** Values the message's text names (`error.voucher.expired`: campaignName, endDate), to interpolate. */
  readonly params: Record<string, string | number>;

  constructor(
    status: number,
    message: string,
    issues: ErrorBody['issues'] = [],
    requestId?: string,
    params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues ?? [];
    this.requestId = requestId;
    this.params = params;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The one fetch of the front end: same-origin cookies (the session cookie is httpOnly), JSON both ways,
 * and an ApiError built from the `{ message, issues }` body for every non-2xx answer. A body that is not
 * JSON (a proxy's HTML page) gives an ApiError without a message, which the display maps to 'error.unknown'.
 * Network failures are left as the browser's TypeError ('Failed to fetch'), which the display maps to
 * 'error.network'.
 */
export async function apiFetch<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  /** Extra request headers, e.g. the `Idempotency-Key` of an order that a retry must not place twice. */
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const err = (data && typeof data === 'object' ? data : {}) as Partial<ErrorBody> & { params?: unknown };
    const params = err.params && typeof err.params === 'object' ? (err.params as Record<string, string | number>) : {};
    throw new ApiError(
      res.status,
      typeof err.message === 'string' ? err.message : '',
      err.issues,
      err.requestId,
      params,
    );
  }
  return data as T;
}

/** Fills `{param}` placeholders of a route-table path, encoding each value. */
export function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(v);
  });
}
