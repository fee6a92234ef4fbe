import type pino from 'pino';

/**
 * The one way a process of ours ends on SIGTERM (Kubernetes, the stack) or SIGINT (Ctrl-C): log it, run
 * `close` once (readiness off, drain, close pools, in the service's own order), exit 0, or 1 when closing
 * failed. A second signal while closing is ignored.
 */
export function stopOnSignals(logger: pino.Logger, close: () => Promise<unknown>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
