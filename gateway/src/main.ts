import { createLogger } from '@cadeau/service-kit';
import { loadConfig } from './config';
import { createGateway } from './app';

async function main() {
  const logger = createLogger('gateway');
  const config = loadConfig();
  const gateway = await createGateway(config);
  await gateway.listen(config.port);
  logger.info({ port: config.port, services: config.services }, `gateway listening on http://localhost:${config.port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await gateway.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
