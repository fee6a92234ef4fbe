import { createLogger, stopOnSignals } from '@cadeau/service-kit';
import { loadConfig } from './config';
import { createGateway } from './app';

async function main() {
  const logger = createLogger('gateway');
  const config = loadConfig();
  const gateway = await createGateway(config);
  await gateway.listen(config.port);
  logger.info({ port: config.port, services: config.services }, `gateway listening on http://localhost:${config.port}`);

  stopOnSignals(logger, () => gateway.close());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
