import { stopOnSignals } from '@cadeau/service-kit';
import { createMailService, type MailServiceOptions } from './app';
import { loadConfig } from './config';

/**
 * Starts svc-mail from the environment (loadConfig), listens, and shuts down gracefully on SIGTERM/SIGINT.
 * `extra` lets a test entry run the same process with an injected clock; production passes nothing.
 */
export async function runMailService(extra: Pick<MailServiceOptions, 'clock'> = {}): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(`svc-mail: ${(err as Error).message}`);
    process.exit(1);
  }
  const { port, ...options } = config;
  const mail = await createMailService({ ...options, ...extra });
  await mail.listen(port);

  stopOnSignals(mail.kit.logger, () => mail.close());
}
