import { act, render } from '@testing-library/react';
import { useReducedMotion } from './reduced-motion';

/** A matchMedia whose `prefers-reduced-motion: reduce` answer the test sets and changes. */
function stubReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  const original = window.matchMedia;
  window.matchMedia = ((media: string) =>
    media === query.media ? query : original(media)) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((l) => l());
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('useReducedMotion', () => {
  it('follows prefers-reduced-motion live', () => {
    const media = stubReducedMotion(true);
    try {
      {
        const seen: boolean[] = [];
        function Probe() {
          seen.push(useReducedMotion());
          return null;
        }
        render(<Probe />);
        expect(seen.at(-1)).toBe(true);
        act(() => media.set(false));
        expect(seen.at(-1)).toBe(false);
      }
    } finally {
      media.restore();
    }
  });

  it('is false where the system says nothing', () => {
    {
      let seen: boolean | undefined;
      function Probe() {
        seen = useReducedMotion();
        return null;
      }
      render(<Probe />);
      expect(seen).toBe(false);
    }
  });
});
