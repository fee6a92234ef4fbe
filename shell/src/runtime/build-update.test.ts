import { BuildUpdateWatcher, CHECK_INTERVAL_MS, FIRST_CHECK_MS, type BuildInfo } from './build-update';

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('build-update polling (spec section 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks 1 s after start and then periodically, until a different build is seen', async () => {
    let latest: BuildInfo = { id: 'running', timestamp: 1 };
    const fetchLatest = jest.fn(async () => latest);
    const watcher = new BuildUpdateWatcher('running', fetchLatest);
    watcher.start();
    jest.advanceTimersByTime(FIRST_CHECK_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(watcher.updatePending).toBe(false);

    latest = { id: 'newer', timestamp: 2 };
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await settle();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(watcher.updatePending).toBe(true);

    jest.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    await settle();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it('treats a failed check as "no news" and keeps polling', async () => {
    const fetchLatest = jest.fn(async (): Promise<BuildInfo | null> => {
      throw new TypeError('Failed to fetch');
    });
    const watcher = new BuildUpdateWatcher('running', fetchLatest);
    watcher.start();
    jest.advanceTimersByTime(FIRST_CHECK_MS);
    await settle();
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await settle();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(watcher.updatePending).toBe(false);
    watcher.stop();
  });
});
