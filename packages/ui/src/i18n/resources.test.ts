import { ZodMessageKeys, allErrorKeys } from '@cadeau/contracts/errors';
import { de } from './resources/de';
import { en } from './resources/en';
import { i18n } from '@cadeau/ui/i18n';

function leaves(obj: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') leaves(v, key).forEach((val, inner) => out.set(inner, val));
    else out.set(key, v);
  }
  return out;
}

describe('i18n resources', () => {
  const deKeys = leaves(de);
  const enKeys = leaves(en);

  it('de and en have exactly the same keys', () => {
    expect([...deKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('every text is a non-empty string', () => {
    for (const [key, value] of [...deKeys, ...enKeys]) {
      expect({ key, ok: typeof value === 'string' && value.trim().length > 0 }).toEqual({ key, ok: true });
    }
  });

  it('every error key of the contracts and every validation key has a text in both languages', () => {
    const keys = [...allErrorKeys(), ...Object.values(ZodMessageKeys)];
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      expect({ key, de: deKeys.has(key), en: enKeys.has(key) }).toEqual({ key, de: true, en: true });
    }
  });

  it('the shared instance translates and interpolates', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('page.notFound.message', { path: '/the/path' })).toBe('Page not found: /the/path');
    await i18n.changeLanguage('de');
    expect(i18n.t('error.login.invalidCredentials')).toBe('E-Mail oder Passwort ist falsch.');
    expect(document.documentElement.lang).toBe('de');
  });
});
