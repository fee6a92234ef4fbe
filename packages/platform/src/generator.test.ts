import fs from 'node:fs';
import path from 'node:path';
import {
  mfeEdits,
  mfeFiles,
  SCALE_PLAN_DOCS,
  SERVICE_PODS,
  serviceEdits,
  serviceFiles,
  takenNames,
  takenPorts,
} from './generator';

// The generator's output on this repository's files, read but never written. That the generated service and
// micro-frontend pass the registry, anatomy and k8s tests is proved in a copy: `npm run proof:new -w @cadeau/platform`.
const root = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const service = { name: 'gifts', port: 3190 };

describe('the service generator', () => {
  const files = serviceFiles(service);
  const edits = serviceEdits(service, read);

  it('creates the anatomy, its tests and the manifests of every service', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'package.json',
        'jest.config.js',
        'tsconfig.json',
        'src/main.ts',
        'src/migrate.ts',
        'src/schema.ts',
        'src/config.ts',
        'src/app.ts',
        'src/db/migrations/index.ts',
        'src/db/migrations/001_examples.ts',
        'src/api/README.md',
        'src/adapters/README.md',
        'src/workers/README.md',
        'src/domain/names.ts',
        'src/domain/names.test.ts',
        'test/anatomy.test.ts',
        'test/migrations.test.ts',
      ]
        .map((f) => `svc-gifts/${f}`)
        .concat(
          ['kustomization', 'deployment', 'service', 'pdb', 'serviceaccount', 'autoscaling', 'migrate-job'].map(
            (f) => `k8s/base/svc-gifts/${f}.yaml`,
          ),
        )
        .sort(),
    );
    const pkg = JSON.parse(files['svc-gifts/package.json']) as { name: string; scripts: Record<string, string> };
    expect(pkg.name).toBe('@cadeau/svc-gifts');
    expect(Object.keys(pkg.scripts)).toEqual([
      'start',
      'build:server',
      'migrate',
      'test',
      'typecheck',
      'lint',
      'lint:types',
    ]);
    expect(files['svc-gifts/src/config.ts']).toContain("serviceConfig('gifts')");
    expect(files['svc-gifts/src/config.ts']).not.toMatch(/3190/);
    expect(files['k8s/base/svc-gifts/deployment.yaml']).toContain("value: '3190'");
  });

  it("runs its migrations up, down and up again against a seed of its example table, as every service's do", () => {
    expect(files['svc-gifts/src/db/migrations/index.ts']).toContain(
      'export const migrations: Migration[] = [exampleTables];',
    );
    expect(files['svc-gifts/src/db/migrations/001_examples.ts']).toContain("createTable('examples'");
    expect(files['svc-gifts/src/db/migrations/001_examples.ts']).toContain("dropTableIfExists('examples')");
    const test = files['svc-gifts/test/migrations.test.ts'];
    expect(test).toContain("import { describeMigrations } from '@cadeau/service-kit/testing';");
    expect(test).toContain('describeMigrations({\n  schema: GIFTS_SCHEMA,\n  migrations,');
    expect(test).toContain("tables: ['examples', 'inbox', 'outbox'],");
    expect(test).toMatch(/seed: async \(db\) => \{\n\s+await db\.raw\(\n\s+`insert into examples /);
  });

  it('joins the workspaces, the registry, the Dockerfile, the k8s lists, the overlays and the k8s loaders', () => {
    expect(Object.keys(edits).sort()).toEqual(
      [
        'package.json',
        'packages/platform/src/registry.ts',
        'Dockerfile',
        'k8s/base/kustomization.yaml',
        'k8s/base/config.yaml',
        'k8s/overlays/staging/kustomization.yaml',
        'k8s/overlays/production/kustomization.yaml',
        'k8s/test/environment.test.ts',
        'docs/operations.md',
        'docs/adr/0027-kubernetes-deployment.md',
      ].sort(),
    );
    expect((JSON.parse(edits['package.json']) as { workspaces: string[] }).workspaces).toContain('svc-gifts');
    expect(takenNames(edits['packages/platform/src/registry.ts'])).toContain('gifts');
    expect(takenPorts(edits['packages/platform/src/registry.ts'])).toContain(3190);
    expect(edits.Dockerfile).toContain('FROM production-deps AS svc-gifts-deps');
    expect(edits.Dockerfile).toContain('FROM node-runtime AS svc-gifts\nCOPY --from=svc-gifts-deps /app ./');
    expect(edits['k8s/base/kustomization.yaml']).toContain('  - svc-gifts\n');
    expect(edits['k8s/base/config.yaml']).toContain('  GIFTS_URL: http://svc-gifts:3190\n');
    for (const overlay of ['staging', 'production']) {
      expect(edits[`k8s/overlays/${overlay}/kustomization.yaml`]).toContain('  - name: cadeau/svc-gifts\n');
    }
    expect(edits['k8s/test/environment.test.ts']).toContain("'svc-gifts': (env) => giftsConfig(env),");
    // Only additions: every line of each file is still there, in order (the scale plan's numbers change in place).
    for (const [file, content] of Object.entries(edits)) {
      if (file === 'package.json' || (SCALE_PLAN_DOCS as readonly string[]).includes(file)) continue;
      const added = content.split('\n').length - read(file).split('\n').length;
      expect(added).toBeGreaterThan(0);
    }
  });

  it("adds its pods' connections to the scale plan's statements of production's (ADR 0034)", () => {
    // Production's DATABASE_POOL_MAX (5) times its pods: 2 at the floor, 4 at the ceiling and a surge pod.
    const stated = (text: string) =>
      [/([\d,]+) client connections at the minimum replicas/, /([\d,]+) at the autoscalers' ceilings/].map((p) =>
        Number(p.exec(text.replace(/\s+/g, ' '))![1].replace(/,/g, '')),
      );
    expect(SERVICE_PODS).toEqual({ min: 2, max: 4, surge: 1 });
    for (const doc of SCALE_PLAN_DOCS) {
      const [min, max] = stated(read(doc));
      expect(stated(edits[doc])).toEqual([min + 10, max + 25]);
      expect(edits[doc].split('\n')).toHaveLength(read(doc).split('\n').length);
    }
    expect(files['k8s/base/svc-gifts/autoscaling.yaml']).toContain('  minReplicas: 2\n  maxReplicas: 4\n');
    expect(files['k8s/base/svc-gifts/deployment.yaml']).toContain('      maxUnavailable: 0\n      maxSurge: 1\n');
  });

  it('refuses a name or a port the registry has, and a name that is no name', () => {
    expect(() => serviceEdits({ name: 'mail', port: 3190 }, read)).toThrow('mail is already in the registry');
    expect(() => serviceEdits({ name: 'gifts', port: 3105 }, read)).toThrow('port 3105 is already taken');
    expect(() => serviceFiles({ name: 'Gift-Cards', port: 3190 })).toThrow('is not a name');
    expect(() => serviceFiles({ name: 'gifts', port: 80 })).toThrow('is not a port');
  });
});

describe('the micro-frontend generator', () => {
  it('creates a cockpit app with its texts and joins the registry, the Dockerfile, the Ingress and the overlays', () => {
    const files = mfeFiles({ name: 'gifts' });
    expect(files['mfe-gifts/rspack.config.js']).toContain("name: 'mfe_gifts'");
    for (const lang of ['en', 'de']) expect(files[`mfe-gifts/src/i18n/${lang}.ts`]).toContain('gifts: {');
    const edits = mfeEdits({ name: 'gifts' }, read);
    expect(Object.keys(edits).filter((f) => f.startsWith('k8s/base/mfe-gifts/'))).toHaveLength(5);
    expect(edits['k8s/base/mfe-gifts/deployment.yaml']).toContain('/mfe/gifts/remoteEntry.js');
    expect(edits['k8s/base/mfe-gifts/deployment.yaml']).not.toContain('products');
    expect(edits['k8s/base/gateway/ingress.yaml']).toContain('- path: /mfe/gifts/');
    expect(edits.Dockerfile).toContain('FROM ${NGINX_IMAGE} AS mfe-gifts');
    expect(edits['k8s/overlays/staging/kustomization.yaml']).toContain('  - name: mfe-gifts\n    count: 1');
    expect(() => mfeEdits({ name: 'orgs' }, read)).toThrow('orgs is already in the registry');
  });
});
