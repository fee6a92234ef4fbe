import type * as I18nModule from '@cadeau/ui/i18n';

/**
 * A fresh copy of the module, as a page starts it: no texts until loadLanguage (the jest setup loads both
 * catalogues into the shared copy the other tests use).
 */
function freshModule(): typeof I18nModule {
  let mod: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof I18nModule>('@cadeau/ui/i18n');
  });
  return mod!;
}

describe('loadLanguage (one catalogue per language)', () => {
  afterEach(() => {
    document.cookie = 'locale=; path=/; max-age=0';
  });

  it('starts without texts and adds only the language asked for', async () => {
    const { i18n, loadLanguage } = freshModule();
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await loadLanguage('de');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.getFixedT('de')('error.login.invalidCredentials')).toBe('E-Mail oder Passwort ist falsch.');
  });

  it("keeps a micro-frontend's texts added before the catalogue", async () => {
    const { i18n, loadLanguage } = freshModule();
    i18n.addResourceBundle('en', 'translation', { public: { own: 'Own text' } }, true, false);
    await loadLanguage('en');
    const t = i18n.getFixedT('en');
    expect(t('public.own')).toBe('Own text');
    expect(t('page.notFound.message', { path: '/x' })).toBe('Page not found: /x');
  });

  it('initialLanguageReady loads the language the page starts in (the locale cookie)', async () => {
    document.cookie = 'locale=de; path=/';
    const { i18n, initialLanguageReady } = freshModule();
    expect(i18n.language).toBe('de');
    await initialLanguageReady();
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('setLanguage loads the texts before it switches, so a switch never shows keys', async () => {
    const { i18n, setLanguage } = freshModule();
    const seen: string[] = [];
    i18n.on('languageChanged', (lang) => seen.push(i18n.getFixedT(lang)('error.login.invalidCredentials')));
    await setLanguage('de');
    expect(seen).toEqual(['E-Mail oder Passwort ist falsch.']);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  describe("a micro-frontend's own catalogue (addCatalogue)", () => {
    const own = { de: { public: { own: 'Eigener Text' } }, en: { public: { own: 'Own text' } } };

    it('loads only the current language before the micro-frontend mounts', async () => {
      document.cookie = 'locale=en; path=/';
      const { i18n, addCatalogue, initialLanguageReady } = freshModule();
      await initialLanguageReady();
      const asked: string[] = [];
      await addCatalogue(async (lang) => (asked.push(lang), own[lang]));
      expect(asked).toEqual(['en']);
      expect(i18n.getFixedT('en')('public.own')).toBe('Own text');
      expect(i18n.getFixedT('en')('page.notFound.message', { path: '/x' })).toBe('Page not found: /x');
      expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    });

    it('is loaded with the shared texts by every later switch, before the language changes', async () => {
      document.cookie = 'locale=en; path=/';
      const { i18n, addCatalogue, setLanguage } = freshModule();
      const catalogue = async (lang: 'de' | 'en') => own[lang];
      await addCatalogue(catalogue);
      await addCatalogue(catalogue);
      const seen: string[] = [];
      i18n.on('languageChanged', (lang) => {
        const t = i18n.getFixedT(lang);
        seen.push(t('public.own'), t('error.login.invalidCredentials'));
      });
      await setLanguage('de');
      expect(seen).toEqual(['Eigener Text', 'E-Mail oder Passwort ist falsch.']);
    });

    it('retries a download that failed', async () => {
      document.cookie = 'locale=de; path=/';
      const { i18n, addCatalogue, loadLanguage } = freshModule();
      let calls = 0;
      const flaky = async (lang: 'de' | 'en') => {
        calls += 1;
        if (calls === 1) throw new Error('network');
        return own[lang];
      };
      await expect(addCatalogue(flaky)).rejects.toThrow('network');
      await loadLanguage('de');
      expect(calls).toBe(2);
      expect(i18n.getFixedT('de')('public.own')).toBe('Eigener Text');
    });
  });
});
