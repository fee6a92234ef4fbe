import { saveRedirect, takeRedirect } from '@cadeau/ui/navigation';
import type { Decision } from '../guard';

/**
 * Carries out a redirect decision of the guard: first the `redirect` cookie (saved for an anonymous cockpit
 * visit, used and cleared once logged in), then the URL, replacing the history entry (spec section 4). Inside
 * single-spa the patched `replaceState` queues a reroute to the new URL, so the old URL's apps never mount.
 * Returns the URL it went to.
 */
export function applyRedirect(d: Extract<Decision, { kind: 'redirect' }>): string {
  if (d.saveRedirect) saveRedirect(d.saveRedirect);
  const to = d.useSavedRedirect ? (takeRedirect() ?? d.to) : d.to;
  window.history.replaceState(null, '', to);
  return to;
}
