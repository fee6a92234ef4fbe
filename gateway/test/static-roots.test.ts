import fs from 'node:fs';
import path from 'node:path';
import { defaultStaticRoots } from '../src/config';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('the static roots the gateway serves', () => {
  it('serve every micro-frontend of the workspaces at /mfe/<area>/ under its remote name mfe_<area>', () => {
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    const expected = workspaces
      .filter((w) => w.startsWith('mfe-'))
      .map((w) => {
        const area = w.slice('mfe-'.length);
        return { dir: path.join(repoRoot, w, 'dist'), urlPrefix: `/mfe/${area}/`, remoteName: `mfe_${area}` };
      });
    const roots = defaultStaticRoots(repoRoot);
    expect(Object.values(roots.remotes).sort((a, b) => a.remoteName.localeCompare(b.remoteName))).toEqual(
      expected.sort((a, b) => a.remoteName.localeCompare(b.remoteName)),
    );
    expect(roots.shell).toBe(path.join(repoRoot, 'shell', 'dist'));
  });
});
