import fs from 'node:fs';
import path from 'node:path';
import { dockerStage, dockerStages } from './dockerfile';
import {
  containersOf,
  K8S_DIR,
  readKustomization,
  readYamlFile,
  render,
  REPO_ROOT,
  splitImage,
  yamlFiles,
  type K8sObject,
} from './render';

const kustomizationDirs = yamlFiles()
  .filter((f) => path.basename(f) === 'kustomization.yaml')
  .map((f) => path.dirname(f));
const overlays = ['staging', 'production'].map((name) => path.join(K8S_DIR, 'overlays', name));
/** The overlays with the first platform administrator's Job, applied once per installation (first-admin.test.ts). */
const firstAdmin = ['staging', 'production'].map((name) => path.join(K8S_DIR, 'first-admin', name));
/** A kustomize Component renders only inside a kustomization that includes it (first-admin/component). */
const isComponent = (dir: string) => readKustomization(dir).kind === 'Component';
const dockerTargets = [...dockerStages.keys()];

describe('the YAML of k8s/', () => {
  it.each(yamlFiles().map((f) => [path.relative(K8S_DIR, f), f]))(
    '%s parses, each document a named object',
    (_, file) => {
      const docs = readYamlFile(file) as K8sObject[];
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) {
        // A patch of JSON 6902 operations is a list; everything else is an object with a kind.
        if (Array.isArray(doc)) continue;
        expect(typeof doc.apiVersion).toBe('string');
        expect(typeof doc.kind).toBe('string');
        if (doc.kind !== 'Kustomization' && doc.kind !== 'Component') expect(typeof doc.metadata?.name).toBe('string');
      }
    },
  );

  it('holds no secret values: no Secret objects and no secretGenerator', () => {
    for (const file of yamlFiles()) {
      for (const doc of readYamlFile(file) as K8sObject[]) {
        expect({ file, kind: doc?.kind }).not.toEqual({ file, kind: 'Secret' });
        expect({ file, secretGenerator: doc?.secretGenerator }).toEqual({ file, secretGenerator: undefined });
      }
    }
  });
});

describe('the kustomizations', () => {
  it('are the base and two overlays, with parts the base lists', () => {
    expect(overlays.every((o) => kustomizationDirs.includes(o))).toBe(true);
    expect(kustomizationDirs).toContain(path.join(K8S_DIR, 'base'));
  });

  it.each(kustomizationDirs.filter((d) => !isComponent(d)).map((d) => [path.relative(K8S_DIR, d), d]))(
    '%s renders: every resource and patch exists and every patch meets its target',
    (_, dir) => {
      expect(render(dir).objects.length).toBeGreaterThan(0);
    },
  );

  it('leave no manifest out: every YAML file is read by an overlay (or its first-admin kustomization)', () => {
    const read = new Set([...overlays, ...firstAdmin].flatMap((o) => [...render(o).files]));
    const unread = yamlFiles().filter((f) => !read.has(f));
    expect(unread.map((f) => path.relative(K8S_DIR, f))).toEqual([]);
  });

  it('name each object once per overlay', () => {
    for (const overlay of overlays) {
      const keys = render(overlay).objects.map((o) => `${o.kind}/${o.metadata.name}`);
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    }
  });
});

describe('the images', () => {
  const baseImages = render(path.join(K8S_DIR, 'base')).objects.flatMap((o) => containersOf(o).map((c) => c.image));
  const ours = [...new Set(baseImages.filter((i: string) => i.startsWith('cadeau/')))] as string[];

  it('of Cadeau are each a target of the root Dockerfile', () => {
    expect(ours.length).toBeGreaterThan(0);
    for (const image of ours) expect(dockerTargets).toContain(image.slice('cadeau/'.length));
  });

  it.each(overlays.map((o) => [path.basename(o), o]))('are all pinned to a registry and a tag in %s', (_, overlay) => {
    for (const o of render(overlay).objects) {
      for (const c of containersOf(o)) {
        const [repo, tag] = splitImage(c.image);
        expect({ image: c.image, tagged: !!tag && tag !== 'latest' }).toEqual({ image: c.image, tagged: true });
        expect(repo.startsWith('cadeau/')).toBe(false);
      }
    }
  });

  it.each(overlays.map((o) => [path.basename(o), o]))(
    'of Cadeau share one tag in %s: one commit, whose shell and remotes agree on their shared modules',
    (_, overlay) => {
      const tags = new Set(
        render(overlay)
          .objects.flatMap((o) => containersOf(o).map((c) => c.image as string))
          .filter((image) => image.includes('/cadeau/'))
          .map((image) => splitImage(image)[1]),
      );
      expect(tags.size).toBe(1);
    },
  );

  it('run Node as a non-root user and each process from its own folder (compiled: images.test.ts)', () => {
    expect(dockerStage('node-runtime')).toMatch(/^USER 1000:1000$/m);
    for (const target of ['gateway', ...dockerTargets.filter((t) => /^svc-[a-z]+$/.test(t))]) {
      const stage = dockerStage(target);
      expect(stage).toMatch(new RegExp(`^FROM node-runtime AS ${target}\n`));
      expect(stage).toContain(`WORKDIR /app/${target}`);
    }
  });

  it('are built with the npm of packageManager, installed as the repository installs, with every front end', () => {
    const root = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      packageManager: string;
    };
    const build = dockerStage('build');
    expect(build).toContain(`npm install --global ${root.packageManager} && bash packages/stack/install-deps.sh`);
    expect(build).toContain("--filter=@cadeau/shell --filter='@cadeau/mfe-*'");
  });

  it('the build context leaves out installed and built files', () => {
    const ignore = fs.readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', '.data']) expect(ignore).toContain(entry);
  });
});
