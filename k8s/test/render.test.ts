import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { containersOf, K8S_DIR, render } from './render';

/**
 * The manifests are rendered by kubectl's kustomize (issue 21), not by a renderer of our own: the most common
 * overlay patch, one more environment variable for one container, merges into the container (its image and its
 * other variables stay), where the hand-written renderer used to replace the container's list and drop its image.
 */
describe('rendering with kubectl kustomize', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-overlay-'));
    const base = path.relative(dir, path.join(K8S_DIR, 'base'));
    fs.writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ${base}\npatches:\n  - path: env.yaml\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'env.yaml'),
      [
        'apiVersion: apps/v1',
        'kind: Deployment',
        'metadata:',
        '  name: gateway',
        'spec:',
        '  template:',
        '    spec:',
        '      containers:',
        '        - name: gateway',
        '          env:',
        '            - name: EXTRA_SETTING',
        '              value: "on"',
        '',
      ].join('\n'),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("merges an overlay's environment variable into one container, keeping its image and its other variables", () => {
    const gatewayOf = (objects: ReturnType<typeof render>['objects']) =>
      containersOf(objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway')!)[0];
    const before = gatewayOf(render(path.join(K8S_DIR, 'base')).objects);
    const after = gatewayOf(render(dir).objects);
    expect(after.image).toBe(before.image);
    // Merged by name (kustomize puts a patch's new entries first): every variable of the base and the new one.
    expect(after.env).toEqual([{ name: 'EXTRA_SETTING', value: 'on' }, ...before.env]);
  });

  it('fails with the message of kustomize for a patch whose target does not exist', () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-broken-'));
    try {
      const base = path.relative(broken, path.join(K8S_DIR, 'base'));
      fs.writeFileSync(
        path.join(broken, 'kustomization.yaml'),
        `resources:\n  - ${base}\npatches:\n  - path: nothing.yaml\n`,
      );
      fs.writeFileSync(
        path.join(broken, 'nothing.yaml'),
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: no-such-deployment\n',
      );
      expect(() => render(broken)).toThrow(/no-such-deployment|no matches/);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
