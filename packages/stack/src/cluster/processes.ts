import path from 'node:path';
import { spawnManaged, type ManagedProcess } from '../child-process';
import { waitForReady } from '../http-ready';
import type { StackLogger } from '../logger';
import { REPO_ROOT } from '../paths';

/**
 * One replica of a process of the cluster (a service or a gateway) on its own port: started, stopped with
 * SIGTERM as Kubernetes does in a rolling update, or killed, and started again on the same port.
 */
export class Replica {
  private proc: ManagedProcess | null = null;

  constructor(
    /** `campaign#2`, `gateway#1`: the log prefix. */
    readonly label: string,
    private readonly dir: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logger: StackLogger,
    private readonly readyTimeoutMs = 120_000,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  running(): boolean {
    return this.proc?.running() ?? false;
  }

  /** Starts it and resolves once /readyz answers 200 (listening, its database and NATS reachable). */
  async start(): Promise<void> {
    const proc = spawnManaged({
      name: this.label,
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: path.join(REPO_ROOT, this.dir),
      env: { ...this.env, PORT: String(this.port) },
      logger: this.logger,
    });
    this.proc = proc;
    await waitForReady(`${this.url}/readyz`, {
      timeoutMs: this.readyTimeoutMs,
      abort: () => (proc.running() ? null : `${this.label} exited during start-up`),
    });
  }

  /** SIGTERM (drain, then close) and wait for the exit; SIGKILL after `timeoutMs`. */
  async stop(timeoutMs = 20_000): Promise<{ forced: boolean; code: number | null }> {
    if (!this.proc) return { forced: false, code: null };
    const info = await this.proc.stop({ timeoutMs });
    this.proc = null;
    return { forced: info.forced, code: info.code };
  }

  /** SIGKILL: nothing runs on the way out. */
  async kill(): Promise<void> {
    if (!this.proc) return;
    await this.proc.stop({ signal: 'SIGKILL', timeoutMs: 1000 });
    this.proc = null;
  }
}
