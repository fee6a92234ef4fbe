import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';

/**
 * Most CSV imports and exports one service process runs at once. Each holds a database connection of its own for
 * as long as it lasts (not one of the pool's); beyond this a caller is asked to retry (429) instead of the
 * database running out of connections (which would fail everyone with a 500). They go through the connection
 * pooler like the pool's (DATABASE_URL): k8s/test/postgres.test.ts counts them in its sizing.
 */
export const MAX_COPY_CONNECTIONS = 8;

const busy = new WeakMap<object, { count: number }>();

/**
 * Takes one of the service's COPY connection slots (keyed by the service's handler dependencies, so each service
 * instance counts its own) or refuses with 429 `error.tooManyRequests`; the returned function gives it back.
 */
export function takeCopyConnection(owner: object): () => void {
  let slots = busy.get(owner);
  if (!slots) busy.set(owner, (slots = { count: 0 }));
  if (slots.count >= MAX_COPY_CONNECTIONS) throw errors.tooManyRequests(ErrorKeys.tooManyRequests);
  slots.count++;
  let released = false;
  const held = slots;
  return () => {
    if (released) return;
    released = true;
    held.count--;
  };
}
