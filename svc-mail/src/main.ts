import { createMailService } from './app';
import { loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(`svc-mail: ${(err as Error).message}`);
    process.exit(1);
  }
  const { port, ...options } = config;
  const mail = await createMailService(options);
  await mail.listen(port);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    mail.kit.logger.info({ signal }, 'shutting down');
    mail.close().then(
      () => process.exit(0),
      (err) => {
        mail.kit.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error('svc-mail failed to start:', err);
  process.exit(1);
});
