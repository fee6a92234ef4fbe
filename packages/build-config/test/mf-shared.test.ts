import { execFile } from 'node:child_process';
import path from 'node:path';
import { shared, sharedFor } from '../mf-shared';

const STARTUP = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@cadeau/ui/api',
  '@cadeau/ui/i18n',
  '@cadeau/ui/theme',
  '@cadeau/ui/toast',
  '@cadeau/ui/errors',
  '@cadeau/ui/navigation',
];

/** What createAppConfig gives a host and a remote (a script: jest on Node 20 cannot load rspack 2). */
function appConfigs(): Promise<Record<'host' | 'remote', { shared: Record<string, { eager?: boolean }> }>> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [path.join(__dirname, 'app-config.js')], (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout)),
    ),
  );
}

describe('the shared map per app kind (ADR 0026)', () => {
  it("makes the shell's start-up modules eager in the host only, the rest as shared for everyone", () => {
    const host = sharedFor('host') as Record<string, { eager?: boolean; singleton?: boolean }>;
    expect(Object.keys(host)).toEqual(Object.keys(shared));
    for (const [name, options] of Object.entries(host)) {
      expect([name, options.eager === true]).toEqual([name, STARTUP.includes(name)]);
      expect(options.singleton).toBe(true);
    }
    expect(sharedFor('remote')).toBe(shared);
  });

  it("shares dayjs and @cadeau/ui/dates as singletons: the shell's DatePicker computes with the apps' dayjs (issue 23)", () => {
    for (const kind of ['host', 'remote'] as const) {
      const map = sharedFor(kind) as Record<string, { eager?: boolean; singleton?: boolean }>;
      expect(map.dayjs).toEqual({ singleton: true });
      expect(map['@cadeau/ui/dates']).toMatchObject({ singleton: true });
      expect(map['@cadeau/ui/dates']!.eager).toBeUndefined();
    }
  });

  it('reaches the federation plugin of the shell, never of a micro-frontend', async () => {
    const { host, remote } = await appConfigs();
    for (const name of STARTUP) {
      expect([name, host.shared[name].eager]).toEqual([name, true]);
      expect([name, remote.shared[name].eager]).toEqual([name, undefined]);
    }
    expect(host.shared['@cadeau/ui/socket'].eager).toBeUndefined();
    expect(host.shared['single-spa-react'].eager).toBeUndefined();
  });
});
