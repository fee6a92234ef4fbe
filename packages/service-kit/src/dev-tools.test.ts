import { DEV_TOOL_ENVIRONMENTS, hasDevTools } from './dev-tools';

describe('hasDevTools', () => {
  it('holds in development and test, outside production only', () => {
    expect(DEV_TOOL_ENVIRONMENTS).toEqual(['development', 'test']);
    expect(hasDevTools({ name: 'development', production: false })).toBe(true);
    expect(hasDevTools({ name: 'test', production: false })).toBe(true);
    expect(hasDevTools({ name: 'development', production: true })).toBe(false);
    expect(hasDevTools({ name: 'test', production: true })).toBe(false);
  });

  it('holds in no other environment, whatever its spelling', () => {
    for (const name of ['staging', 'prod', 'production', 'Development', 'dev', ''])
      expect(hasDevTools({ name, production: false })).toBe(false);
  });
});
