import path from 'node:path';
import { mailStream, streams } from '@cadeau/contracts';
import { campaignIntakeConsumer } from '../../svc-mail/src/workers/campaign-intake';
import { intakeConsumer } from '../../svc-mail/src/workers/intake-consumer';
import { find, serviceFolders } from './platform';
import { containersOf, K8S_DIR, podSpecOf, render, splitImage, type K8sObject } from './render';

/**
 * Rules every rendering must keep (issue 21, ADR 0027): the gateway and the HTTP services autoscale on CPU, the
 * workers that drain queues on their JetStream consumers' lag (KEDA), no workload under two autoscalers; disruption
 * budgets never block a drain at the minimum replica count; each workload runs as its own ServiceAccount without a
 * token; every image is an exact release.
 */
const renders = ['base', 'overlays/staging', 'overlays/production'].map((dir): [string, K8sObject[]] => [
  dir,
  render(path.join(K8S_DIR, dir)).objects,
]);

/** The queues svc-mail drains, named as its own consumers and the contracts name them. */
const mailQueues = [intakeConsumer({} as never), campaignIntakeConsumer({} as never)].map((c) => ({
  stream: c.stream,
  consumer: c.durable,
}));
const queueWorkers = new Set(['svc-mail']);
const httpProcesses = ['gateway', ...serviceFolders.filter((f) => !queueWorkers.has(f))];

const of = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const targetName = (o: K8sObject): string => o.spec.scaleTargetRef.name;

/** The fewest replicas a workload runs with: its autoscaler's floor, else its own count (1 when unset). */
function minReplicas(objects: K8sObject[], workload: K8sObject): number {
  const name = workload.metadata.name;
  const hpa = of(objects, 'HorizontalPodAutoscaler').find((h) => targetName(h) === name);
  const scaled = of(objects, 'ScaledObject').find((s) => targetName(s) === name);
  if (hpa) return hpa.spec.minReplicas ?? 1;
  if (scaled) return scaled.spec.minReplicaCount ?? 0;
  return workload.spec.replicas ?? 1;
}

it('svc-mail drains the MAIL and CAMPAIGN streams with its intake consumers', () => {
  expect(mailQueues).toEqual([
    { stream: mailStream.name, consumer: 'mail-intake' },
    { stream: streams.campaign.name, consumer: 'mail-campaign-intake' },
  ]);
});

