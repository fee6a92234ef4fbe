import fs from 'node:fs';
import path from 'node:path';
import { admits, type PodRef } from './network-policy';
import { find } from './platform';
import { containersOf, K8S_DIR, podSpecOf, readYamlFile, render, REPO_ROOT, type K8sObject } from './render';
import { schemaProblems } from './schema';

/**
 * Production's first platform administrator (issue 21): `k8s/first-admin/<env>` is the overlay plus the component
 * with the one-time Job that runs svc-identity's create-first-admin; the operator applies its objects alone
 * (README "Deploying to Kubernetes").
 */
const COMPONENT = path.join(K8S_DIR, 'first-admin', 'component');
const LABEL = 'app.kubernetes.io/component';
const envs = ['staging', 'production'].map((env) => {
  const overlay = render(path.join(K8S_DIR, 'overlays', env)).objects;
  const withJob = render(path.join(K8S_DIR, 'first-admin', env)).objects;
  return { env, overlay, withJob, added: withJob.filter((o) => o.metadata.labels?.[LABEL] === 'first-admin') };
});
const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const key = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;

describe.each(envs)('k8s/first-admin/$env', ({ env, overlay, withJob, added }) => {
  const job = find(withJob, 'Job', 'create-first-admin');
  const [container] = containersOf(job);
  const identity = find(overlay, 'Deployment', 'svc-identity');

  it("is the overlay unchanged plus the component's objects, each labelled for the operator's selector", () => {
    const componentFiles = (readYamlFile(path.join(COMPONENT, 'kustomization.yaml'))[0] as { resources: string[] })
      .resources;
    expect(added.map(key).sort()).toEqual(
      ['Job/create-first-admin', 'NetworkPolicy/postgres-from-first-admin', 'ServiceAccount/create-first-admin'].sort(),
    );
    expect(componentFiles).toHaveLength(added.length);
    expect(withJob.filter((o) => !added.includes(o))).toEqual(overlay);
    // The overlay itself (what every deploy applies) holds none of them.
    expect(overlay.filter((o) => o.metadata.labels?.[LABEL] === 'first-admin')).toEqual([]);
  });

  it("runs in the overlay's namespace with the overlay's svc-identity image, valid against the schemas", () => {
    for (const o of added) {
      expect([key(o), o.metadata.namespace]).toEqual([key(o), identity.metadata.namespace]);
      expect([key(o), schemaProblems(o)]).toEqual([key(o), []]);
    }
    expect(container.image).toBe(containersOf(identity)[0].image);
    expect(container.image).toMatch(new RegExp(`/cadeau/svc-identity:[^:]+$`));
  });

  it('runs create-first-admin once with the address of the ConfigMap cadeau-first-admin, on the database', () => {
    expect(container.workingDir).toBe('/app/svc-identity');
    expect(container.command).toEqual([
      'node',
      '--enable-source-maps',
      'dist/create-first-admin.js',
      '--email',
      '$(FIRST_ADMIN_EMAIL)',
    ]);
    const variable = (name: string) => container.env.find((e: { name: string }) => e.name === name);
    expect(variable('FIRST_ADMIN_EMAIL').valueFrom).toEqual({
      configMapKeyRef: { name: 'cadeau-first-admin', key: 'email' },
    });
    // Straight to the primary, as svc-identity's migration Job (the Deployment goes through the pooler).
    expect(variable('DATABASE_URL')).toEqual(
      containersOf(find(overlay, 'Job', 'svc-identity-migrate'))[0].env.find(
        (e: { name: string }) => e.name === 'DATABASE_URL',
      ),
    );
    expect(variable('NODE_ENV')).toEqual({ name: 'NODE_ENV', value: 'production' });
    expect(job.spec).toMatchObject({ backoffLimit: 0, ttlSecondsAfterFinished: expect.any(Number) });
    expect(podSpecOf(job).restartPolicy).toBe('Never');
  });

  it('is hardened as every pod: non-root, no token, its own ServiceAccount, read-only root', () => {
    const pod = podSpecOf(job);
    expect(pod).toMatchObject({
      serviceAccountName: 'create-first-admin',
      automountServiceAccountToken: false,
      enableServiceLinks: false,
      securityContext: { runAsNonRoot: true, runAsUser: 1000 },
    });
    expect(find(withJob, 'ServiceAccount', 'create-first-admin').automountServiceAccountToken).toBe(false);
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
  });

  it('reaches Postgres, and adds no other connection', () => {
    const namespace = { 'kubernetes.io/metadata.name': identity.metadata.namespace as string };
    const jobPod: PodRef = { labels: job.spec.template.metadata.labels, namespaceLabels: namespace };
    // CloudNativePG's labels of an instance (its pooler's pods carry the cluster's label too).
    const postgres: PodRef = {
      labels: { 'cnpg.io/cluster': find(withJob, 'Cluster', 'cadeau-db').metadata.name, 'cnpg.io/podRole': 'instance' },
      namespaceLabels: namespace,
    };
    const policiesOf = (objects: K8sObject[]) => objects.filter((o) => o.kind === 'NetworkPolicy');
    expect(admits(policiesOf(overlay), postgres, { number: 5432 }, jobPod)).toBe(false);
    expect(admits(policiesOf(withJob), postgres, { number: 5432 }, jobPod)).toBe(true);
    expect(admits(policiesOf(withJob), postgres, { number: 8000 }, jobPod)).toBe(false);
    // Nothing reaches the Job's pod: the base denies all ingress and the component admits none.
    const identityPod: PodRef = { labels: identity.spec.template.metadata.labels, namespaceLabels: namespace };
    expect(admits(policiesOf(withJob), jobPod, { number: 3101, name: 'http' }, identityPod)).toBe(false);
  });

  it('is what the README tells the operator to apply, with the ConfigMap it reads', () => {
    expect(readme).toContain(`k8s/first-admin/${env}`);
    expect(readme).toContain(`kubectl apply -k k8s/first-admin/staging -l ${LABEL}=first-admin`);
    expect(readme).toContain('create configmap cadeau-first-admin --from-literal=email=');
  });
});
