import { ToastBus } from './bus';

describe('toast bus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies the defaults and removes a toast when its life ends', () => {
    const bus = new ToastBus();
    const seen: number[] = [];
    bus.subscribe(() => seen.push(bus.list().length));
    bus.add({ summary: 'Saved' });
    expect(bus.list()[0]).toEqual(
      expect.objectContaining({ severity: 'info', life: 5000, group: 'notification', closable: true }),
    );
    jest.advanceTimersByTime(4999);
    expect(bus.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(bus.list()).toHaveLength(0);
    expect(seen).toEqual([1, 0]);
  });

  it('keeps a toast with life 0 until removed', () => {
    const bus = new ToastBus();
    const id = bus.add({ summary: 'Sticky', life: 0 });
    jest.advanceTimersByTime(60_000);
    expect(bus.list()).toHaveLength(1);
    bus.remove(id);
    expect(bus.list()).toHaveLength(0);
  });

  it('removes one group or everything', () => {
    const bus = new ToastBus();
    bus.add({ summary: 'a' });
    bus.add({ summary: 'b', group: 'other' });
    bus.add({ summary: 'c', group: 'other' });
    bus.removeGroup('other');
    expect(bus.list().map((t) => t.summary)).toEqual(['a']);
    bus.add({ summary: 'd', group: 'other' });
    bus.clear();
    expect(bus.list()).toEqual([]);
  });
});
