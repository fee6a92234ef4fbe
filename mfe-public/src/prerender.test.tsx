import { renderToStaticMarkup } from 'react-dom/server';
import { i18n, loadLanguage } from '@cadeau/ui/i18n';
import { startPageElement } from './prerender';

describe('the start page for the build-time pre-render', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each([
    ['de', 'Geschenk einlösen'],
    ['en', 'Redeem your gift'],
  ] as const)('renders / in %s with its texts and title, and the gift code form', async (lang, heading) => {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
    const { element, title } = await startPageElement(lang);
    const markup = renderToStaticMarkup(element);
    expect(title).toBe(heading);
    expect(markup).toContain(`<h1 id="start-title">${title}</h1>`);
    expect(markup).toContain('name="gift-code"');
    expect(markup).toContain('href="/register-organization"');
    // No untranslated keys in what visitors see before the scripts run.
    expect(markup).not.toMatch(/>public\.[a-zA-Z.]+</);
  });
});
