export interface ErrorEntry {
  message: string;
  stack: string | null;
}

export const ERROR_QUEUE_KEY = 'errorQueue';
export const PERSIST_DEBOUNCE_MS = 500;
export const IDLE_POLL_MS = 1000;
export const RETRY_WAIT_MS = 1000;
/** A page stuck in an error loop must not fill session storage or the log. */
export const MAX_ENTRIES = 50;
const MAX_MESSAGE = 2000;
const MAX_STACK = 16000;

/** Browsers report ResizeObserver's harmless loop notice as an error; spec section 8 says to ignore it. */
export function isIgnoredError(message: string): boolean {
  return /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/.test(message);
}

/** Any thrown value or error event payload as the `{ message, stack }` the gateway accepts (bounded sizes). */
export function toErrorEntry(err: unknown): ErrorEntry {
  let message: string;
  let stack: string | null = null;
  if (err instanceof Error) {
    message = `${err.name}: ${err.message}`;
    stack = err.stack ?? null;
  } else if (typeof err === 'string') {
    message = err;
  } else {
    try {
      message = JSON.stringify(err) ?? String(err);
    } catch {
      message = String(err);
    }
  }
  return { message: message.slice(0, MAX_MESSAGE), stack: stack ? stack.slice(0, MAX_STACK) : null };
}

export interface ErrorQueueOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Delivers one entry; rejects when it should be retried. */
  send: (entry: ErrorEntry) => Promise<void>;
}

/**
 * The error queue of spec sections 8/9: entries are appended, persisted in session storage (debounced, so an
 * error burst writes once), and a background loop sends them one at a time. A failed send puts the entry back
 * at the front and the loop waits a second; an empty queue is looked at again every second.
 */
export class ErrorQueue {
  private entries: ErrorEntry[] = [];
  private persistTimer: ReturnType<typeof setTimeout> | null = null;
  private loopTimer: ReturnType<typeof setTimeout> | null = null;
  private running = false;

  constructor(private readonly options: ErrorQueueOptions) {
    this.entries = this.load();
  }

  get size(): number {
    return this.entries.length;
  }

  snapshot(): readonly ErrorEntry[] {
    return [...this.entries];
  }

  push(err: unknown): void {
    const entry = toErrorEntry(err);
    if (isIgnoredError(entry.message)) return;
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    this.schedulePersist();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  stop(): void {
    this.running = false;
    if (this.loopTimer) clearTimeout(this.loopTimer);
    this.loopTimer = null;
    this.flush();
  }

  /** Writes the queue now (also used on page hide, so nothing waits in the debounce when the page goes away). */
  flush(): void {
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = null;
    try {
      this.options.storage?.setItem(ERROR_QUEUE_KEY, JSON.stringify(this.entries));
    } catch {
      // Storage full or unavailable: the entries stay in memory.
    }
  }

  private load(): ErrorEntry[] {
    try {
      const raw = this.options.storage?.getItem(ERROR_QUEUE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed)
        ? parsed.filter((e): e is ErrorEntry => !!e && typeof e.message === 'string').slice(-MAX_ENTRIES)
        : [];
    } catch {
      return [];
    }
  }

  private schedulePersist() {
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = setTimeout(() => this.flush(), PERSIST_DEBOUNCE_MS);
  }

  private schedule(ms: number) {
    if (!this.running) return;
    this.loopTimer = setTimeout(() => void this.tick(), ms);
  }

  private async tick() {
    this.loopTimer = null;
    const entry = this.entries.shift();
    if (!entry) return this.schedule(IDLE_POLL_MS);
    this.schedulePersist();
    try {
      await this.options.send(entry);
      this.schedule(0);
    } catch {
      this.entries.unshift(entry);
      this.schedulePersist();
      this.schedule(RETRY_WAIT_MS);
    }
  }
}
