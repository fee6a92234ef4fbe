import { parseManifest, ribbonFor } from './manifest';

describe('runtime manifest', () => {
  it('reads remotes and the environment, defaulting to development', () => {
    expect(parseManifest({ env: 'test', remotes: { mfe_orgs: '/mfe/orgs/remoteEntry.js', bad: 3 } })).toEqual({
      env: 'test',
      remotes: { mfe_orgs: '/mfe/orgs/remoteEntry.js' },
    });
    expect(parseManifest(null)).toEqual({ env: 'development', remotes: {} });
  });

  it('shows the ribbon outside production: orange for test, green otherwise', () => {
    expect(ribbonFor('test')).toEqual({ name: 'test', color: 'orange' });
    expect(ribbonFor('development')).toEqual({ name: 'development', color: 'green' });
    expect(ribbonFor('staging')).toEqual({ name: 'staging', color: 'green' });
    expect(ribbonFor('prod')).toBeNull();
    expect(ribbonFor('Production')).toBeNull();
  });
});
