/** A sleep that `wake()` (new work) or `stop()` (shutdown) ends early, for the dispatcher loop. */
export class Sleeper {
  private wakeUp: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private pendingWake = false;
  stopped = false;

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
