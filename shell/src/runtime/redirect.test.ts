import { REDIRECT_COOKIE, peekRedirect } from '@cadeau/ui/navigation';
import { decide } from '../guard';
import { aUser } from '@cadeau/ui/testing';
import type { MyUser } from '@cadeau/contracts';
import { applyRedirect } from './redirect';

function goTo(url: string) {
  window.history.pushState(null, '', url);
}

describe('redirect cookie (spec section 4)', () => {
  beforeEach(() => {
    document.cookie = `${REDIRECT_COOKIE}=; path=/; max-age=0`;
  });

  it('anonymous on a cockpit page: saves the full path (path /) and replaces the history entry with /login', () => {
    goTo('/somewhere');
    goTo('/cockpit/my-settings?tab=2#x');
    const before = window.history.length;
    const d = decide(window.location, null);
    if (d.kind !== 'redirect') throw new Error('expected a redirect');
    expect(applyRedirect(d)).toBe('/login');
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(before);
    expect(peekRedirect()).toBe('/cockpit/my-settings?tab=2#x');
  });

  it('logged in on /login: goes to the saved path once, then to /cockpit', () => {
    document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent('/cockpit/my-settings')}; path=/`;
    goTo('/login');
    const user = aUser() as MyUser;
    const d = decide(window.location, user);
    if (d.kind !== 'redirect') throw new Error('expected a redirect');
    expect(applyRedirect(d)).toBe('/cockpit/my-settings');
    expect(peekRedirect()).toBeNull();

    goTo('/login');
    const again = decide(window.location, user);
    if (again.kind !== 'redirect') throw new Error('expected a redirect');
    expect(applyRedirect(again)).toBe('/cockpit');
  });
});
