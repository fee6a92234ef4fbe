import { devToolsOpen, isLoopback } from './dev-tools';

describe('dev tools', () => {
  it('knows loopback addresses, v4, v6 and v4-mapped', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])
      expect(isLoopback(a)).toBe(true);
    for (const a of [
      '10.0.0.1',
      '192.168.1.2',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '128.0.0.1',
      'localhost',
      '',
      '127.0.0.1x',
    ])
      expect(isLoopback(a)).toBe(false);
  });

  it('open only in development or test, outside production, to loopback callers', () => {
    const dev = { name: 'development', production: false };
    expect(devToolsOpen(dev, ['127.0.0.1'])).toBe(true);
    expect(devToolsOpen({ name: 'test', production: false }, ['::1', '127.0.0.1'])).toBe(true);
    expect(devToolsOpen({ name: 'staging', production: false }, ['127.0.0.1'])).toBe(false);
    expect(devToolsOpen({ name: 'development', production: true }, ['127.0.0.1'])).toBe(false);
    // Through the gateway the socket is loopback, but the caller it forwards is not.
    expect(devToolsOpen(dev, ['127.0.0.1', '203.0.113.9'])).toBe(false);
    expect(devToolsOpen(dev, ['127.0.0.1', undefined, null, ''])).toBe(true);
    expect(devToolsOpen(dev, [])).toBe(false);
  });
});
