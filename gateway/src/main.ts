import { createLogger, stopOnSignals } from '@cadeau/service-kit';
import { loadConfig } from './config';
import { createGateway } from './app';

async function main() {
  const logger = createLogger('gateway');
  const config = loadConfig();
  const gateway = await createGateway(config);
  await gateway.listen(config.port);
  logger.info({ port: config.port, services: config.services }, `gateway listening on http://localhost:${config.port}`);
  // Prometheus scrapes the gateway here, never on its public port (ADR 0033); METRICS_PORT=0 opens none.
  if (config.metricsPort) {
    await gateway.listenMetrics(config.metricsPort);
    logger.info({ metricsPort: config.metricsPort }, 'gateway metrics on their own port');
  }

  stopOnSignals(logger, () => gateway.close());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
