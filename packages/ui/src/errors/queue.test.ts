import { ERROR_QUEUE_KEY, ErrorQueue, type ErrorEntry } from './queue';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: jest.fn((k: string, v: string) => void data.set(k, v)),
    data,
  };
}

/** Lets pending promise callbacks (the awaited send) run between timer steps. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('error queue (spec sections 8 and 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('persists appended entries to session storage, debounced by 500 ms', () => {
    const storage = memoryStorage();
    const q = new ErrorQueue({ storage, send: jest.fn() });
    q.push(new Error('one'));
    q.push('two');
    jest.advanceTimersByTime(499);
    expect(storage.setItem).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    const saved = JSON.parse(storage.data.get(ERROR_QUEUE_KEY)!) as ErrorEntry[];
    expect(saved.map((e) => e.message)).toEqual(['Error: one', 'two']);
    expect(saved[0].stack).toContain('one');
  });

  it('restores a persisted queue and sends entries one at a time, in order', async () => {
    const storage = memoryStorage();
    storage.data.set(
      ERROR_QUEUE_KEY,
      JSON.stringify([
        { message: 'a', stack: null },
        { message: 'b', stack: null },
      ]),
    );
    let inFlight = 0;
    const sent: string[] = [];
    const send = jest.fn(async (e: ErrorEntry) => {
      inFlight++;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      sent.push(e.message);
      inFlight--;
    });
    const q = new ErrorQueue({ storage, send });
    q.start();
    for (let i = 0; i < 4; i++) {
      jest.advanceTimersByTime(0);
      await settle();
    }
    expect(sent).toEqual(['a', 'b']);
    jest.advanceTimersByTime(500);
    expect(JSON.parse(storage.data.get(ERROR_QUEUE_KEY)!)).toEqual([]);
    q.stop();
  });

  it('re-queues a failed entry at the front and waits 1 s before trying again', async () => {
    const sent: string[] = [];
    let fail = true;
    const send = jest.fn(async (e: ErrorEntry) => {
      if (fail) throw new Error('offline');
      sent.push(e.message);
    });
    const q = new ErrorQueue({ storage: null, send });
    q.push('first');
    q.push('second');
    q.start();
    jest.advanceTimersByTime(0);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.snapshot().map((e) => e.message)).toEqual(['first', 'second']);
    fail = false;
    jest.advanceTimersByTime(999);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await settle();
    jest.advanceTimersByTime(0);
    await settle();
    expect(sent).toEqual(['first', 'second']);
    q.stop();
  });

  it('polls an empty queue every second and picks up new entries', async () => {
    const send = jest.fn(async () => undefined);
    const q = new ErrorQueue({ storage: null, send });
    q.start();
    jest.advanceTimersByTime(0);
    await settle();
    q.push('later');
    jest.advanceTimersByTime(999);
    await settle();
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(send).toHaveBeenCalledWith({ message: 'later', stack: null });
    q.stop();
  });

  it("ignores ResizeObserver's loop notices", () => {
    const q = new ErrorQueue({ storage: null, send: jest.fn() });
    q.push('ResizeObserver loop limit exceeded');
    q.push(new Error('ResizeObserver loop completed with undelivered notifications.'));
    expect(q.size).toBe(0);
  });

  it('keeps at most 50 entries, dropping the oldest', () => {
    const q = new ErrorQueue({ storage: null, send: jest.fn() });
    for (let i = 0; i < 60; i++) q.push(`e${i}`);
    expect(q.size).toBe(50);
    expect(q.snapshot()[0].message).toBe('e10');
  });
});
