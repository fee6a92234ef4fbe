import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Stream names unique per test, so tests sharing one NATS never collide. */
export function randomStreamName(prefix = 'TEST'): string {
  return `${prefix}_${randomBytes(5).toString('hex').toUpperCase()}`;
}

export interface NatsServer {
  url: string;
  port: number;
  /** Stops the server (SIGTERM, waits for exit); its JetStream store stays for the next start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port and store. */
  start(): Promise<void>;
  /** Stops it and removes its store. */
  destroy(): Promise<void>;
}

function findBinary(): string {
  if (process.env.NATS_SERVER_BIN) return process.env.NATS_SERVER_BIN;
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/bin']) {
    const candidate = path.join(dir, 'nats-server');
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error('nats-server not found: install the Debian package `nats-server` or set NATS_SERVER_BIN');
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const sock = net.connect(port, '127.0.0.1');
      sock.once('connect', () => {
        sock.destroy();
        resolve();
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > deadline) reject(new Error(`nats-server did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * A private `nats-server -js` on a free port with its own store: tests can stop and restart NATS, and
 * services with fixed subjects (`user.>`) can create their stream without clashing with a running stack.
 */
export async function startNatsServer(): Promise<NatsServer> {
  const bin = findBinary();
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'cadeau-nats-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    if (child) return;
    const c = spawn(bin, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
    child = c;
    c.once('exit', () => {
      if (child === c) child = null;
    });
    await waitForPort(port, 10_000);
  };
  const stop = async () => {
    const c = child;
    if (!c) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async destroy() {
      await stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
