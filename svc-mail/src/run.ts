import { runService } from '@cadeau/service-kit';
import { createMailService, type MailServiceOptions } from './app';
import { loadConfig } from './config';

/**
 * Starts svc-mail from the environment (loadConfig: a bad variable ends the start with its name), listens,
 * and shuts down gracefully on SIGTERM/SIGINT. `extra` lets a test entry run the same process with an
 * injected clock; production passes nothing.
 */
export async function runMailService(extra: Pick<MailServiceOptions, 'clock'> = {}): Promise<void> {
  await runService({
    name: 'svc-mail',
    config: loadConfig,
    create: (config) => createMailService({ ...config, ...extra }),
    port: (config) => config.port,
  });
}
