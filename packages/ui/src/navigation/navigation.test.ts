import { REDIRECT_COOKIE, afterLoginPath, isSafeRedirectPath, navigate, saveRedirect } from '@cadeau/ui/navigation';

describe('navigate', () => {
  it('moves inside the page through the History API', () => {
    expect(navigate('/cockpit/my-profile?tab=1')).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/cockpit/my-profile?tab=1');
    navigate('/login', { replace: true });
    expect(window.location.pathname).toBe('/login');
  });

  it('refuses an external URL without the explicit external flag', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(navigate('https://evil.example/phish')).toBe(false);
    expect(navigate('//evil.example/phish')).toBe(false);
    expect(window.location.pathname).toBe('/login');
    warn.mockRestore();
  });
});

describe('redirect cookie', () => {
  it('keeps only paths of this site', () => {
    expect(isSafeRedirectPath('/cockpit/my-settings?x=1#y')).toBe(true);
    expect(isSafeRedirectPath('//evil.example')).toBe(false);
    expect(isSafeRedirectPath('/\\evil.example')).toBe(false);
    expect(isSafeRedirectPath('https://evil.example')).toBe(false);
    expect(isSafeRedirectPath('')).toBe(false);
  });

  it('is used once after login, otherwise /cockpit', () => {
    saveRedirect('/cockpit/my-settings?x=1');
    expect(document.cookie).toContain(`${REDIRECT_COOKIE}=`);
    expect(afterLoginPath()).toBe('/cockpit/my-settings?x=1');
    expect(document.cookie).not.toContain(`${REDIRECT_COOKIE}=`);
    expect(afterLoginPath()).toBe('/cockpit');
  });
});
