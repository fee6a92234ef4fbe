import { randomBytes } from 'node:crypto';
import { containersOf, type K8sObject } from './render';
import { find } from './platform';

/** A password as CloudNativePG generates one for the application's role: 64 letters and digits. */
const dbPassword = randomBytes(48)
  .toString('base64')
  .replace(/[^A-Za-z0-9]/g, 'x')
  .slice(0, 64);

/**
 * The Secrets an operator creates before the first deploy (README "Deploying to Kubernetes"), with made-up values of
 * the right shape and only their required keys: a Deployment must start with exactly this much. `cadeau-db-app` is
 * written by CloudNativePG, with these keys (among others).
 */
export const requiredSecrets: Record<string, Record<string, string>> = {
  'cadeau-db-app': {
    username: 'cadeau',
    password: dbPassword,
    dbname: 'cadeau',
    uri: `postgresql://cadeau:${dbPassword}@cadeau-db-rw.cadeau:5432/cadeau`,
  },
  'cadeau-user-context': { USER_CONTEXT_SECRET: randomBytes(32).toString('hex') },
  'cadeau-voucher-keys': {
    VOUCHER_HMAC_KEY: randomBytes(32).toString('base64'),
    VOUCHER_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  },
  'cadeau-mail': { MAIL_UNSUBSCRIBE_KEY: randomBytes(32).toString('hex') },
};

/**
 * The environment the first container of a workload gets, as the kubelet builds it: the ConfigMaps of envFrom,
 * then `env` (which wins), with values from ConfigMaps and from `secrets`, and `$(NAME)` in a value replaced by the
 * variable defined before it (dependent environment variables). A missing optional key leaves the variable unset;
 * a missing required one throws, naming it.
 */
export function environmentOf(
  workload: K8sObject,
  objects: K8sObject[],
  secrets: Record<string, Record<string, string>> = requiredSecrets,
): NodeJS.ProcessEnv {
  const [container] = containersOf(workload);
  const env: NodeJS.ProcessEnv = {};
  const configMap = (name: string): Record<string, string> => find(objects, 'ConfigMap', name).data ?? {};
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) throw new Error(`${workload.metadata.name}: envFrom other than a ConfigMap`);
    Object.assign(env, configMap(source.configMapRef.name));
  }
  for (const entry of container.env ?? []) {
    if ('value' in entry) {
      env[entry.name] = expandReferences(String(entry.value), env);
      continue;
    }
    const ref = entry.valueFrom?.configMapKeyRef ?? entry.valueFrom?.secretKeyRef;
    if (!ref) continue; // fieldRef: the pod's own name and the like.
    const values = entry.valueFrom.configMapKeyRef ? configMap(ref.name) : (secrets[ref.name] ?? {});
    if (ref.key in values) env[entry.name] = values[ref.key];
    else if (!ref.optional) throw new Error(`${workload.metadata.name}: ${entry.name} needs ${ref.name}/${ref.key}`);
  }
  return env;
}

/**
 * A value with its `$(NAME)` references expanded as the kubelet does: from the variables defined so far, `$$`
 * escaping a `$`, and a reference to an undefined variable left as it is.
 */
export function expandReferences(value: string, defined: NodeJS.ProcessEnv): string {
  return value.replace(/\$\$|\$\(([A-Za-z_][A-Za-z0-9_.-]*)\)/g, (match, name: string | undefined) => {
    if (name === undefined) return '$';
    return defined[name] ?? match;
  });
}

/** Every Secret key a workload reads: `{ name, key, optional }`. */
export function secretRefsOf(workload: K8sObject): Array<{ name: string; key: string; optional: boolean }> {
  return containersOf(workload).flatMap((c) =>
    (c.env ?? [])
      .map(
        (e: { valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }) =>
          e.valueFrom?.secretKeyRef,
      )
      .filter(Boolean)
      .map((r: { name: string; key: string; optional?: boolean }) => ({
        name: r.name,
        key: r.key,
        optional: !!r.optional,
      })),
  );
}
