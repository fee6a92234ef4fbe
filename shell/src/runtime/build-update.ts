/** Spec section 4: poll builds/latest.json; when a newer build is deployed, the next navigation reloads fully. */
export const FIRST_CHECK_MS = 1000;
export const CHECK_INTERVAL_MS = 60_000;

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export class BuildUpdateWatcher {
  private newer: BuildInfo | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly runningId: string,
    private readonly fetchLatest: () => Promise<BuildInfo | null> = fetchLatestBuild,
  ) {}

  /** Whether a different build than the running one is deployed (seen by the last check). */
  get updatePending(): boolean {
    return this.newer !== null;
  }

  start(): void {
    this.schedule(FIRST_CHECK_MS);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  async check(): Promise<void> {
    try {
      const latest = await this.fetchLatest();
      if (latest && latest.id && latest.id !== this.runningId) this.newer = latest;
    } catch {
      // Offline or mid-deployment: ask again at the next interval.
    }
  }

  private schedule(ms: number) {
    this.timer = setTimeout(async () => {
      await this.check();
      if (!this.newer) this.schedule(CHECK_INTERVAL_MS);
    }, ms);
  }
}

export async function fetchLatestBuild(): Promise<BuildInfo | null> {
  const res = await fetch('/builds/latest.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) return null;
  const data = (await res.json()) as Partial<BuildInfo>;
  return typeof data.id === 'string' ? { id: data.id, timestamp: Number(data.timestamp ?? 0) } : null;
}
