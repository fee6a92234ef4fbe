import path from 'node:path';
import { runToCompletion, type ManagedProcess } from './child-process';
import type { StackLogger } from './logger';
import { FRONTENDS } from './process-table';

/**
 * Builds the front end through turbo so that an unchanged tree is a cache hit (a second or two) and
 * only changed apps are rebuilt. Services need no build: they run their TypeScript with tsx.
 */
export function buildFrontends(options: {
  repoRoot: string;
  logger: StackLogger;
  env: NodeJS.ProcessEnv;
  register: (p: ManagedProcess) => () => void;
}): Promise<void> {
  const turbo = path.join(options.repoRoot, 'node_modules', '.bin', 'turbo');
  return runToCompletion({
    name: 'build',
    command: turbo,
    args: [
      'run',
      'build',
      ...FRONTENDS.map((name) => `--filter=${name}`),
      // Two rspack builds at a time at most: the machines this runs on have few cores.
      '--concurrency=2',
      '--output-logs=new-only',
      '--ui=stream',
    ],
    cwd: options.repoRoot,
    env: { ...options.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
    logger: options.logger,
    register: options.register,
  });
}