describe.each(renders)('in %s', (dir, objects) => {
  const deployments = of(objects, 'Deployment');
  const workloads = objects.filter((o) => podSpecOf(o));

  describe('autoscaling', () => {
    it.each(httpProcesses.map((f) => [f]))('%s has a HorizontalPodAutoscaler on CPU', (folder) => {
      const hpas = of(objects, 'HorizontalPodAutoscaler').filter((h) => targetName(h) === folder);
      expect(hpas).toHaveLength(1);
      const [hpa] = hpas;
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: folder });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(dir.endsWith('staging') ? 1 : 2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(hpa.spec.metrics).toEqual([
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      ]);
      // Utilization is a share of the request: without one the autoscaler has nothing to measure against.
      for (const c of containersOf(find(objects, 'Deployment', folder))) expect(c.resources.requests.cpu).toBeDefined();
    });

    it('svc-mail scales with KEDA on the lag of the consumers of its queues, and on CPU for its HTTP side', () => {
      const scaled = find(objects, 'ScaledObject', 'svc-mail');
      expect(scaled.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'svc-mail' });
      expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
      expect(scaled.spec.maxReplicaCount).toBeGreaterThan(scaled.spec.minReplicaCount);
      const triggers = scaled.spec.triggers as Array<{ type: string; metadata: Record<string, string> }>;
      const lag = triggers.filter((t) => t.type === 'nats-jetstream');
      expect(lag.map((t) => ({ stream: t.metadata.stream, consumer: t.metadata.consumer }))).toEqual(mailQueues);
      const namespace = of(objects, 'Namespace')[0]?.metadata.name ?? 'cadeau';
      const headless = find(objects, 'Service', find(objects, 'StatefulSet', 'nats').spec.serviceName);
      const monitor = headless.spec.ports.find((p: { name: string }) => p.name === 'monitor');
      for (const t of lag) {
        // KEDA's operator runs in its own namespace: the endpoint is the headless Service's full name, so that it
        // also resolves each server (nats-0.…) to ask the consumer's leader.
        expect(t.metadata.natsServerMonitoringEndpoint).toBe(
          `${headless.metadata.name}.${namespace}.svc.cluster.local:${monitor.port}`,
        );
        expect(t.metadata.account).toBe('$G');
        expect(Number(t.metadata.lagThreshold)).toBeGreaterThan(0);
      }
      expect(triggers).toContainEqual({ type: 'cpu', metricType: 'Utilization', metadata: { value: '70' } });
    });

    it('puts no workload under two autoscalers, and every autoscaler on a Deployment that exists', () => {
      const targets = [...of(objects, 'HorizontalPodAutoscaler'), ...of(objects, 'ScaledObject')].map(targetName);
      expect(targets.filter((t, i) => targets.indexOf(t) !== i)).toEqual([]);
      expect([...targets].sort()).toEqual([...httpProcesses, ...queueWorkers].sort());
      for (const t of targets) expect(find(objects, 'Deployment', t).spec.replicas).toBeUndefined();
    });
  });

  it('gives every Deployment and StatefulSet a disruption budget that lets a drain go on at its minimum', () => {
    for (const workload of [...deployments, ...of(objects, 'StatefulSet')]) {
      const name = workload.metadata.name;
      const pdbs = of(objects, 'PodDisruptionBudget').filter(
        (p) => JSON.stringify(p.spec.selector) === JSON.stringify({ matchLabels: workload.spec.selector.matchLabels }),
      );
      expect({ name, budgets: pdbs.length }).toEqual({ name, budgets: 1 });
      const { minAvailable, maxUnavailable } = pdbs[0].spec;
      const min = minReplicas(objects, workload);
      // Either at most one pod away (a drain takes one at a time, never blocked), or fewer required than the minimum.
      const consistent =
        minAvailable === undefined ? maxUnavailable === 1 : typeof minAvailable === 'number' && minAvailable < min;
      expect({ name, min, minAvailable, maxUnavailable, consistent }).toMatchObject({ name, consistent: true });
    }
  });

  it.each(workloads.map((w): [string, K8sObject] => [`${w.kind} ${w.metadata.name}`, w]))(
    '%s runs as its own ServiceAccount, without an API token',
    (_, workload) => {
      const pod = podSpecOf(workload);
      const name = pod.serviceAccountName as string;
      expect(name).toBe(workload.metadata.name);
      expect(pod.automountServiceAccountToken).toBe(false);
      const account = find(objects, 'ServiceAccount', name);
      expect(account.automountServiceAccountToken).toBe(false);
      // A migration's account is applied with it by the deploy's first step (selected by this label).
      const component = workload.spec.template.metadata.labels['app.kubernetes.io/component'];
      expect(account.metadata.labels?.['app.kubernetes.io/component']).toBe(component);
    },
  );

  it('runs every image at an exact release (a version or a digest), never a floating tag', () => {
    const images = [
      ...workloads.flatMap((w) => containersOf(w).map((c) => c.image as string)),
      ...of(objects, 'Cluster').map((c) => c.spec.imageName as string),
      ...of(objects, 'Pooler').map((p) => p.spec.pgbouncer.image as string),
    ];
    // The base leaves Cadeau's own images untagged: each overlay sets one tag for all of them.
    const checked = dir === 'base' ? images.filter((i) => !i.startsWith('cadeau/')) : images;
    expect(checked.length).toBeGreaterThan(0);
    for (const image of checked) expect({ image, exact: isExactRelease(image) }).toEqual({ image, exact: true });
  });
});

/**
 * Whether an image names one build: a digest, or a tag with the full version (major.minor.patch; PostgreSQL's
 * releases are major.minor) and optionally a variant (`-alpine`). `latest`, `2`, `2.12`, `18` float.
 */
function isExactRelease(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const [repo, tag] = splitImage(image);
  if (!tag) return false;
  const parts = repo.endsWith('/postgresql') ? 2 : 3;
  return new RegExp(`^v?\\d+(\\.\\d+){${parts - 1}}(-[a-z0-9.-]+)?$`).test(tag);
}

it('an exact release is a full version or a digest', () => {
  expect(isExactRelease('nats:2.12.1-alpine')).toBe(true);
  expect(isExactRelease('registry.cadeau.example/cadeau/gateway:0.1.0')).toBe(true);
  expect(isExactRelease('ghcr.io/cloudnative-pg/postgresql:18.4-standard-trixie')).toBe(true);
  expect(isExactRelease(`nats@sha256:${'a'.repeat(64)}`)).toBe(true);
  for (const floating of ['nats', 'nats:latest', 'nats:2.12-alpine', 'nats:2', 'ghcr.io/cloudnative-pg/postgresql:18'])
    expect({ floating, exact: isExactRelease(floating) }).toEqual({ floating, exact: false });
});
