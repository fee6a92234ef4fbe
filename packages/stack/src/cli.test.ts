import { parseArgs } from './cli';

describe('parseArgs', () => {
  it('maps the flags to options', () => {
    expect(parseArgs([])).toEqual({});
    expect(parseArgs(['--no-build', '--no-seed', '--no-prefix'])).toEqual({
      build: false,
      seed: false,
      prefixLogs: false,
    });
    expect(parseArgs(['--no-build', '--help'])).toBe('help');
  });

  it('refuses unknown flags instead of ignoring a typo', () => {
    expect(() => parseArgs(['--no-buidl'])).toThrow('unknown option --no-buidl');
  });
});
