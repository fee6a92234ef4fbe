import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  const get = () => window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, get, get);
}
