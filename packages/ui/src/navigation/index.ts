import { deleteCookie, readCookie, writeCookie } from '../util/cookies';

export const REDIRECT_COOKIE = 'redirect';

/**
 * Navigates inside the page through the History API, which single-spa patches so the shell and every mounted
 * micro-frontend router follow. A URL on another origin is refused unless the caller says it is external
 * (spec section 8); then the browser leaves the page. Returns whether it navigated.
 */
export function navigate(url: string, options: { external?: boolean; replace?: boolean } = {}): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    console.warn(`navigation refused: invalid URL ${url}`);
    return false;
  }
  if (target.origin !== window.location.origin) {
    if (!options.external) {
      console.warn(`navigation refused: ${url} is external and was not marked external`);
      return false;
    }
    if (!/^https?:$/.test(target.protocol)) return false;
    if (options.replace) window.location.replace(target.href);
    else window.location.assign(target.href);
    return true;
  }
  const path = target.pathname + target.search + target.hash;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  return true;
}

/** Only a path of this site may be a redirect target (no `//evil.example`, no `javascript:`). */
export function isSafeRedirectPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Spec section 4: the full requested cockpit path, kept across the login in the `redirect` cookie (path '/'). */
export function saveRedirect(path: string): void {
  if (isSafeRedirectPath(path)) writeCookie(REDIRECT_COOKIE, path);
}

export function peekRedirect(): string | null {
  const v = readCookie(REDIRECT_COOKIE);
  return isSafeRedirectPath(v) ? v : null;
}

/** The saved redirect path (or null), removing the cookie: a redirect is used once. */
export function takeRedirect(): string | null {
  const v = peekRedirect();
  deleteCookie(REDIRECT_COOKIE);
  return v;
}

/** Where a user goes once logged in: the saved cockpit path if there is one, otherwise /cockpit. */
export function afterLoginPath(): string {
  return takeRedirect() ?? '/cockpit';
}
