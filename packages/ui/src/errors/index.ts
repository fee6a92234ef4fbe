import type { ApiBody } from '@cadeau/ui/api';
import { ErrorQueue, type ErrorEntry } from './queue';

export {
  ErrorQueue,
  toErrorEntry,
  isIgnoredError,
  ERROR_QUEUE_KEY,
  IDLE_POLL_MS,
  RETRY_WAIT_MS,
  PERSIST_DEBOUNCE_MS,
  MAX_ENTRIES,
  type ErrorEntry,
} from './queue';

/**
 * POST /api/log/error; the answer is not read (spec section 7). Network failures, 5xx and 429 (rate limit)
 * are worth retrying; any other 4xx means the entry itself is refused and retrying it would loop forever.
 * A plain fetch, not `api()`: the queue decides from the status alone and needs no answer or ApiError; the
 * entry is still held to the route's body type.
 */
export async function postErrorEntry(entry: ErrorEntry): Promise<void> {
  const res = await fetch('/api/log/error', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entry satisfies ApiBody<'POST', '/log/error'>),
  });
  if (res.status >= 500 || res.status === 429) throw new Error(`error report refused with ${res.status}`);
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The page's one queue (this module is a Module Federation singleton); the shell starts its loop. */
export const errorQueue = new ErrorQueue({ storage: sessionStore(), send: postErrorEntry });

/** Queues an error for reporting, from any app. Also logged to the console for developers. */
export function reportError(err: unknown): void {
  console.error(err);
  errorQueue.push(err);
}
