import { useSearchParams } from 'wouter';
import { ApiError } from '@cadeau/ui/api';

/**
 * The shape of a mailed link's token, as the contract's `linkToken` accepts it (packages/contracts accounts.ts:
 * base64url, 16 to 200 characters; svc-identity makes 43). Copied because the browser never loads zod;
 * token.test.ts proves both agree. A link cut short in a mail client fails this before any call.
 */
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export function isLinkToken(value: string): boolean {
  return LINK_TOKEN.test(value);
}

/**
 * The `token` of a mailed link (`?token=`), or null when the link lost it or it cannot be one (truncated,
 * mangled): the pages then explain what to do instead of sending it and showing the server's "token: Too
 * short." (issue 9).
 */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token && isLinkToken(token) ? token : null;
}

/** The error key of a failed call (`error.…`), or null for anything else (network, unknown). */
export function errorKeyOf(err: unknown): string | null {
  return err instanceof ApiError && err.message.startsWith('error.') ? err.message : null;
}

/** A 400 `zod.*` answer about the link's token: for the person, the link is simply not valid. */
export function isTokenRefused(err: unknown): boolean {
  return (
    err instanceof ApiError && err.message.startsWith('zod.') && err.issues.some((issue) => issue.path[0] === 'token')
  );
}
