import fs from 'node:fs';
import path from 'node:path';
import { spawnManaged, StackError } from './child-process';
import type { StackLogger } from './logger';
import { readGreeting, waitForPort } from './ports';

export interface NatsHandle {
  url: string;
  source: 'NATS_URL' | 'existing server' | 'spawned';
  stop(): Promise<void>;
}

export interface NatsOptions {
  env: NodeJS.ProcessEnv;
  port: number;
  storeDir: string;
  logger: StackLogger;
  stopTimeoutMs: number;
}

export const NATS_MISSING_MESSAGE =
  'nats-server was not found on PATH. Install it with `apt-get install nats-server` (Debian/Ubuntu package ' +
  '"nats-server"), or set NATS_URL to a running NATS server with JetStream enabled.';

/** Looks a command up on PATH the way a shell would. */
export function findOnPath(command: string, envPath = process.env.PATH ?? ''): string | null {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * NATS_URL when set, else a NATS server answering on 127.0.0.1:port, else `nats-server -js` from PATH
 * with its JetStream store in `storeDir`.
 */
export async function provideNats(options: NatsOptions): Promise<NatsHandle> {
  if (options.env.NATS_URL) return { url: options.env.NATS_URL, source: 'NATS_URL', stop: async () => undefined };
  const url = `nats://127.0.0.1:${options.port}`;
  const greeting = await readGreeting(options.port);
  if (greeting !== null) {
    if (!greeting.startsWith('INFO ')) {
      throw new StackError(
        `something that is not NATS listens on 127.0.0.1:${options.port}; free the port or set NATS_URL`,
      );
    }
    return { url, source: 'existing server', stop: async () => undefined };
  }
  const binary = findOnPath('nats-server', options.env.PATH);
  if (!binary) throw new StackError(NATS_MISSING_MESSAGE);
  const storeDir = options.storeDir;
  fs.mkdirSync(storeDir, { recursive: true });
  options.logger.info(`starting nats-server -js on 127.0.0.1:${options.port}`);
  const server = spawnManaged({
    name: 'nats',
    command: binary,
    args: ['-js', '-a', '127.0.0.1', '-p', String(options.port), '-sd', storeDir],
    cwd: storeDir,
    logger: options.logger,
  });
  try {
    await waitForPort(options.port, {
      timeoutMs: 20000,
      abort: () => (server.running() ? null : 'nats-server exited during start-up (see [nats] lines above)'),
    });
  } catch (error) {
    await server.stop({ timeoutMs: options.stopTimeoutMs });
    throw new StackError((error as Error).message, { cause: error });
  }
  return {
    url,
    source: 'spawned',
    async stop() {
      const info = await server.stop({ timeoutMs: options.stopTimeoutMs });
      if (info.forced) options.logger.warn('nats-server did not stop in time and was killed');
    },
  };
}
