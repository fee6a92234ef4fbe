import { revealAfterFirstPaint, revealLivePage, showsPrerendered } from './prerendered';

/** The page as the gateway serves `/`: the hidden React root, then the build-time copy. */
function servedPage(live: string, copy: string) {
  document.body.innerHTML = `<div id="root" hidden>${live}</div><div id="prerendered">${copy}</div>`;
}

const form = '<a href="/login">Login</a><form><input aria-label="Code"><button type="submit">Go</button></form>';

describe('revealLivePage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the live root and removes the copy', () => {
    servedPage(form, form);
    expect(showsPrerendered()).toBe(true);
    revealLivePage();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(showsPrerendered()).toBe(false);
  });

  it('carries what the visitor typed into the copy over to the live field, with an input event', () => {
    servedPage(form, form);
    const copyInput = document.querySelector<HTMLInputElement>('#prerendered input')!;
    copyInput.value = '1234-5678';
    const liveInput = document.querySelector<HTMLInputElement>('#root input')!;
    const seen: string[] = [];
    liveInput.addEventListener('input', () => seen.push(liveInput.value));
    revealLivePage();
    expect(liveInput.value).toBe('1234-5678');
    expect(seen).toEqual(['1234-5678']);
  });

  it('moves the focus to the same element of the live page', () => {
    servedPage(form, form);
    document.querySelector<HTMLInputElement>('#prerendered input')!.focus();
    revealLivePage();
    expect(document.activeElement).toBe(document.querySelector('#root input'));
  });

  it('carries nothing over when the live page differs from the copy', () => {
    servedPage('<input aria-label="A"><input aria-label="B">', form);
    document.querySelector<HTMLInputElement>('#prerendered input')!.value = 'typed';
    document.querySelector<HTMLInputElement>('#prerendered input')!.focus();
    revealLivePage();
    expect(Array.from(document.querySelectorAll<HTMLInputElement>('#root input')).map((i) => i.value)).toEqual([
      '',
      '',
    ]);
    expect(document.activeElement).toBe(document.body);
  });

  it('only unhides the root on a page served without a copy, and may be called again', () => {
    document.body.innerHTML = '<div id="root" hidden><p>live</p></div>';
    revealLivePage();
    revealLivePage();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});

describe('revealAfterFirstPaint', () => {
  const realObserver = globalThis.PerformanceObserver;
  let paints: string[] = [];
  let observers: { callback: () => void; connected: boolean }[] = [];

  /** The browser's paint timing: entries by name, and observers told of each new paint. */
  function paintTiming() {
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => paints.filter((p) => p === name).map((p) => ({ name: p })),
    });
    class FakeObserver {
      static readonly supportedEntryTypes = ['paint'];
      private readonly entry: { callback: () => void; connected: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, connected: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.connected = true;
      }
      disconnect() {
        this.entry.connected = false;
      }
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  }
  const paint = (name: string) => {
    paints.push(name);
    for (const o of observers) if (o.connected) o.callback();
  };

  beforeEach(() => {
    paints = [];
    observers = [];
    document.body.innerHTML = `<div id="root" hidden>${form}</div><div id="prerendered">${form}</div>`;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = realObserver;
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    document.body.innerHTML = '';
  });

  it('waits for the first contentful paint of the copy, so the live page never takes its place before it', () => {
    paintTiming();
    const reveal = jest.fn();
    revealAfterFirstPaint(reveal);
    expect(reveal).not.toHaveBeenCalled();
    paint('first-paint');
    expect(reveal).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(reveal).toHaveBeenCalledTimes(1);
    expect(observers.every((o) => !o.connected)).toBe(true);
  });

  it('reveals at once once the copy was painted, on a page without a copy, and without paint timing', () => {
    paintTiming();
    paint('first-contentful-paint');
    const painted = jest.fn();
    revealAfterFirstPaint(painted);
    expect(painted).toHaveBeenCalledTimes(1);

    paints = [];
    document.getElementById('prerendered')!.remove();
    const noCopy = jest.fn();
    revealAfterFirstPaint(noCopy);
    expect(noCopy).toHaveBeenCalledTimes(1);

    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    document.body.innerHTML = `<div id="prerendered">${form}</div>`;
    const unsupported = jest.fn();
    revealAfterFirstPaint(unsupported);
    expect(unsupported).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while it waits (the view changed again)', () => {
    paintTiming();
    const reveal = jest.fn();
    const cancel = revealAfterFirstPaint(reveal);
    cancel();
    paint('first-contentful-paint');
    expect(reveal).not.toHaveBeenCalled();
  });
});
