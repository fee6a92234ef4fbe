import { useSyncExternalStore } from 'react';

/**
 * Whether the person asked their system for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3): antd's
 * dialogs, drawers, menus and toasts then appear without their zoom and slide. Followed live, like the colour mode.
 */
const QUERY = '(prefers-reduced-motion: reduce)';
const query = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(listener: () => void): () => void {
  const media = query();
  media?.addEventListener?.('change', listener);
  return () => media?.removeEventListener?.('change', listener);
}

const reduced = () => !!query()?.matches;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
