import { createLogger } from '../logger';
import { startCluster } from './start-cluster';

/**
 * `npm run cluster`: Cadeau as a small cluster on this machine (ADR 0032): two gateways and two replicas of every
 * service behind HAProxy, one Postgres, a three-node NATS JetStream cluster. Ctrl-C stops it.
 */
async function main(): Promise<void> {
  const logger = createLogger({ prefix: true });
  const cluster = await startCluster({
    logger,
    replicas: Number(process.env.CLUSTER_REPLICAS ?? 2),
    gateways: Number(process.env.CLUSTER_GATEWAYS ?? 2),
    basePort: Number(process.env.CLUSTER_PORT ?? 8280),
    build: true,
    seed: 'demo',
  });
  logger.info(`Cadeau runs as a cluster on ${cluster.url.replace('127.0.0.1', 'localhost')} (HAProxy)`);
  logger.info(`HAProxy stats: ${cluster.url.replace(/:(\d+)$/, (_, p: string) => `:${Number(p) + 1}`)}/stats`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping the cluster');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
