import { natsNodeConfig, type NatsNode } from './nats-cluster-config';

const nodes: NatsNode[] = [1, 2, 3].map((i) => ({
  name: `nats-${i}`,
  port: 4300 + i,
  routePort: 6300 + i,
  monitorPort: 8300 + i,
  storeDir: `/tmp/js-${i}`,
}));

describe('a node of the loopback NATS cluster', () => {
  const config = natsNodeConfig(nodes[1]!, nodes);

  it('routes to both other nodes and never to itself', () => {
    expect(config).toContain('"nats-route://127.0.0.1:6301"');
    expect(config).toContain('"nats-route://127.0.0.1:6303"');
    expect(config).not.toContain('nats-route://127.0.0.1:6302');
    expect(config).toContain('listen: "127.0.0.1:6302"');
  });

  it('runs JetStream in its own store, named, with a monitoring port for the health check', () => {
    expect(config).toContain('server_name: "nats-2"');
    expect(config).toContain('store_dir: "/tmp/js-2"');
    expect(config).toContain('http_port: 8302');
    expect(config).toContain('port: 4302');
  });
});
