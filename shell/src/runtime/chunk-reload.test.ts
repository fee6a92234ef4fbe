import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk-load reload guard (spec section 8)', () => {
  it('reloads at most once per 10 s per path', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(shouldReloadForChunkError('/cockpit/my-profile', storage, t0)).toBe(true);
    expect(shouldReloadForChunkError('/cockpit/my-profile', storage, t0 + 5_000)).toBe(false);
    expect(shouldReloadForChunkError('/login', storage, t0 + 5_000)).toBe(true);
    expect(shouldReloadForChunkError('/cockpit/my-profile', storage, t0 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('never reloads without session storage (it could not remember the last attempt)', () => {
    expect(shouldReloadForChunkError('/login', null)).toBe(false);
  });

  it('recognises chunk and remote-entry load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 382 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
