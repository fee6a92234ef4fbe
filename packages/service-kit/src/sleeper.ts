/** A sleep that `wake()` (new work) or `stop()` (shutdown) ends early, for polling loops. */
export class Sleeper {
  private wakeUp: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private pendingWake = false;

  get isStopped() {
    return this.stopped;
  }

  sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.wakeUp = resolve;
      this.timer = setTimeout(() => this.wake(), ms);
    });
  }

  wake(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const resolve = this.wakeUp;
    this.wakeUp = null;
    if (resolve) resolve();
    else this.pendingWake = true;
  }

  stop(): void {
    this.stopped = true;
    this.wake();
  }
}

/** Exponential backoff between retries, reset after a success. */
export class Backoff {
  private current: number;
  constructor(
    private readonly initialMs = 250,
    private readonly maxMs = 5000,
  ) {
    this.current = initialMs;
  }
  next(): number {
    const ms = this.current;
    this.current = Math.min(this.current * 2, this.maxMs);
    return ms;
  }
  reset(): void {
    this.current = this.initialMs;
  }
}
