/**
 * Spec section 4: poll builds/latest.json; when a newer build is deployed, the next navigation reloads fully.
 * A different id alone is not enough: the shell then reads that build's builds/meta/{id}.json and compares its
 * sourceHash with its own build's (read once at start, while it is still deployed). The same sources built again
 * (a new id, the same code) need no reload; anything else does, and so does a meta that cannot be read (ADR 0007).
 */
export const FIRST_CHECK_MS = 1000;
export const CHECK_INTERVAL_MS = 60_000;

export interface BuildInfo {
  id: string;
  timestamp: number;
}

/** builds/meta/{id}.json, written by packages/build-config/shell-assets-plugin.js. */
export interface BuildMeta extends BuildInfo {
  /** Fingerprint of the files the build was made from; equal for two builds of the same sources. */
  sourceHash: string | null;
}

export class BuildUpdateWatcher {
  private newer: BuildInfo | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ownMeta: Promise<BuildMeta | null> | null = null;
  /** Deployed builds already found to be the running code built again: not fetched again at every check. */
  private readonly sameCode = new Set<string>();

  constructor(
    private readonly runningId: string,
    private readonly fetchLatest: () => Promise<BuildInfo | null> = fetchLatestBuild,
    private readonly fetchMeta: (id: string) => Promise<BuildMeta | null> = fetchBuildMeta,
  ) {}

  /** Whether a build with other code than the running one is deployed (seen by the last check). */
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
    // The running build's own meta, asked for once and early: a deployment may remove the old build's files.
    this.ownMeta ??= this.metaOrNull(this.runningId);
    try {
      const latest = await this.fetchLatest();
      if (!latest || !latest.id || latest.id === this.runningId || this.sameCode.has(latest.id)) return;
      const [own, deployed] = await Promise.all([this.ownMeta, this.metaOrNull(latest.id)]);
      if (own?.sourceHash && own.sourceHash === deployed?.sourceHash) {
        this.sameCode.add(latest.id);
        return;
      }
      this.newer = latest;
    } catch {
      // Offline or mid-deployment: ask again at the next interval.
    }
  }

  private metaOrNull(id: string): Promise<BuildMeta | null> {
    return this.fetchMeta(id).catch(() => null);
  }

  private schedule(ms: number) {
    this.timer = setTimeout(() => {
      void this.check().then(() => {
        if (!this.newer) this.schedule(CHECK_INTERVAL_MS);
      });
    }, ms);
  }
}

export async function fetchLatestBuild(): Promise<BuildInfo | null> {
  const res = await fetch('/builds/latest.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) return null;
  const data = (await res.json()) as Partial<BuildInfo>;
  return typeof data.id === 'string' ? { id: data.id, timestamp: Number(data.timestamp ?? 0) } : null;
}

/** A build's meta, or null when it is missing or not one (an older build wrote no sourceHash). */
export async function fetchBuildMeta(id: string): Promise<BuildMeta | null> {
  const res = await fetch(`/builds/meta/${encodeURIComponent(id)}.json`, {
    cache: 'force-cache',
    credentials: 'same-origin',
  });
  if (!res.ok) return null;
  return parseBuildMeta(await res.json());
}

export function parseBuildMeta(data: unknown): BuildMeta | null {
  const d = (data && typeof data === 'object' ? data : {}) as Partial<Record<keyof BuildMeta, unknown>>;
  if (typeof d.id !== 'string' || !d.id) return null;
  return {
    id: d.id,
    timestamp: Number(d.timestamp ?? 0),
    sourceHash: typeof d.sourceHash === 'string' && d.sourceHash ? d.sourceHash : null,
  };
}
