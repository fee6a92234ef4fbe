import fs from 'node:fs';
import path from 'node:path';
import { platform, remoteUrlPrefix, urlEnvName, type ServiceEntry } from '@cadeau/platform';
import { dockerStage } from './dockerfile';
import { environmentOf, secretRefsOf } from './environment';
import { find, mfeEntry, mfeFolders, serviceEntry, serviceFolders } from './platform';
import { containersOf, K8S_DIR, podSpecOf, render, REPO_ROOT } from './render';

const base = render(path.join(K8S_DIR, 'base')).objects;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own mapping, plain CommonJS
const { compiledEntry } = require('../../packages/build-config/server-bundle') as {
  compiledEntry: (entry: string) => string;
};
const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const deploySection = readme.slice(readme.indexOf('## Deploying to Kubernetes')).split(/\n## /)[0];

/** Every process with a Deployment of its own, and the port it listens on. */
const nodeProcesses = [
  { folder: 'gateway', port: platform.gateway.port.default },
  ...serviceFolders.map((folder) => ({ folder, port: serviceEntry(folder).port.default })),
];

describe('every service workspace and the gateway', () => {
  it('are the services of the platform registry', () => {
    expect([...serviceFolders].sort()).toEqual(platform.services.map((s) => s.folder).sort());
  });

  it.each(nodeProcesses.map((p): [string, number] => [p.folder, p.port]))(
    '%s has a Deployment and a Service on port %d',
    (folder, port) => {
      const deployment = find(base, 'Deployment', folder);
      const service = find(base, 'Service', folder);
      const [container] = containersOf(deployment);
      expect(container.image).toBe(`cadeau/${folder}`);
      // Beside it only the gateway's metrics port, which no Service exposes (probes.test.ts).
      expect(container.ports.filter((p: { name: string }) => p.name !== 'metrics')).toEqual([
        { name: 'http', containerPort: port },
      ]);
      expect(environmentOf(deployment, base).PORT).toBe(String(port));
      expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
      expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
      expect(service.spec.ports).toEqual([{ name: 'http', port, targetPort: 'http' }]);
      // The image listens where the manifests expect it.
      expect(dockerStage(folder)).toContain(`EXPOSE ${port}`);
    },
  );

  it.each(nodeProcesses.map((p) => [p.folder]))(
    '%s is probed on the kit health paths: started and alive on /healthz, ready on /readyz',
    (folder) => {
      const [container] = containersOf(find(base, 'Deployment', folder));
      expect(container.startupProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    },
  );

  it('reach each other through the Services the shared ConfigMap names (<NAME>_URL)', () => {
    const config = find(base, 'ConfigMap', 'cadeau-config').data;
    for (const s of platform.services) {
      expect(config[urlEnvName(s.name)]).toBe(`http://${s.folder}:${s.port.default}`);
      expect(find(base, 'Service', s.folder).spec.ports[0].port).toBe(s.port.default);
    }
    const [host, port] = new URL(config.NATS_URL).host.split(':');
    expect(find(base, 'Service', host).spec.ports).toContainEqual(expect.objectContaining({ port: Number(port) }));
  });
});

describe('migrations', () => {
  const migrating = (platform.services as readonly ServiceEntry[]).filter((s) => s.migrate);

  it('every service with a database has one', () => {
    for (const folder of serviceFolders) {
      const usesDatabase = 'DATABASE_URL' in environmentOf(find(base, 'Deployment', folder), base);
      expect({ folder, migrates: !!serviceEntry(folder).migrate }).toEqual({ folder, migrates: usesDatabase });
    }
  });

  it.each(migrating.map((s): [string, string] => [s.folder, s.migrate!]))(
    '%s runs as a Job with the service image and its migrate entry %s, on the same database',
    (folder, migrate) => {
      const job = find(base, 'Job', `${folder}-migrate`);
      const [container] = containersOf(job);
      expect(fs.existsSync(path.join(REPO_ROOT, folder, migrate))).toBe(true);
      expect(container.image).toBe(`cadeau/${folder}`);
      expect(container.workingDir).toBe(`/app/${folder}`);
      // Compiled into the image (ADR 0001): src/migrate.ts runs as dist/migrate.js.
      expect(container.command).toEqual(['node', '--enable-source-maps', compiledEntry(migrate)]);
      expect(job.spec.template.spec.restartPolicy).toBe('Never');
      expect(job.spec.template.metadata.labels['app.kubernetes.io/component']).toBe('migration');
      // The database the Deployment reaches through the pooler (its role and database name), at the primary directly.
      const secretOf = (o: typeof job, key: string) => secretRefsOf(o).find((r) => r.key === key)?.name;
      expect(secretOf(job, 'uri')).toBeDefined();
      expect(secretOf(job, 'uri')).toBe(secretOf(find(base, 'Deployment', folder), 'username'));
    },
  );
});

describe('every micro-frontend workspace', () => {
  it('is a micro-frontend of the platform registry', () => {
    expect([...mfeFolders].sort()).toEqual(platform.microFrontends.map((m) => m.folder).sort());
  });

  it.each(mfeFolders.map((f) => [f]))(
    '%s has a Deployment and a Service serving its bundles where the manifest points',
    (folder) => {
      const prefix = remoteUrlPrefix(mfeEntry(folder));
      const deployment = find(base, 'Deployment', folder);
      const service = find(base, 'Service', folder);
      const [container] = containersOf(deployment);
      expect(container.image).toBe(`cadeau/${folder}`);
      expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
      expect(container.readinessProbe.httpGet).toEqual({ path: `${prefix}remoteEntry.js`, port: 'http' });
      expect(container.livenessProbe.httpGet).toEqual({ path: `${prefix}remoteEntry.js`, port: 'http' });
      // The image puts dist/ at that path under the root of the nginx server.
      expect(dockerStage(folder)).toContain(`COPY --from=build /app/${folder}/dist /usr/share/nginx/html${prefix}\n`);
      expect(find(base, 'ConfigMap', 'mfe-nginx').data['default.conf']).toContain('root /usr/share/nginx/html;');
    },
  );
});

describe('the Ingress', () => {
  const ingress = find(base, 'Ingress', 'cadeau');
  const paths = ingress.spec.rules[0].http.paths as Array<{
    path: string;
    pathType: string;
    backend: { service: { name: string; port: { name: string } } };
  }>;
  const route = (p: string) => paths.find((r) => r.path === p);

  it('sends everything to the gateway but each micro-frontend path, under TLS', () => {
    expect(route('/')?.backend.service).toEqual({ name: 'gateway', port: { name: 'http' } });
    expect(ingress.spec.tls[0].hosts).toEqual([ingress.spec.rules[0].host]);
    expect(paths.map((p) => p.pathType)).toEqual(paths.map(() => 'Prefix'));
  });

  it.each(mfeFolders.map((f) => [f]))('sends %s its path', (folder) => {
    const prefix = remoteUrlPrefix(mfeEntry(folder));
    expect(route(prefix)?.backend.service).toEqual({ name: folder, port: { name: 'http' } });
  });
});

describe('every pod', () => {
  const workloads = base.filter((o) => podSpecOf(o));

  it.each(workloads.map((o) => [`${o.kind} ${o.metadata.name}`, o]))(
    '%s runs without root, privileges or a writable image, within limits',
    (_, workload) => {
      const pod = podSpecOf(workload);
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      // Service links would add <SERVICE>_PORT=tcp://… variables, and GATEWAY_PORT is the gateway's own port.
      expect(pod.enableServiceLinks).toBe(false);
      for (const c of containersOf(workload)) {
        expect(c.securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(c.resources.requests.cpu).toBeDefined();
        expect(c.resources.requests.memory).toBeDefined();
        expect(c.resources.limits.memory).toBeDefined();
      }
    },
  );

  it('of a Deployment runs twice (at least, when autoscaled) and may lose one at a time to a drain', () => {
    const autoscalers = base.filter((o) => ['HorizontalPodAutoscaler', 'ScaledObject'].includes(o.kind));
    for (const d of base.filter((o) => o.kind === 'Deployment')) {
      const autoscaler = autoscalers.find((a) => a.spec.scaleTargetRef.name === d.metadata.name);
      const replicas = autoscaler ? (autoscaler.spec.minReplicas ?? autoscaler.spec.minReplicaCount) : d.spec.replicas;
      expect({ name: d.metadata.name, replicas }).toEqual({ name: d.metadata.name, replicas: 2 });
      const pdb = find(base, 'PodDisruptionBudget', d.metadata.name);
      expect(pdb.spec).toEqual({ maxUnavailable: 1, selector: { matchLabels: d.spec.selector.matchLabels } });
    }
  });
});

describe('NATS', () => {
  const sts = find(base, 'StatefulSet', 'nats');
  const conf: string = find(base, 'ConfigMap', 'nats-config').data['nats.conf'];

  it('is a three-node JetStream cluster whose routes name every pod through the headless Service', () => {
    const headless = find(base, 'Service', sts.spec.serviceName);
    expect(sts.spec.replicas).toBe(3);
    expect(headless.spec).toMatchObject({ clusterIP: 'None', publishNotReadyAddresses: true });
    expect(conf).toMatch(/jetstream \{[^}]*store_dir: \/data/);
    for (let i = 0; i < sts.spec.replicas; i++)
      expect(conf).toContain(`nats://nats-${i}.${headless.metadata.name}:6222`);
    expect(sts.spec.volumeClaimTemplates[0].metadata.name).toBe('data');
    expect(containersOf(sts)[0].volumeMounts).toContainEqual({ name: 'data', mountPath: '/data' });
    expect(find(base, 'PodDisruptionBudget', 'nats').spec.maxUnavailable).toBe(1);
  });
});

describe('Postgres', () => {
  const cluster = find(base, 'Cluster', 'cadeau-db');

  it('is a CloudNativePG cluster whose generated application Secret is every DATABASE_URL', () => {
    expect(cluster.apiVersion).toBe('postgresql.cnpg.io/v1');
    expect(cluster.spec.instances).toBe(3);
    const { database, owner } = cluster.spec.bootstrap.initdb;
    expect({ database, owner }).toEqual({ database: 'cadeau', owner: 'cadeau' });
    for (const o of base.filter((w) => podSpecOf(w))) {
      for (const ref of secretRefsOf(o).filter((r) => r.key === 'uri'))
        expect(ref).toEqual({ name: `${cluster.metadata.name}-app`, key: 'uri', optional: false });
    }
  });
});

describe('the Secrets the manifests read', () => {
  it('are each named with their keys in the README section "Deploying to Kubernetes"', () => {
    const refs = base.filter((o) => podSpecOf(o)).flatMap(secretRefsOf);
    expect(refs.length).toBeGreaterThan(0);
    for (const { name, key } of refs) {
      expect({ name, documented: deploySection.includes(name) }).toEqual({ name, documented: true });
      expect({ key, documented: deploySection.includes(key) }).toEqual({ key, documented: true });
    }
  });
});
