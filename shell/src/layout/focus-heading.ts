/** How long a navigation waits for its page's heading (a micro-frontend loads, then its data): then it gives up. */
export const HEADING_WAIT_MS = 15_000;

const HEADING = 'main h1';

/**
 * After a client-side navigation, moves the focus to the new page's heading (its one h1 inside `main`), as a full
 * page load would start a screen reader at the top of the new page (WCAG 2.4.3). The heading appears when the
 * micro-frontend has rendered it, possibly after loading, so this watches the document until an h1 that is not the
 * previous page's (another element, or the same one with another text) is in `main`.
 * The focus stays where it is if it moved since the navigation began: a page that focuses its first field, or a
 * person who already tabbed on, keeps it. Returns the function that stops waiting.
 */
export function focusHeadingAfterNavigation(doc: Document = document, timeoutMs = HEADING_WAIT_MS): () => void {
  const previous = doc.querySelector<HTMLElement>(HEADING);
  const previousText = previous?.textContent ?? null;
  const focusedBefore = doc.activeElement;
  let done = false;

  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const focusMoved = () => {
    const now = doc.activeElement;
    return now !== focusedBefore && now !== null && now !== doc.body;
  };
  const attempt = () => {
    if (done) return;
    if (focusMoved()) return stop();
    const heading = doc.querySelector<HTMLElement>(HEADING);
    if (!heading || (heading === previous && heading.textContent === previousText)) return;
    // A heading is not focusable by itself; -1 makes it a focus target without adding it to the tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    stop();
  };

  const observer = new MutationObserver(attempt);
  const timer = setTimeout(stop, timeoutMs);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  attempt();
  return stop;
}

/**
 * Moves the focus to the page heading after every client-side navigation to another path (never on the first page
 * load, nor for a change of only the query or hash). Installed once at start, before single-spa mounts any
 * micro-frontend: its listener runs before theirs, so the previous page's heading is still the one it records.
 * single-spa replays pushState and replaceState as popstate events, so this one listener sees every navigation.
 */
export function installHeadingFocus(win: Window = window): () => void {
  let path = win.location.pathname;
  let stopWaiting: (() => void) | null = null;
  const onNavigation = () => {
    if (win.location.pathname === path) return;
    path = win.location.pathname;
    stopWaiting?.();
    stopWaiting = focusHeadingAfterNavigation(win.document);
  };
  win.addEventListener('popstate', onNavigation);
  return () => {
    win.removeEventListener('popstate', onNavigation);
    stopWaiting?.();
  };
}
