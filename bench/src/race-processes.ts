import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..');

/**
 * One service of the race as its own process (`node --import tsx src/main.ts`, as the stack runs it), which the
 * bench can SIGKILL and start again on the same port and database. Its output goes to the run's log file.
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    private readonly dir: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves once it answers /readyz (it listens, its database and NATS are up). */
  async start(): Promise<void> {
    const log = fs.openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(REPO, this.dir),
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode} (see ${this.logFile})`);
      try {
        const res = await fetch(`${this.url}/readyz`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${this.name} not ready after 90 s (see ${this.logFile})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions die where they are. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  /** A graceful stop at the end of the run. */
  async stop(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
    this.child = null;
  }
}
