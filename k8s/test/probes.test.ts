import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { platform } from '@cadeau/platform';
import { createService, METRICS_PATH, type Service } from '@cadeau/service-kit';
import { createGateway, type Gateway } from '../../gateway/src/app';
import { DEFAULT_METRICS_PORT, defaultStaticRoots, loadConfig as gatewayConfig } from '../../gateway/src/config';
import { staticFiles } from '../../gateway/src/static-files';
import { environmentOf } from './environment';
import { find } from './platform';
import { containersOf, K8S_DIR, render, REPO_ROOT } from './render';

/**
 * The probe paths of the manifests are answered by the code that runs in the pods: the service kit's health routes
 * (every service is a createService), the gateway itself, and the manifest's remote entries, which the Ingress
 * sends to the micro-frontends' nginx.
 */
const base = render(path.join(K8S_DIR, 'base')).objects;
const secret = 'probe-check-secret-of-32-characters!';

function probePaths(folder: string): string[] {
  const [c] = containersOf(find(base, 'Deployment', folder));
  const probes = [c.startupProbe, c.livenessProbe, c.readinessProbe].filter(Boolean);
  return [...new Set(probes.map((p) => p.httpGet.path as string))];
}

/** Where a pod's annotations tell Prometheus to scrape it (ADR 0033). */
function scrapeOf(folder: string): { scrape?: string; port: number; path?: string } {
  const annotations = find(base, 'Deployment', folder).spec.template.metadata.annotations ?? {};
  return {
    scrape: annotations['prometheus.io/scrape'],
    port: Number(annotations['prometheus.io/port']),
    path: annotations['prometheus.io/path'],
  };
}

async function get(server: http.Server, pathname: string): Promise<Response> {
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${pathname}`);
}

describe('a service of the kit (without database and NATS, so ready at once)', () => {
  let service: Service;
  let server: http.Server;

  beforeAll(async () => {
    service = await createService({ name: 'probe-check', secret, setup: () => undefined });
    server = await service.listen(0, '127.0.0.1');
  });
  afterAll(() => service.close());

  it.each(platform.services.map((s) => [s.folder]))('answers the probes of %s with 200', async (folder) => {
    for (const p of probePaths(folder))
      expect({ path: p, status: (await get(server, p)).status }).toEqual({ path: p, status: 200 });
  });

  it.each(platform.services.map((s) => [s.folder, s.port.default]))(
    'serves the metrics %s is annotated for, on its own port (%d)',
    async (folder, port) => {
      expect(scrapeOf(folder)).toEqual({ scrape: 'true', port, path: METRICS_PATH });
      const [container] = containersOf(find(base, 'Deployment', folder));
      expect(container.ports).toContainEqual({ name: 'http', containerPort: port });
      const answer = await get(server, METRICS_PATH);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('http_requests_total');
    },
  );
});

describe('the gateway, configured as its Deployment configures it', () => {
  let gateway: Gateway;
  let server: http.Server;

  beforeAll(async () => {
    const env = environmentOf(find(base, 'Deployment', 'gateway'), base);
    // No NATS and no Postgres here: the readiness check then has nothing to wait for.
    gateway = await createGateway({ ...gatewayConfig(env), natsUrl: null, databaseUrl: null });
    server = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(() => gateway.close());

  it('answers its probes with 200', async () => {
    for (const p of probePaths('gateway'))
      expect({ path: p, status: (await get(server, p)).status }).toEqual({ path: p, status: 200 });
  });

  it('serves its metrics on the annotated port of their own, which no Service exposes, and not on its public one', async () => {
    const config = gatewayConfig(environmentOf(find(base, 'Deployment', 'gateway'), base));
    const { scrape, port, path: metricsPath } = scrapeOf('gateway');
    expect({ scrape, port, path: metricsPath }).toEqual({
      scrape: 'true',
      port: config.metricsPort,
      path: METRICS_PATH,
    });
    expect(port).toBe(DEFAULT_METRICS_PORT);
    const [container] = containersOf(find(base, 'Deployment', 'gateway'));
    expect(container.ports).toContainEqual({ name: 'metrics', containerPort: port });
    expect(find(base, 'Service', 'gateway').spec.ports.map((p: { port: number }) => p.port)).not.toContain(port);
    // Here on a free port: the Deployment's 9464 is checked above.
    const metricsServer = await gateway.listenMetrics(0, '127.0.0.1');
    const answer = await get(metricsServer, METRICS_PATH);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('http_requests_total');
    expect((await get(server, METRICS_PATH)).status).toBe(404);
  });
});

describe("the gateway's /mfe-manifest.json", () => {
  let service: Service;
  let server: http.Server;

  beforeAll(async () => {
    service = await createService({
      name: 'manifest-check',
      secret,
      setup: (kit) => void kit.app.use(staticFiles(defaultStaticRoots(REPO_ROOT), 'prod')),
    });
    server = await service.listen(0, '127.0.0.1');
  });
  afterAll(() => service.close());

  it("names each micro-frontend's remote entry at the path its Deployment is probed on", async () => {
    const manifest = (await (await get(server, '/mfe-manifest.json')).json()) as { remotes: Record<string, string> };
    const probed = platform.microFrontends.map((m) => probePaths(m.folder));
    expect(probed.every((paths) => paths.length === 1)).toBe(true);
    expect(Object.values(manifest.remotes).sort()).toEqual(probed.map(([p]) => p).sort());
  });
});
