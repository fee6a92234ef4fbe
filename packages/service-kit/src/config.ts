import { z } from 'zod';

/** A configuration that cannot start the service; `problems` names each bad variable once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment through a zod object keyed by variable name and returns its typed output.
 * Empty variables count as unset (a `FOO=` line in a compose file means "use the default"). Every bad
 * or missing variable is reported in one ConfigError, by name and without its value (it may be a secret).
 */
export function loadServiceConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value !== '') present[name] = value;
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = issue.path.length ? String(issue.path[0]) : '(environment)';
    if (!problems.has(name)) problems.set(name, `${name}: ${issue.message}`);
  }
  throw new ConfigError([...problems.values()]);
}

const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off)$/i;

/** Schemas for single environment variables, with messages that say what is expected. */
export const env = {
  /** A whole number of at least `min` (default 0) and, when given, at most `max`. */
  int: (fallback: number, min = 0, max?: number) => {
    const message =
      max === undefined ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`;
    const number = z.number().int().min(min, message);
    return z
      .string()
      .regex(/^-?\d+$/, message)
      .transform(Number)
      .pipe(max === undefined ? number : number.max(max, message))
      .default(fallback);
  },
  /** A TCP port. */
  port: (fallback: number) =>
    z
      .string()
      .regex(/^\d+$/, 'must be a port number (1-65535)')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be a port number (1-65535)').max(65535, 'must be a port number (1-65535)'))
      .default(fallback),
  /** true/false, 1/0, yes/no, on/off. */
  bool: (fallback: boolean) =>
    z
      .string()
      .refine((v) => TRUE.test(v) || FALSE.test(v), 'must be true or false')
      .transform((v) => TRUE.test(v))
      .default(fallback),
  /** A URL (postgres://, nats://, https://...). */
  url: (fallback?: string) => {
    const url = z.string().url('must be a URL');
    return fallback === undefined ? url : url.default(fallback);
  },
  /** A shared secret of at least 16 characters (USER_CONTEXT_SECRET). */
  secret: () =>
    z
      .string({
        error: 'is not set: set the same random secret of 16 or more characters for the gateway and every service',
      })
      .min(16, 'is shorter than 16 characters: set the same random secret for the gateway and every service'),
  /** A host name or address to listen on (127.0.0.1, 0.0.0.0, ::, a pod's address). */
  host: (fallback: string) =>
    z
      .string()
      .regex(/^[A-Za-z0-9.:%-]+$/, 'must be a host name or address to listen on (127.0.0.1, 0.0.0.0, ::)')
      .default(fallback),
  /** NODE_ENV=production, as a boolean. */
  production: () =>
    z
      .string()
      .optional()
      .transform((v) => v === 'production'),
};

/**
 * A job's node-cron expression from its variable (CAMPAIGN_CLOCK, CATALOG_SWEEP, …): `off` switches the job off
 * (null); unset stays unset, for the service's default.
 */
export function scheduleOf(value: string): string | null;
export function scheduleOf(value: string | undefined): string | null | undefined;
export function scheduleOf(value: string | undefined): string | null | undefined {
  return value === 'off' ? null : value;
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/cadeau';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

/** The variables every service reads (ADR 0001 defaults); spread into a service's own schema. */
export const serviceEnv = {
  DATABASE_URL: env.url(DEFAULT_DATABASE_URL),
  NATS_URL: env.url(DEFAULT_NATS_URL),
  USER_CONTEXT_SECRET: env.secret(),
  NODE_ENV: env.production(),
};

/**
 * How many NATS servers keep each stream a service creates (`num_replicas`): 1 on one server (development, the
 * tests), 3 on a three-node JetStream cluster (the Kubernetes production overlay, the local cluster of issue 21).
 * JetStream allows at most 5. The kit reads it when it prepares the streams (createService).
 */
export const natsStreamEnv = { NATS_STREAM_REPLICAS: env.int(1, 1, 5) };

/** NATS_STREAM_REPLICAS of `environment`; a bad value is a ConfigError naming it. */
export function natsStreamReplicas(environment: NodeJS.ProcessEnv = process.env): number {
  return loadServiceConfig(z.object(natsStreamEnv), environment).NATS_STREAM_REPLICAS;
}

/**
 * Each process's knex pool (createDatabase): at most `DATABASE_POOL_MAX` connections (1 to 50, default 10), and a
 * connection idle for `DATABASE_POOL_IDLE_MS` (1 s to 10 min, default knex's 30 s) is closed. Behind the PgBouncer
 * pooler in session mode every open client connection holds a Postgres connection, so Kubernetes sets both per
 * environment (cadeau-config): the pools of every replica at the autoscalers' ceilings must fit the pooler's server
 * connections (k8s/test/postgres.test.ts), and an idle connection given back soon frees its server connection for
 * a client that waits. A pool a caller sizes itself (the gateway's 4) keeps its size.
 */
export const databasePoolEnv = {
  DATABASE_POOL_MAX: env.int(10, 1, 50),
  DATABASE_POOL_IDLE_MS: env.int(30_000, 1_000, 600_000),
};

/** The pool settings of `environment`; a bad value is a ConfigError naming it. */
export function databasePool(environment: NodeJS.ProcessEnv = process.env): { max: number; idleTimeoutMillis: number } {
  const config = loadServiceConfig(z.object(databasePoolEnv), environment);
  return { max: config.DATABASE_POOL_MAX, idleTimeoutMillis: config.DATABASE_POOL_IDLE_MS };
}
