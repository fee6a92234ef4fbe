import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ChildService {
  url: string;
  output(): string;
  /** kill -9: no shutdown hook runs, in-flight requests die with the process. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown; resolves with the exit code. */
  stop(): Promise<number | null>;
}

const root = path.resolve(__dirname, '..', '..');

/**
 * Runs svc-mail's real entry (src/main.ts, or `entry`, e.g. test/helpers/clocked-main.ts) in its own
 * process, as the stack and Kubernetes do, and waits until it is ready.
 */
export async function startChildService(
  port: number,
  env: Record<string, string>,
  entry = 'src/main.ts',
): Promise<ChildService> {
  // `--import tsx` keeps it one process (the tsx CLI would put a second one in between that SIGKILL misses).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`svc-mail exited during start:\n${out}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`svc-mail did not become ready:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => out,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
