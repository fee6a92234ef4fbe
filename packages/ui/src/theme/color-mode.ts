import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark' | 'system';
export const COLOR_MODE_KEY = 'colorMode';
const modes: readonly ColorMode[] = ['light', 'dark', 'system'];

function readStored(): ColorMode {
  try {
    const v = localStorage.getItem(COLOR_MODE_KEY);
    return modes.includes(v as ColorMode) ? (v as ColorMode) : 'system';
  } catch {
    return 'system';
  }
}

const media =
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

let mode: ColorMode = typeof window === 'undefined' ? 'system' : readStored();
let systemDark = !!media?.matches;
const listeners = new Set<() => void>();

/** Snapshot object: replaced (not mutated) on change, as useSyncExternalStore requires. */
let snapshot = { mode, dark: mode === 'dark' || (mode === 'system' && systemDark) };

function update() {
  snapshot = { mode, dark: mode === 'dark' || (mode === 'system' && systemDark) };
  if (typeof document !== 'undefined') document.documentElement.classList.toggle('dark', snapshot.dark);
  listeners.forEach((l) => l());
}
update();

// "system" follows the operating system live, without a reload.
media?.addEventListener?.('change', (e) => {
  systemDark = e.matches;
  update();
});

export function getColorMode() {
  return snapshot;
}

export function setColorMode(next: ColorMode): void {
  mode = next;
  try {
    localStorage.setItem(COLOR_MODE_KEY, next);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  update();
}

export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen mode and whether the page is dark right now; re-renders on any change. */
export function useColorMode() {
  return useSyncExternalStore(subscribeColorMode, getColorMode, getColorMode);
}
