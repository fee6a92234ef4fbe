import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * A Kubernetes object as parsed from YAML. Manifests are untyped data: tests read the fields they check and fail
 * with a clear message when one is missing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type K8sObject = { apiVersion: string; kind: string; metadata: Metadata } & Record<string, any>;
export interface Metadata {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export const K8S_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(K8S_DIR, '..');

/** Every YAML document of a file; a syntax error or warning fails with the file's name. */
export function readYamlFile(file: string): unknown[] {
  const docs = parseAllDocuments(fs.readFileSync(file, 'utf8'));
  return docs.map((doc) => {
    const problems = [...doc.errors, ...doc.warnings];
    if (problems.length) throw new Error(`${path.relative(REPO_ROOT, file)}: ${problems[0].message}`);
    return doc.toJS();
  });
}

/** The YAML files of the k8s folder (test fixtures and dependencies aside). */
export function yamlFiles(dir = K8S_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

export interface Kustomization {
  kind?: string;
  resources?: string[];
  components?: string[];
  patches?: Array<{ path?: string }>;
}

export function readKustomization(dir: string): Kustomization {
  const [doc] = readYamlFile(path.join(dir, 'kustomization.yaml')) as [Kustomization];
  return doc;
}

export interface Rendered {
  objects: K8sObject[];
  /** Every file the kustomization reads (resources and patches, its own kustomization files included). */
  files: Set<string>;
}

/** Where kubectl is (issue 21: installed on every machine here, CI's included; KUBECTL overrides). */
const KUBECTL = process.env.KUBECTL ?? '/usr/bin/kubectl';
const rendered = new Map<string, K8sObject[]>();

/**
 * What `kubectl kustomize <dir>` prints (kustomize v5.5 inside kubectl), parsed: the real renderer, so every
 * kustomize feature behaves as in a deployment (a strategic-merge patch of one container's environment merges
 * into its list instead of replacing the container). A kustomization kustomize refuses fails with its message.
 * Read once per folder and test file; each caller gets its own copy to change.
 */
export function render(dir: string): Rendered {
  if (!rendered.has(dir)) {
    const out = execFileSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const docs = parseAllDocuments(out).map((doc) => doc.toJS() as K8sObject | null);
    rendered.set(
      dir,
      docs.filter((o): o is K8sObject => o !== null),
    );
  }
  return { objects: structuredClone(rendered.get(dir)!), files: filesOf(dir) };
}

/** The files a kustomization reads: itself, its resources and components (folders recursively), its patch files. */
function filesOf(dir: string): Set<string> {
  const files = new Set<string>([path.join(dir, 'kustomization.yaml')]);
  const k = readKustomization(dir);
  for (const resource of [...(k.resources ?? []), ...(k.components ?? [])]) {
    const full = path.resolve(dir, resource);
    if (fs.existsSync(full) && fs.statSync(full).isDirectory()) filesOf(full).forEach((f) => files.add(f));
    else files.add(full);
  }
  for (const patch of k.patches ?? []) if (patch.path) files.add(path.resolve(dir, patch.path));
  return files;
}

/** `repo[:tag]`, the tag after the last colon that follows the last slash. */
export function splitImage(image: string): [string, string | undefined] {
  const slash = image.lastIndexOf('/');
  const colon = image.lastIndexOf(':');
  return colon > slash ? [image.slice(0, colon), image.slice(colon + 1)] : [image, undefined];
}

/** The pod template's spec of a workload (Deployment, StatefulSet, Job), or null. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function podSpecOf(o: K8sObject): any {
  return ['Deployment', 'StatefulSet', 'Job'].includes(o.kind) ? o.spec.template.spec : null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function containersOf(o: K8sObject): any[] {
  const pod = podSpecOf(o);
  return pod ? [...(pod.initContainers ?? []), ...pod.containers] : [];
}
