import type { Service } from './service';

/** A worker of the service's own (a cron task, a polling loop) as its start returns it: stopped on close. */
export interface StoppableWorker {
  stop(): void | Promise<void>;
}

/**
 * Runs a worker of the service's own with the kit's workers (outbox relay, consumers): `start` is called once, by
 * `startWorkers` or `listen`, whichever comes first, and what it returns is stopped on `close` before the kit's
 * workers, so what it did last still goes out through the relay.
 */
export function withWorker<T extends Pick<Service, 'listen' | 'startWorkers' | 'close'>>(
  service: T,
  start: () => StoppableWorker,
): T {
  let worker: StoppableWorker | null = null;
  const started = () => {
    worker ??= start();
  };
  const { listen, startWorkers, close } = service;
  return Object.assign(service, {
    startWorkers() {
      startWorkers();
      started();
    },
    async listen(port: number, host?: string) {
      const server = await listen(port, host);
      started();
      return server;
    },
    async close() {
      await worker?.stop();
      await close();
    },
  });
}
