import { sleep } from './ports';

/**
 * Polls `url` (a /readyz endpoint) until it answers 200. `abort` is asked before every attempt and
 * ends the wait with its message, e.g. when the process exited or the stack is stopping.
 */
export async function waitForReady(
  url: string,
  options: { timeoutMs: number; abort?: () => string | null },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let last: string;
  for (;;) {
    const reason = options.abort?.();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status} ${(await res.text()).slice(0, 200)}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline)
      throw new Error(`${url} was not ready within ${Math.round(options.timeoutMs / 1000)} s (last: ${last})`);
    await sleep(250);
  }
}
