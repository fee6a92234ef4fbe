import { spawn } from 'node:child_process';
import type { StackLogger } from './logger';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  /** Settles when the process has exited (never rejects). */
  readonly exited: Promise<ExitInfo>;
  running(): boolean;
  /**
   * Sends `signal` to the whole process group, then SIGKILL after `timeoutMs`.
   * `forced` tells whether SIGKILL was needed, i.e. the process did not shut down cleanly.
   */
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<ExitInfo & { forced: boolean }>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  logger: StackLogger;
  /** Run as another user (embedded Postgres refuses to run as root). */
  uid?: number;
  gid?: number;
}

/** Process groups still alive; killed synchronously if the orchestrator exits without stopping them. */
const live = new Set<number>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Last resort only: the normal path stops every child in order before exiting. This covers an
  // uncaught exception or process.exit() elsewhere, so no Postgres or service is left orphaned.
  process.on('exit', () => {
    for (const pid of live) killGroup(pid, 'SIGKILL');
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone (ESRCH): nothing to do.
  }
}

/**
 * Starts a child in its own process group with its output prefixed. The own group matters: Ctrl-C in a
 * terminal signals the whole foreground group, and we want only the orchestrator to receive it so that it
 * stops the gateway first, then the services, then NATS and Postgres. It also lets SIGKILL reach
 * grandchildren (a tsx or turbo wrapper would otherwise leave its child behind).
 */
export function spawnManaged(options: SpawnOptions): ManagedProcess {
  installExitHook();
  const child = spawn(options.command, [...options.args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    uid: options.uid,
    gid: options.gid,
  });
  const out = options.logger.stream(options.name);
  const err = options.logger.stream(options.name);
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));

  let isRunning = true;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('error', (error) => {
      // Spawn failures (ENOENT, EACCES) emit 'error' and no 'exit'.
      options.logger.line(options.name, `could not start ${options.command}: ${error.message}`);
      isRunning = false;
      if (child.pid) live.delete(child.pid);
      resolve({ code: 127, signal: null });
    });
    child.once('close', (code, signal) => {
      out.flush();
      err.flush();
      isRunning = false;
      if (child.pid) live.delete(child.pid);
      resolve({ code, signal });
    });
  });
  if (child.pid) live.add(child.pid);

  return {
    name: options.name,
    pid: child.pid ?? -1,
    exited,
    running: () => isRunning,
    async stop({ signal = 'SIGTERM', timeoutMs = 10000 } = {}) {
      if (!isRunning || !child.pid) return { ...(await exited), forced: false };
      killGroup(child.pid, signal);
      let forced = false;
      const timer = setTimeout(() => {
        forced = true;
        if (child.pid) killGroup(child.pid, 'SIGKILL');
      }, timeoutMs);
      const info = await exited;
      clearTimeout(timer);
      // The group leader may exit before its children; make sure none of them lingers.
      killGroup(child.pid, 'SIGKILL');
      return { ...info, forced };
    },
  };
}

/** Runs a one-off command (build, migration, seed) to completion; rejects on a non-zero exit. */
export async function runToCompletion(
  options: SpawnOptions & { register?: (p: ManagedProcess) => () => void },
): Promise<void> {
  const proc = spawnManaged(options);
  const unregister = options.register?.(proc);
  const { code, signal } = await proc.exited;
  unregister?.();
  if (code !== 0) {
    throw new StackError(`${options.name} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
  }
}

/** An error with a message meant for the person running the stack (no stack trace needed). */
export class StackError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StackError';
  }
}

export function describeExit(info: ExitInfo): string {
  return info.signal ? `killed by ${info.signal}` : `exit code ${info.code}`;
}
