import {
  BuildUpdateWatcher,
  CHECK_INTERVAL_MS,
  FIRST_CHECK_MS,
  parseBuildMeta,
  type BuildInfo,
  type BuildMeta,
} from './build-update';

/** No build meta readable: a different id alone decides, as before builds described themselves. */
const noMeta = async (): Promise<BuildMeta | null> => null;

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('build-update polling (spec section 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks 1 s after start and then periodically, until a different build is seen', async () => {
    let latest: BuildInfo = { id: 'running', timestamp: 1 };
    const fetchLatest = jest.fn(async () => latest);
    const watcher = new BuildUpdateWatcher('running', fetchLatest, noMeta);
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
    const watcher = new BuildUpdateWatcher('running', fetchLatest, noMeta);
    watcher.start();
    jest.advanceTimersByTime(FIRST_CHECK_MS);
    await settle();
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await settle();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(watcher.updatePending).toBe(false);
    watcher.stop();
  });

  it("reads the running build's meta at the first check, while that build is still deployed", async () => {
    const fetchMeta = jest.fn(async (id: string): Promise<BuildMeta | null> => ({ id, timestamp: 1, sourceHash: 'a' }));
    const watcher = new BuildUpdateWatcher('running', async () => ({ id: 'running', timestamp: 1 }), fetchMeta);
    watcher.start();
    jest.advanceTimersByTime(FIRST_CHECK_MS);
    await settle();
    expect(fetchMeta).toHaveBeenCalledWith('running');
    watcher.stop();
  });
});

describe('build meta (builds/meta/{id}.json): is a reload needed?', () => {
  const metas: Record<string, BuildMeta> = {
    running: { id: 'running', timestamp: 1, sourceHash: 'aaaa' },
    rebuilt: { id: 'rebuilt', timestamp: 2, sourceHash: 'aaaa' },
    changed: { id: 'changed', timestamp: 3, sourceHash: 'bbbb' },
  };

  it('needs none when the deployed build is the running code built again, and asks for its meta once', async () => {
    const fetchMeta = jest.fn(async (id: string) => metas[id] ?? null);
    const watcher = new BuildUpdateWatcher('running', async () => ({ id: 'rebuilt', timestamp: 2 }), fetchMeta);
    await watcher.check();
    await watcher.check();
    expect(watcher.updatePending).toBe(false);
    expect(fetchMeta.mock.calls.map(([id]) => id).sort()).toEqual(['rebuilt', 'running']);
  });

  it('needs one when the deployed code differs, also after a rebuild of the same code was seen', async () => {
    let latest: BuildInfo = { id: 'rebuilt', timestamp: 2 };
    const watcher = new BuildUpdateWatcher(
      'running',
      async () => latest,
      async (id) => metas[id] ?? null,
    );
    await watcher.check();
    expect(watcher.updatePending).toBe(false);
    latest = { id: 'changed', timestamp: 3 };
    await watcher.check();
    expect(watcher.updatePending).toBe(true);
  });

  it('needs one when a meta cannot be read or has no fingerprint (safe side: a different build reloads)', async () => {
    const missing = new BuildUpdateWatcher(
      'running',
      async () => ({ id: 'rebuilt', timestamp: 2 }),
      async (id) => (id === 'running' ? null : metas[id]),
    );
    await missing.check();
    expect(missing.updatePending).toBe(true);

    const failing = new BuildUpdateWatcher(
      'running',
      async () => ({ id: 'rebuilt', timestamp: 2 }),
      async (id) => {
        if (id === 'rebuilt') throw new TypeError('Failed to fetch');
        return metas[id];
      },
    );
    await failing.check();
    expect(failing.updatePending).toBe(true);

    const older = new BuildUpdateWatcher(
      'running',
      async () => ({ id: 'rebuilt', timestamp: 2 }),
      async (id) => (id === 'running' ? metas.running : { id, timestamp: 2, sourceHash: null }),
    );
    await older.check();
    expect(older.updatePending).toBe(true);
  });

  it('parses what the build writes and refuses what is not a meta', () => {
    expect(parseBuildMeta({ id: 'x', timestamp: 5, app: 'shell', sourceHash: 'ab12' })).toEqual({
      id: 'x',
      timestamp: 5,
      sourceHash: 'ab12',
    });
    expect(parseBuildMeta({ id: 'x', timestamp: 5, app: 'shell' })).toEqual({
      id: 'x',
      timestamp: 5,
      sourceHash: null,
    });
    expect(parseBuildMeta('<!doctype html>')).toBeNull();
    expect(parseBuildMeta({ timestamp: 5 })).toBeNull();
  });
});
