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

/** The fields of kustomization.yaml this renderer understands; anything else fails so it is never silently ignored. */
const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'labels',
  'resources',
  'patches',
  'replicas',
  'images',
]);

export interface Kustomization {
  resources?: string[];
  namespace?: string;
  labels?: Array<{ pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }>;
  patches?: Array<{ path: string; target?: { kind?: string; name?: string } }>;
  replicas?: Array<{ name: string; count: number }>;
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
}

export function readKustomization(dir: string): Kustomization {
  const file = path.join(dir, 'kustomization.yaml');
  const [doc] = readYamlFile(file) as [Kustomization & Record<string, unknown>];
  for (const key of Object.keys(doc)) {
    if (!KNOWN_FIELDS.has(key))
      throw new Error(`${path.relative(REPO_ROOT, file)}: field ${key} is unknown to the test`);
  }
  return doc;
}

export interface Rendered {
  objects: K8sObject[];
  /** Every file the kustomization read (resources and patches, its own kustomization files included). */
  files: Set<string>;
}

/**
 * What `kubectl kustomize <dir>` prints, for the features this repository uses: resources (files and folders with a
 * kustomization), namespace, labels (metadata only), replicas, images, and patches (a strategic-merge patch of maps,
 * or a JSON 6902 list of `replace`/`add` operations). kubectl is not installed here, so this is what the tests read.
 */
export function render(dir: string): Rendered {
  const files = new Set<string>([path.join(dir, 'kustomization.yaml')]);
  const k = readKustomization(dir);
  let objects: K8sObject[] = [];
  for (const resource of k.resources ?? []) {
    const full = path.resolve(dir, resource);
    if (!fs.existsSync(full)) throw new Error(`${rel(dir)}: resource ${resource} does not exist`);
    if (fs.statSync(full).isDirectory()) {
      const inner = render(full);
      objects.push(...inner.objects);
      inner.files.forEach((f) => files.add(f));
    } else {
      files.add(full);
      objects.push(...(readYamlFile(full) as K8sObject[]));
    }
  }
  for (const patch of k.patches ?? []) {
    const full = path.resolve(dir, patch.path);
    if (!fs.existsSync(full)) throw new Error(`${rel(dir)}: patch ${patch.path} does not exist`);
    files.add(full);
    const [body] = readYamlFile(full);
    objects = applyPatch(objects, body, patch.target, `${rel(dir)}: patch ${patch.path}`);
  }
  for (const { name, count } of k.replicas ?? []) {
    const target = objects.filter((o) => o.metadata.name === name && ['Deployment', 'StatefulSet'].includes(o.kind));
    if (target.length !== 1) throw new Error(`${rel(dir)}: replicas of ${name} match ${target.length} objects`);
    target[0].spec.replicas = count;
  }
  for (const image of k.images ?? []) {
    let used = false;
    for (const container of objects.flatMap(containersOf)) {
      const [repo] = splitImage(container.image);
      if (repo !== image.name) continue;
      used = true;
      container.image = `${image.newName ?? repo}:${image.newTag ?? splitImage(container.image)[1] ?? 'latest'}`;
    }
    if (!used) throw new Error(`${rel(dir)}: image ${image.name} is used by no container`);
  }
  for (const { pairs } of k.labels ?? []) {
    for (const o of objects) o.metadata.labels = { ...o.metadata.labels, ...pairs };
  }
  if (k.namespace) {
    for (const o of objects) if (o.kind !== 'Namespace') o.metadata.namespace = k.namespace;
  }
  return { objects, files };
}

function rel(dir: string): string {
  return path.relative(REPO_ROOT, path.join(dir, 'kustomization.yaml'));
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

function applyPatch(
  objects: K8sObject[],
  body: unknown,
  target: { kind?: string; name?: string } | undefined,
  where: string,
): K8sObject[] {
  const isOps = Array.isArray(body);
  const select = isOps ? target : { kind: (body as K8sObject).kind, name: (body as K8sObject).metadata?.name };
  if (!select?.kind || !select.name) throw new Error(`${where}: names no target kind and name`);
  const matches = objects.filter((o) => o.kind === select.kind && o.metadata.name === select.name);
  if (matches.length !== 1)
    throw new Error(`${where}: its target ${select.kind}/${select.name} matches ${matches.length}`);
  return objects.map((o) => {
    if (o !== matches[0]) return o;
    return isOps ? applyJsonPatch(o, body as JsonPatchOp[], where) : (mergeMaps(o, body) as K8sObject);
  });
}

interface JsonPatchOp {
  op: string;
  path: string;
  value?: unknown;
}

function applyJsonPatch(o: K8sObject, ops: JsonPatchOp[], where: string): K8sObject {
  const copy = structuredClone(o);
  for (const { op, path: pointer, value } of ops) {
    if (op !== 'replace' && op !== 'add') throw new Error(`${where}: operation ${op} is unknown to the test`);
    const keys = pointer.split('/').slice(1);
    const last = keys.pop()!;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let node: any = copy;
    for (const key of keys) {
      if (node?.[key] === undefined) throw new Error(`${where}: ${pointer} does not exist in the target`);
      node = node[key];
    }
    if (op === 'replace' && node[last] === undefined)
      throw new Error(`${where}: ${pointer} does not exist in the target`);
    node[last] = value;
  }
  return copy;
}

/** A strategic-merge patch as far as maps go (lists are replaced: this repository patches no list that way). */
function mergeMaps(base: unknown, patch: unknown): unknown {
  if (!isMap(base) || !isMap(patch)) return structuredClone(patch);
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = key in base ? mergeMaps(base[key], value) : value;
  return out;
}

function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
