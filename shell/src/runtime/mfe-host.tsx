import { useLayoutEffect, useRef } from 'react';
import type { AppName } from '../routes';
import { containerId } from './view-store';

const hosts = new Map<AppName, HTMLElement>();

/**
 * The element a micro-frontend's React root lives in. It exists for the whole page life and the layout only
 * adopts it (MfeSlot), so a layout that re-renders, changes (default ↔ cockpit) or loads lazily never
 * detaches a mounted micro-frontend, and single-spa can mount before the layout has rendered.
 */
export function appHost(app: AppName): HTMLElement {
  let el = hosts.get(app);
  if (!el) {
    el = document.createElement('div');
    el.id = containerId(app);
    hosts.set(app, el);
  }
  return el;
}

/** Where the active micro-frontend appears inside a layout. */
export function MfeSlot({ app }: { app: AppName }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = appHost(app);
    ref.current?.appendChild(host);
    return () => host.remove();
  }, [app]);
  return <div ref={ref} />;
}
