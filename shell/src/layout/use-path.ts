import { useSyncExternalStore } from 'react';

// single-spa replays pushState/replaceState as popstate events, so one listener follows every navigation.
function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
const getPath = () => window.location.pathname;

export function usePath(): string {
  return useSyncExternalStore(subscribe, getPath, getPath);
}
