/** One node of the loopback cluster's NATS: client port, cluster route port, monitoring port, store. */
export interface NatsNode {
  name: string;
  port: number;
  routePort: number;
  monitorPort: number;
  storeDir: string;
}

/**
 * The configuration of one node of a JetStream cluster on 127.0.0.1: every node routes to every other, so
 * streams created with three replicas keep a copy on each and survive one node's loss (ADR 0032).
 */
export function natsNodeConfig(node: NatsNode, all: readonly NatsNode[]): string {
  const routes = all.filter((n) => n.name !== node.name).map((n) => `    "nats-route://127.0.0.1:${n.routePort}"`);
  return [
    `server_name: "${node.name}"`,
    'host: "127.0.0.1"',
    `port: ${node.port}`,
    `http_port: ${node.monitorPort}`,
    'jetstream {',
    `  store_dir: "${node.storeDir}"`,
    '  max_memory_store: 256MB',
    '  max_file_store: 4GB',
    '}',
    'cluster {',
    '  name: "cadeau"',
    `  listen: "127.0.0.1:${node.routePort}"`,
    '  routes: [',
    routes.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
