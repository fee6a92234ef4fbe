import path from 'node:path';
import { find } from './platform';
import { K8S_DIR, render, type K8sObject } from './render';
import { schemaProblems } from './schema';

/** Every object of the base and of both overlays, as kubectl renders it, is valid against its schema, strictly. */
const renders = ['base', 'overlays/staging', 'overlays/production'].map((dir): [string, K8sObject[]] => [
  dir,
  render(path.join(K8S_DIR, dir)).objects,
]);

describe.each(renders)('every object of %s', (_, objects) => {
  it.each(objects.map((o): [string, K8sObject] => [`${o.kind} ${o.metadata.name}`, o]))(
    '%s is valid against its schema, with no field the schema does not know',
    (_name, o) => {
      expect(schemaProblems(o)).toEqual([]);
    },
  );
});

describe('the validation refuses', () => {
  const base = renders[0][1];

  it('a misspelt field of a Deployment (replica for replicas)', () => {
    const deployment = structuredClone(find(base, 'Deployment', 'gateway'));
    deployment.spec.replica = deployment.spec.replicas;
    delete deployment.spec.replicas;
    expect(schemaProblems(deployment)).toEqual(['/spec/replica: unknown field of Deployment']);
  });

  it('a misspelt field deep in a pod template and a map of the wrong type', () => {
    const deployment = structuredClone(find(base, 'Deployment', 'gateway'));
    deployment.spec.template.spec.containers[0].imagePullPolice = 'Always';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (deployment.metadata.labels as any).count = 3;
    const problems = schemaProblems(deployment);
    expect(problems).toContain('/spec/template/spec/containers/0/imagePullPolice: unknown field of Deployment');
    expect(problems.join('\n')).toMatch(/labels\/count must be string/);
  });

  it('a misspelt field of a custom kind and of its metadata', () => {
    const cluster = structuredClone(find(base, 'Cluster', 'cadeau-db'));
    cluster.spec.instance = 3;
    Object.assign(cluster.metadata, { label: {} });
    expect(schemaProblems(cluster).sort()).toEqual(
      ['/spec/instance: unknown field of Cluster', '/metadata/label: unknown field of Cluster'].sort(),
    );
  });

  it('a KEDA ScaledObject with minReplicaCount misspelt', () => {
    const scaledObject: K8sObject = {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name: 'svc-mail' },
      spec: {
        scaleTargetRef: { name: 'svc-mail' },
        minReplicaCont: 1,
        triggers: [{ type: 'cpu', metricType: 'Utilization', metadata: { value: '70' } }],
      },
    };
    expect(schemaProblems(scaledObject)).toEqual(['/spec/minReplicaCont: unknown field of ScaledObject']);
    delete scaledObject.spec.minReplicaCont;
    expect(schemaProblems(scaledObject)).toEqual([]);
  });

  it('a kind it has no schema for', () => {
    expect(schemaProblems({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } })).toEqual([
      'no schema for example.com/v1 Widget: add its kubernetes-models module to k8s/test/schema.ts',
    ]);
  });
});
