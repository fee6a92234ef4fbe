import { useSearchParams } from 'react-router';
import { ApiError } from '@cadeau/ui/api';

/** The `token` of a mailed link (`?token=`), or null when the link lost it. */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? token : null;
}

/** The error key of a failed call (`error.…`), or null for anything else (network, unknown). */
export function errorKeyOf(err: unknown): string | null {
  return err instanceof ApiError && err.message.startsWith('error.') ? err.message : null;
}
