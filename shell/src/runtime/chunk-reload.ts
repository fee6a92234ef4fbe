/** Spec section 8: a failed chunk load reloads the page, at most once per 10 seconds per path. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'chunkReload:';

/** Errors that mean code could not be downloaded (a new deployment removed old chunks, or the network dropped). */
export function isChunkLoadError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: unknown; message?: unknown };
  const text = `${String(e.name ?? '')} ${String(e.message ?? '')}`;
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|ScriptExternalLoadError|RUNTIME-008|Failed to load script|error loading dynamically imported module|Importing a module script failed/i.test(
    text,
  );
}

/**
 * Whether to reload now for a load failure on `path`: yes unless this path was already reloaded in the
 * last 10 s (then the failure is real, and the error page with a retry is shown instead). Records the attempt.
 */
export function shouldReloadForChunkError(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(KEY_PREFIX + path) ?? 0);
    if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(KEY_PREFIX + path, String(now));
    return true;
  } catch {
    return false;
  }
}
