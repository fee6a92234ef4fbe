import { platform } from '@cadeau/platform';
import { withThrowawayEntries } from '@cadeau/platform/testing';
import { de } from '../../packages/ui/src/i18n/resources/de';
import { en } from '../../packages/ui/src/i18n/resources/en';
import { navItemsOf, visibleFor } from './layout/navigation';
import { appRoutesOf, matchAppRoute } from './routes';

describe('the cockpit navigation, derived from the registry', () => {
  it('has a text in both languages for every entry', () => {
    for (const item of navItemsOf(platform)) {
      const key = item.label.replace(/^layout\.nav\./, '') as keyof typeof en.layout.nav;
      expect(en.layout.nav[key]).toBeTruthy();
      expect(de.layout.nav[key]).toBeTruthy();
    }
  });
});

/** README "How to add a micro-frontend": one registry entry is all the shell needs. */
describe('a new micro-frontend entry in the shell', () => {
  const registry = withThrowawayEntries(platform);
  const routes = appRoutesOf(registry);

  it('routes its pages to its remote, with their prefix and access', () => {
    expect(matchAppRoute('/cockpit/gifts/42/edit', routes)).toEqual({
      path: '/cockpit/gifts',
      app: 'mfe_gifts',
      prefix: true,
    });
    expect(matchAppRoute('/cockpit/gift-review', routes)).toEqual({
      path: '/cockpit/gift-review',
      app: 'mfe_gifts',
      platformAdmin: true,
    });
    expect(matchAppRoute('/cockpit/gift-review/1', routes)).toBeNull();
    expect(matchAppRoute('/cockpit/gifts/42', appRoutesOf(platform))).toBeNull();
  });

  it('lists its navigation entry after those of the micro-frontends before it', () => {
    const keys = visibleFor({ isPlatformAdmin: true } as never, navItemsOf(registry)).map((i) => i.key);
    expect(keys.at(-1)).toBe('/cockpit/gifts');
    expect(keys.slice(0, -1)).toEqual(visibleFor({ isPlatformAdmin: true } as never).map((i) => i.key));
  });
});
