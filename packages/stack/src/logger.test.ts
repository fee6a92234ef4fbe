import { createLogger, teeLogger } from './logger';

describe('createLogger', () => {
  it('writes prefixed lines, each ending in a newline, and always names its own messages', () => {
    const out: string[] = [];
    const logger = createLogger({ prefix: true, colour: false, write: (t) => out.push(t) });
    logger.line('identity', 'listening');
    logger.info('ready');
    expect(out).toEqual(['[identity]   listening\n', '[stack]      ready\n']);

    const raw: string[] = [];
    const unprefixed = createLogger({ prefix: false, colour: false, write: (t) => raw.push(t) });
    unprefixed.line('identity', 'listening');
    unprefixed.warn('slow');
    expect(raw).toEqual(['listening\n', '[stack]      slow\n']);
  });

  it('splits a child stream into lines', () => {
    const out: string[] = [];
    const stream = createLogger({ prefix: true, colour: false, write: (t) => out.push(t) }).stream('gateway');
    stream.push('a\nb');
    stream.flush();
    expect(out).toEqual(['[gateway]    a\n', '[gateway]    b\n']);
  });
});

describe('teeLogger', () => {
  it('hands every line to the listener and still logs it', () => {
    const out: string[] = [];
    const seen: string[] = [];
    const tee = teeLogger(createLogger({ prefix: true, colour: false, write: (t) => out.push(t) }), (name, line) =>
      seen.push(`${name}:${line}`),
    );
    const stream = tee.stream('identity:seed');
    stream.push('Demo accounts:\n  admin@cadeau.test\n');
    tee.info('not a process line');
    expect(seen).toEqual(['identity:seed:Demo accounts:', 'identity:seed:  admin@cadeau.test']);
    expect(out).toHaveLength(3);
  });
});
