import { createIdentityService } from './app';
import { loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(`svc-identity: ${(err as Error).message}`);
    process.exit(1);
  }
  const service = await createIdentityService({ databaseUrl: config.databaseUrl, natsUrl: config.natsUrl, secret: config.secret });
  await service.listen(config.port);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    service.kit.logger.info({ signal }, 'shutting down');
    service.close().then(
      () => process.exit(0),
      (err) => {
        service.kit.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error('svc-identity failed to start:', err);
  process.exit(1);
});
