import { runToCompletion, spawnManaged, StackError } from './child-process';
import type { StackLogger } from './logger';

function memoryLogger(): StackLogger & { lines: string[] } {
  const lines: string[] = [];
  const logger: StackLogger & { lines: string[] } = {
    lines,
    colour: false,
    line: (name, line) => lines.push(`[${name}] ${line}`),
    info: (m) => lines.push(`[stack] ${m}`),
    warn: (m) => lines.push(`[stack] ${m}`),
    error: (m) => lines.push(`[stack] ${m}`),
    stream(name) {
      let rest = '';
      return {
        push: (chunk) => {
          const parts = (rest + chunk.toString()).split('\n');
          rest = parts.pop() ?? '';
          parts.forEach((p) => logger.line(name, p));
        },
        flush: () => {
          if (rest) logger.line(name, rest);
          rest = '';
        },
      };
    },
  };
  return logger;
}

const node = (script: string) => ({ command: process.execPath, args: ['-e', script], cwd: __dirname });

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('spawnManaged', () => {
  it('prefixes stdout and stderr lines with the process name', async () => {
    const logger = memoryLogger();
    const p = spawnManaged({ name: 'demo', ...node('console.log("out"); console.error("err")'), logger });
    expect(await p.exited).toEqual({ code: 0, signal: null });
    expect(logger.lines.sort()).toEqual(['[demo] err', '[demo] out']);
  });

  it('stops a cooperative process with SIGTERM', async () => {
    const logger = memoryLogger();
    const p = spawnManaged({
      name: 'svc',
      ...node(
        'process.on("SIGTERM", () => { console.log("bye"); process.exit(0) }); console.log("up"); setInterval(() => {}, 1000)',
      ),
      logger,
    });
    await waitFor(() => logger.lines.includes('[svc] up'));
    expect(await p.stop({ timeoutMs: 5000 })).toEqual({ code: 0, signal: null, forced: false });
    expect(logger.lines).toContain('[svc] bye');
    expect(p.running()).toBe(false);
  });

  it('kills a process that ignores SIGTERM, and its children with it', async () => {
    const logger = memoryLogger();
    const script = `
      // The SIGTERM handler comes before the line the test waits for: printed first, a loaded machine
      // could deliver the test's SIGTERM before the handler existed and the process would end unforced.
      process.on('SIGTERM', () => {});
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      console.log('child ' + child.pid);
      setInterval(() => {}, 1000);`;
    const p = spawnManaged({ name: 'stubborn', ...node(script), logger });
    await waitFor(() => logger.lines.some((l) => l.startsWith('[stubborn] child ')));
    const childPid = Number(
      logger.lines
        .find((l) => l.startsWith('[stubborn] child '))!
        .split(' ')
        .pop(),
    );
    const info = await p.stop({ timeoutMs: 300 });
    expect(info).toMatchObject({ forced: true, signal: 'SIGKILL' });
    await waitFor(() => !alive(childPid));
  });

  it('reports a command that cannot be started', async () => {
    const logger = memoryLogger();
    const p = spawnManaged({ name: 'missing', command: '/nonexistent/binary', args: [], cwd: __dirname, logger });
    expect((await p.exited).code).toBe(127);
    expect(logger.lines.join('\n')).toContain('could not start /nonexistent/binary');
  });
});

describe('runToCompletion', () => {
  it('resolves on exit code 0 and rejects with a readable error otherwise', async () => {
    const logger = memoryLogger();
    await expect(runToCompletion({ name: 'ok', ...node('0'), logger })).resolves.toBeUndefined();
    await expect(runToCompletion({ name: 'identity:migrate', ...node('process.exit(3)'), logger })).rejects.toThrow(
      new StackError('identity:migrate failed (exit code 3)'),
    );
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
