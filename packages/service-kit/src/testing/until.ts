/**
 * Polls `fn` every `stepMs` (default 100 ms) until it returns something truthy (returned), or fails after
 * `timeoutMs`. A shorter step suits a condition that a test drives itself in `fn` (one batch per poll) or a
 * moment that passes quickly (a request held mid-send).
 */
export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
  stepMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
