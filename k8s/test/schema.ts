import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import { readYamlFile, REPO_ROOT, type K8sObject } from './render';

/**
 * Strict schema validation of rendered objects (issue 21): every field must be one the kind's schema declares, so a
 * misspelt field (`replica:`) fails here instead of being dropped silently by the API server.
 *
 * Built-in kinds: the models of kubernetes-models 4.5.1 (the last major that runs on Node 20). Their `.validate()`
 * checks types, required fields and formats but lets unknown fields through (its compiled validators carry no
 * `additionalProperties`). Strictness comes from how those validators read an object: a typed object's validator
 * reads each property its schema declares by name (absent ones too), a map's validator (labels, ConfigMap data,
 * resource quantities) enumerates its keys. So the object is validated through a proxy that records both: a key of
 * a typed object the validator never read is a field the schema does not know. An object the validator does not
 * look into at all (a schema without properties) is left as it is.
 *
 * Custom kinds (CloudNativePG, KEDA): the CRDs in `../shared/data/k8s-crds/` beside the repository (its README), with
 * ajv on the version's `openAPIV3Schema`, where every object schema that declares properties and neither
 * `additionalProperties` nor `x-kubernetes-preserve-unknown-fields` is closed (`additionalProperties: false`).
 * Their metadata is an ObjectMeta, checked as a built-in kind's. CEL rules (`x-kubernetes-validations`) need an API
 * server and are not evaluated.
 */
export const CRD_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'data', 'k8s-crds');

/** The model classes of kubernetes-models by apiVersion; a kind of another group needs its module here. */
const builtIn: Record<string, Record<string, unknown>> = {
  v1: core,
  'apps/v1': apps,
  'autoscaling/v2': autoscaling,
  'batch/v1': batch,
  'networking.k8s.io/v1': networking,
  'policy/v1': policy,
};

interface Reads {
  path: string;
  read: Set<string>;
  enumerated: boolean;
}

/** `value` behind proxies (at every depth) that record which keys of which object a validator reads or lists. */
function watched(value: object): { proxy: object; reads: Map<object, Reads> } {
  const reads = new Map<object, Reads>();
  const proxies = new WeakMap<object, object>();
  const wrap = (v: unknown, at: string): unknown => {
    if (v === null || typeof v !== 'object') return v;
    const known = proxies.get(v);
    if (known) return known;
    const r: Reads = { path: at, read: new Set(), enumerated: false };
    reads.set(v, r);
    const proxy = new Proxy(v, {
      get(target, key, receiver) {
        if (typeof key !== 'string') return Reflect.get(target, key, receiver);
        r.read.add(key);
        return wrap(Reflect.get(target, key, receiver), `${at}/${key}`);
      },
      has(target, key) {
        if (typeof key === 'string') r.read.add(key);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        r.enumerated = true;
        return Reflect.ownKeys(target);
      },
    });
    proxies.set(v, proxy);
    return proxy;
  };
  return { proxy: wrap(value, '') as object, reads };
}

/** The problems of a built-in object against its kubernetes-models schema, unknown fields included. */
function validateBuiltIn(o: K8sObject): string[] {
  const model = builtIn[o.apiVersion]?.[o.kind] as { prototype: { validate(): void } } | undefined;
  if (!model)
    return [`no schema for ${o.apiVersion} ${o.kind}: add its kubernetes-models module to k8s/test/schema.ts`];
  const { proxy, reads } = watched(o);
  const problems: string[] = [];
  try {
    model.prototype.validate.call(proxy);
  } catch (err) {
    problems.push((err as Error).message);
  }
  for (const [object, r] of reads) {
    if (Array.isArray(object) || r.enumerated || r.read.size === 0) continue;
    for (const key of Object.keys(object))
      if (!r.read.has(key)) problems.push(`${r.path}/${key}: unknown field of ${o.kind}`);
  }
  return problems;
}

const KUBERNETES_KEYWORDS = [
  'x-kubernetes-embedded-resource',
  'x-kubernetes-int-or-string',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-list-type',
  'x-kubernetes-map-type',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-validations',
];

/** Closes every object schema that declares its properties and does not keep unknown fields. */
export function closeSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Under `properties` the keys are field names, whose values are schemas.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, closeSchema(v)]))
        : closeSchema(value);
  }
  if (out.properties && !('additionalProperties' in out) && !out['x-kubernetes-preserve-unknown-fields'])
    out.additionalProperties = false;
  return out;
}

const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, keywords: KUBERNETES_KEYWORDS });
const int = (bits: number) => ({
  type: 'number' as const,
  validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** (bits - 1),
});
ajv.addFormat('int32', int(32));
ajv.addFormat('int64', int(64));
ajv.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i);

interface Crd {
  spec: {
    group: string;
    names: { kind: string };
    versions: Array<{ name: string; served: boolean; schema: { openAPIV3Schema: AnySchema } }>;
  };
}

let custom: Map<string, ValidateFunction> | null = null;

/** The validators of the custom kinds in CRD_DIR, by `group/version kind`; compiled on first use. */
function customKinds(): Map<string, ValidateFunction> {
  if (custom) return custom;
  if (!fs.existsSync(CRD_DIR))
    throw new Error(`${CRD_DIR} is missing: the CRDs come from ../shared beside the repository (CI clones it there)`);
  custom = new Map();
  for (const file of fs.readdirSync(CRD_DIR).filter((f) => f.endsWith('.yaml'))) {
    for (const crd of readYamlFile(path.join(CRD_DIR, file)) as Crd[]) {
      for (const version of crd.spec.versions.filter((v) => v.served)) {
        const schema = closeSchema(version.schema.openAPIV3Schema) as AnySchema;
        custom.set(`${crd.spec.group}/${version.name} ${crd.spec.names.kind}`, ajv.compile(schema));
      }
    }
  }
  return custom;
}

/** The problems of a custom object against its CRD, unknown fields included. */
function validateCustom(o: K8sObject, validate: ValidateFunction): string[] {
  const { kind, metadata } = o;
  const problems = validate(o)
    ? []
    : (validate.errors ?? []).map((e) =>
        e.keyword === 'additionalProperties'
          ? `${e.instancePath}/${(e.params as { additionalProperty: string }).additionalProperty}: unknown field of ${kind}`
          : `${e.instancePath} ${e.message}`,
      );
  // A ConfigMap is the smallest built-in kind around an ObjectMeta.
  const meta = validateBuiltIn({ apiVersion: 'v1', kind: 'ConfigMap', metadata });
  return [...problems, ...meta.map((p) => p.replace('of ConfigMap', `of ${kind}`))];
}

/** Every problem of an object against its schema, strictly: an unknown field is one. Empty when it is valid. */
export function schemaProblems(o: K8sObject): string[] {
  const validate = o.apiVersion.includes('.') ? customKinds().get(`${o.apiVersion} ${o.kind}`) : undefined;
  if (validate) return validateCustom(o, validate);
  return validateBuiltIn(o);
}
