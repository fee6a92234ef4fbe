import fs from 'node:fs';
import path from 'node:path';
import { appNames, appRoutes, COCKPIT_HOME, matchAppRoute } from './routes';

describe('the application table', () => {
  it('registers every micro-frontend of the workspaces, each with at least one route', () => {
    const root = path.resolve(__dirname, '..', '..');
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    const remotes = workspaces.filter((w) => w.startsWith('mfe-')).map((w) => `mfe_${w.slice('mfe-'.length)}`);
    expect([...appNames].sort()).toEqual(remotes.sort());
    for (const app of appNames) expect(appRoutes.filter((r) => r.app === app).length).toBeGreaterThan(0);
  });

  it('starts the cockpit on a page that exists (spec section 2: the dashboard)', () => {
    expect(COCKPIT_HOME).toBe('/cockpit/dashboard');
    expect(matchAppRoute(COCKPIT_HOME)).toEqual({ path: '/cockpit/dashboard', app: 'mfe_campaigns' });
  });
});
