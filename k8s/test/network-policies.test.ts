import path from 'node:path';
import { admits, type PodRef } from './network-policy';
import { find, mfeFolders, serviceFolders } from './platform';
import { K8S_DIR, render, type K8sObject } from './render';

/** Who may connect to whom in the production overlay, evaluated on its NetworkPolicies (ADR 0011, ADR 0027). */
const objects = render(path.join(K8S_DIR, 'overlays', 'production')).objects;
const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
const namespace = { 'kubernetes.io/metadata.name': find(objects, 'Namespace', 'cadeau').metadata.name };

const podOf = (workload: K8sObject): PodRef => ({
  labels: workload.spec.template.metadata.labels,
  namespaceLabels: namespace,
});
const outside = (ns: string): PodRef => ({ labels: {}, namespaceLabels: { 'kubernetes.io/metadata.name': ns } });

const pods: Record<string, PodRef> = {
  ingressController: outside('ingress-nginx'),
  cnpgOperator: outside('cnpg-system'),
  keda: outside('keda'),
  monitoring: outside('monitoring'),
  otherNamespace: outside('somebody-else'),
  strayPod: { labels: { app: 'debug' }, namespaceLabels: namespace },
  gateway: podOf(find(objects, 'Deployment', 'gateway')),
  frontend: podOf(find(objects, 'Deployment', mfeFolders[0])),
  migration: podOf(find(objects, 'Job', `${serviceFolders[0]}-migrate`)),
  nats: podOf(find(objects, 'StatefulSet', 'nats')),
  // CloudNativePG labels its instances and its pooler's pods with their cluster and their role (and more).
  postgres: {
    labels: {
      'cnpg.io/cluster': find(objects, 'Cluster', 'cadeau-db').metadata.name,
      'cnpg.io/podRole': 'instance',
      'app.kubernetes.io/component': 'database',
    },
    namespaceLabels: namespace,
  },
  pooler: {
    labels: {
      'cnpg.io/cluster': find(objects, 'Pooler', 'cadeau-db-pooler-rw').spec.cluster.name,
      'cnpg.io/poolerName': find(objects, 'Pooler', 'cadeau-db-pooler-rw').metadata.name,
      'cnpg.io/podRole': 'pooler',
      'app.kubernetes.io/component': 'pooler',
    },
    namespaceLabels: namespace,
  },
  ...Object.fromEntries(serviceFolders.map((f) => [f, podOf(find(objects, 'Deployment', f))])),
};

const http = { number: 8080, name: 'http' };
/** Who may connect to `target` (itself included: another pod of the same workload). */
const allowed = (target: string, port: { number: number; name?: string }): string[] =>
  Object.keys(pods)
    .filter((source) => admits(policies, pods[target], port, pods[source]))
    .sort();

it('only the ingress controller reaches the gateway and the micro-frontends', () => {
  expect(allowed('gateway', http)).toEqual(['ingressController']);
  expect(allowed('frontend', http)).toEqual(['ingressController']);
});

it.each(serviceFolders.map((f) => [f]))('only the gateway, the services and Prometheus reach %s', (folder) => {
  expect(allowed(folder, { number: 3100, name: 'http' })).toEqual(['gateway', 'monitoring', ...serviceFolders].sort());
});

it("only Prometheus reaches the gateway's metrics port, and nothing else of the namespace", () => {
  expect(allowed('gateway', { number: 9464, name: 'metrics' })).toEqual(['monitoring']);
  expect(allowed('frontend', { number: 8080, name: 'http' })).not.toContain('monitoring');
  expect(allowed('nats', { number: 8222, name: 'monitor' })).not.toContain('monitoring');
  expect(allowed('postgres', { number: 5432 })).not.toContain('monitoring');
});

it('only the services, the gateway and the other NATS servers reach NATS; only the servers its cluster port', () => {
  expect(allowed('nats', { number: 4222, name: 'client' })).toEqual(['gateway', 'nats', ...serviceFolders].sort());
  expect(allowed('nats', { number: 6222, name: 'cluster' })).toEqual(['nats']);
});

it("only the other servers and KEDA (svc-mail's consumer lag) read NATS's monitoring port", () => {
  expect(allowed('nats', { number: 8222, name: 'monitor' })).toEqual(['keda', 'nats']);
});

it('only the pooler, the migrations, the other instances and the operator reach Postgres', () => {
  expect(allowed('postgres', { number: 5432 })).toEqual(['cnpgOperator', 'migration', 'pooler', 'postgres']);
  expect(allowed('postgres', { number: 8000 })).toEqual(['cnpgOperator', 'postgres']);
});

it('only the services and the gateway reach the pooler; Prometheus its metrics port alone', () => {
  expect(allowed('pooler', { number: 5432, name: 'pgbouncer' })).toEqual(['gateway', ...serviceFolders].sort());
  expect(allowed('pooler', { number: 9127, name: 'metrics' })).toEqual(['monitoring']);
});
