import { normalizeLanguage, resolveLanguage } from './locale';
import { LOCALE_COOKIE, followUserLanguage, i18n, setLanguage } from '@cadeau/ui/i18n';
import { readCookie } from '../util/cookies';

describe('locale resolution (spec section 4)', () => {
  it('normalises regional and odd spellings to a supported language', () => {
    expect(normalizeLanguage('de-CH')).toBe('de');
    expect(normalizeLanguage('DE_de')).toBe('de');
    expect(normalizeLanguage('en-GB')).toBe('en');
    expect(normalizeLanguage('fr-CH')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
    expect(normalizeLanguage(undefined)).toBeNull();
  });

  it('prefers the signed-in user, then the cookie, then the browser, then en', () => {
    expect(resolveLanguage({ userLanguage: 'de', cookie: 'en', preferred: ['en-US'] })).toBe('de');
    expect(resolveLanguage({ userLanguage: null, cookie: 'de', preferred: ['en-US'] })).toBe('de');
    expect(resolveLanguage({ cookie: 'xx', preferred: ['fr-CH', 'de-CH', 'en'] })).toBe('de');
    expect(resolveLanguage({ preferred: ['fr', 'it'] })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('switching writes the locale cookie and the page language; the user language is followed', async () => {
    await setLanguage('de');
    expect(readCookie(LOCALE_COOKIE)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    followUserLanguage('en');
    await new Promise((r) => setTimeout(r, 0));
    expect(i18n.language).toBe('en');
    expect(readCookie(LOCALE_COOKIE)).toBe('en');
    followUserLanguage('fr'); // unsupported: nothing changes
    expect(i18n.language).toBe('en');
  });
});
