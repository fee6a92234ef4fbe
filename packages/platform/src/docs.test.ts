import fs from 'node:fs';
import path from 'node:path';
import { platform } from '.';
import { PLATFORM_DOC_PATH, renderPlatformDoc } from './docs';
import { withThrowawayEntries } from './testing';

describe('docs/platform.md', () => {
  it('is the rendering of the registry (run `npm run docs -w @cadeau/platform` after changing it)', () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', PLATFORM_DOC_PATH), 'utf8');
    expect(committed).toBe(renderPlatformDoc(platform));
  });

  it('follows a new registry entry: a service row with its port, URL variable and stream; a micro-frontend and its pages', () => {
    const doc = renderPlatformDoc(withThrowawayEntries(platform));
    expect(doc).toContain(
      '| gift-catalog | `svc-gift-catalog` | 3107 | `GIFT_CATALOG_PORT` | `GIFT_CATALOG_URL` | `GIFT_CATALOG` | `src/migrate.ts` |  |',
    );
    expect(doc).toContain('| gifts | `mfe-gifts` | `@cadeau/mfe-gifts` | `/mfe/gifts/` | `mfe_gifts` |');
    expect(doc).toContain('| `/cockpit/gifts/…` | gifts | cockpit | `layout.nav.gifts` |');
    expect(doc).toContain('| `/cockpit/gift-review` | gifts | platformAdmin |  |');
    expect(renderPlatformDoc(platform)).not.toContain('gift-catalog');
  });
});

describe('the README checklists', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = (title: string): string => {
    const start = readme.indexOf(`## ${title}`);
    expect(start).toBeGreaterThanOrEqual(0);
    const end = readme.indexOf('\n## ', start + 1);
    return readme.slice(start, end === -1 ? undefined : end);
  };
  const checklists = [section('How to add a service'), section('How to add a micro-frontend')];

  it('send a new service or micro-frontend to the registry, not to lists derived from it', () => {
    for (const text of checklists) {
      expect(text).toContain('registry');
      expect(text).toContain('npm run docs -w @cadeau/platform');
      for (const derived of [
        'process-table.ts',
        'gateway/src/config.ts',
        'shell/src/routes.ts',
        'CockpitLayout',
        'e2e/support/texts.ts',
        'routes/types.ts',
        'service-kit/src/service.ts',
      ]) {
        expect(text).not.toContain(derived);
      }
    }
  });

  it('name files and folders that exist', () => {
    const named = checklists
      .flatMap((text) => [
        ...text.matchAll(/`((?:packages|svc-identity|mfe-campaigns|shell|gateway|e2e|docs)\/[^`<>{}*]+?)`/g),
      ])
      .map((m) => m[1].replace(/\/$/, ''));
    expect(named.length).toBeGreaterThan(5);
    for (const file of named) expect([file, fs.existsSync(path.join(root, file))]).toEqual([file, true]);
  });
});
