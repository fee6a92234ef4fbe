import { colourFor, createLineSplitter, formatLogLine, renderLine, shouldColour } from './log-lines';

describe('createLineSplitter', () => {
  it('emits complete lines and keeps a partial one until its newline arrives', () => {
    const lines: string[] = [];
    const splitter = createLineSplitter((l) => lines.push(l));
    splitter.push('first\nsec');
    expect(lines).toEqual(['first']);
    splitter.push('ond\r\nthird');
    expect(lines).toEqual(['first', 'second']);
    splitter.flush();
    expect(lines).toEqual(['first', 'second', 'third']);
    splitter.flush();
    expect(lines).toHaveLength(3);
  });
});

describe('formatLogLine', () => {
  it('leaves plain text alone', () => {
    expect(formatLogLine('hello { world }')).toEqual({ text: 'hello { world }', severity: 'info' });
    expect(formatLogLine('{not json')).toEqual({ text: '{not json', severity: 'info' });
    expect(formatLogLine('{"a":1}').text).toBe('{"a":1}');
  });

  it('shows a pino line compactly without the noise fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
      pid: 1,
      hostname: 'h',
      msg: 'request completed',
      status: 200,
      path: '/api/user myuser',
    });
    expect(formatLogLine(line)).toEqual({
      text: '03:04:05.678 INFO  request completed status=200 path="/api/user myuser"',
      severity: 'info',
    });
  });

  it('marks warnings and errors and appends the error stack', () => {
    expect(formatLogLine(JSON.stringify({ level: 40, msg: 'slow' })).severity).toBe('warn');
    const formatted = formatLogLine(
      JSON.stringify({ level: 50, msg: 'boom', err: { message: 'x', stack: 'Error: x\n    at f (a.ts:1:1)' } }),
    );
    expect(formatted.severity).toBe('error');
    expect(formatted.text).toBe('ERROR boom\nError: x\n    at f (a.ts:1:1)');
  });
});

describe('renderLine', () => {
  it('prefixes every line with the padded process name', () => {
    expect(renderLine('gateway', { text: 'a\nb', severity: 'info' }, { prefix: true, colour: false, width: 10 })).toBe(
      '[gateway]    a\n[gateway]    b',
    );
  });

  it('gives the raw text when prefixing is off', () => {
    expect(renderLine('gateway', { text: 'a', severity: 'error' }, { prefix: false, colour: true })).toBe('a');
  });

  it('colours the prefix stably and errors in red', () => {
    const out = renderLine('identity', { text: 'bad', severity: 'error' }, { prefix: true, colour: true });
    expect(out.startsWith(colourFor('identity'))).toBe(true);
    expect(out).toContain('\u001b[31mbad');
    expect(colourFor('identity')).toBe(colourFor('identity'));
  });
});

describe('shouldColour', () => {
  it('follows NO_COLOR, FORCE_COLOR and the terminal', () => {
    expect(shouldColour({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(shouldColour({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(shouldColour({ isTTY: true }, {})).toBe(true);
    expect(shouldColour({}, {})).toBe(false);
  });
});
