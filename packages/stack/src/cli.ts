/**
 * `npm start`: runs the whole platform locally (see README "Quick start").
 * Flags: --no-build (skip the front-end build), --no-seed (no demo data), --no-prefix (raw output).
 * Ports and sources come from the environment: GATEWAY_PORT, IDENTITY_PORT, DATABASE_URL, NATS_URL,
 * CADEAU_PG_PORT, CADEAU_NATS_PORT, CADEAU_DATA_DIR, CADEAU_ENV, USER_CONTEXT_SECRET.
 */
import { StackError } from './child-process';
import { createLogger } from './logger';
import type { StackOptions } from './options';
import { StackAbortedError, startStack, type RunningStack } from './start-stack';

const FLAGS: Record<string, Partial<StackOptions>> = {
  '--no-build': { build: false },
  '--no-seed': { seed: false },
  '--no-prefix': { prefixLogs: false },
};

export function parseArgs(argv: readonly string[]): Partial<StackOptions> | 'help' {
  let options: Partial<StackOptions> = {};
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return 'help';
    const flag = FLAGS[arg];
    if (!flag) throw new StackError(`unknown option ${arg} (known: ${Object.keys(FLAGS).join(', ')})`);
    options = { ...options, ...flag };
  }
  return options;
}

async function main(): Promise<void> {
  const logger = createLogger({ prefix: true });
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (error) {
    logger.error((error as Error).message);
    process.exit(2);
  }
  if (parsed === 'help') {
    console.log(
      'Usage: npm start [-- --no-build] [--no-seed] [--no-prefix]\nSee packages/stack/src/cli.ts for the environment variables.',
    );
    return;
  }

  const controller = new AbortController();
  let stack: RunningStack | null = null;
  let stopRequested = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    // One stop only: a terminal Ctrl-C often arrives twice (npm and tsx relay it as well), and the
    // SIGKILL timeout already bounds how long stopping can take.
    if (stopRequested) return;
    stopRequested = true;
    logger.info(`${signal} received, stopping`);
    if (!stack) {
      controller.abort();
      return;
    }
    void stack.stop().then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  try {
    stack = await startStack({
      ...parsed,
      signal: controller.signal,
      onUnexpectedExit: () => {
        logger.error('stopped because a process died (see the lines above)');
        process.exit(1);
      },
    });
    if (stopRequested) {
      await stack.stop();
      process.exit(0);
    }
  } catch (error) {
    if (error instanceof StackAbortedError) {
      logger.info('stopped during start-up');
      process.exit(0);
    }
    logger.error(error instanceof StackError ? error.message : ((error as Error).stack ?? String(error)));
    logger.error('could not start; everything that was started has been stopped');
    process.exit(1);
  }
}

if (require.main === module) void main();
