import { useSyncExternalStore } from 'react';
import type { AppName, LayoutName } from '../routes';

/** What the shell shows around (or instead of) a micro-frontend. */
export type View =
  | { kind: 'booting' }
  | { kind: 'app'; app: AppName; layout: LayoutName; loading: boolean }
  | { kind: 'notFound'; layout: LayoutName; path: string }
  | { kind: 'noAccess' }
  | { kind: 'error'; layout: LayoutName; status: number; message?: string; canRetry: boolean };

let view: View = { kind: 'booting' };
const listeners = new Set<() => void>();

export function getView(): View {
  return view;
}

export function setView(next: View): void {
  view = next;
  listeners.forEach((l) => l());
}

export function subscribeView(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useView(): View {
  return useSyncExternalStore(subscribeView, getView, getView);
}

export function layoutOf(v: View): LayoutName {
  return v.kind === 'app' || v.kind === 'notFound' || v.kind === 'error' ? v.layout : 'default';
}

/** The element a micro-frontend renders into: the shell's layout renders it, empty, for the active app. */
export function containerId(app: AppName): string {
  return `mfe-${app}`;
}
