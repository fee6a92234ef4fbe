import path from 'node:path';
import { rateLimitPolicies, type RateLimitPolicyName } from '@cadeau/contracts';
import { DEFAULT_NATS_URL } from '@cadeau/service-kit';
import {
  localServiceUrl,
  platform,
  remoteName,
  remoteUrlPrefix,
  urlEnvName,
  type PlatformRegistry,
} from '@cadeau/platform';

export interface GatewayConfig {
  port: number;
  /** Base URL per service that owns routes in the contracts route table. */
  services: Record<string, string>;
  natsUrl: string | null;
  /**
   * Postgres for what every gateway replica must share: the rate-limit budgets (ADR 0032). Required in
   * production; without it (a lone development gateway) the budgets are this process's own.
   */
  databaseUrl?: string | null;
  secret: string;
  /** `production` turns on Secure cookies and HSTS. */
  production: boolean;
  /** Environment name shown by the shell's ribbon (`prod` shows none). */
  envName: string;
  /** Folders with the built front end: shell at `/`, each micro-frontend under `/mfe/<name>/`. */
  staticRoots: { shell: string; remotes: Record<string, { dir: string; urlPrefix: string; remoteName: string }> };
  /** Milliseconds a resolved session is trusted before asking svc-identity again. */
  sessionCacheMs: number;
  upstreamTimeoutMs: number;
  /** Budgets of the `login` and `errorLog` rate-limit policies (the contracts' `rateLimitPolicies` hold the rest). */
  loginRatePerMinute: number;
  errorLogRatePerMinute: number;
  /** Multiplies every rate-limit budget (default 1): an e2e run sends a whole suite from one IP. */
  rateLimitScale?: number;
  /**
   * Points per window of named policies (`RATE_LIMIT_POINTS=voucher=1000000,login=60`): a load test lifts the one
   * policy its load draws from and keeps the others real (the loopback cluster's order race from one address).
   */
  rateLimitPoints?: Partial<Record<RateLimitPolicyName, number>>;
  /**
   * Proxies in front of the gateway that each append the address they saw to `X-Forwarded-For` (ADR 0011):
   * the client is the entry that many places from the right; whatever a client wrote further left is
   * ignored. 0 (default outside production): the socket's peer is the client and the header is ignored.
   * `TRUSTED_PROXY_HOPS`, default 1 in production (the ingress).
   */
  trustedProxyHops?: number;
  /** Where the gateway listens (`LISTEN_HOST`, default every interface: it is the platform's entry). */
  host?: string;
  /**
   * The port of the gateway's metrics listener (`METRICS_PORT`, default 9464; 0 or absent: none), on the same host:
   * the main port is public, so Prometheus scrapes the gateway there and nowhere else (ADR 0033).
   */
  metricsPort?: number;
}

const repoRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const secret = env.USER_CONTEXT_SECRET;
  if (!secret || secret.length < 32) {
    throw new Error('USER_CONTEXT_SECRET must be set to at least 32 characters (npm start generates one per run)');
  }
  return {
    port: Number(env.PORT ?? env[platform.gateway.port.env] ?? platform.gateway.port.default),
    services: serviceUrls(env),
    natsUrl: env.NATS_URL ?? DEFAULT_NATS_URL,
    databaseUrl: databaseUrl(env),
    secret,
    production: env.NODE_ENV === 'production',
    envName: env.CADEAU_ENV ?? (env.NODE_ENV === 'production' ? 'prod' : 'development'),
    staticRoots: defaultStaticRoots(repoRoot),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 5000),
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 10000),
    loginRatePerMinute: Number(env.LOGIN_RATE_PER_MINUTE ?? 60),
    errorLogRatePerMinute: Number(env.ERROR_LOG_RATE_PER_MINUTE ?? 120),
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    rateLimitPoints: policyPoints(env.RATE_LIMIT_POINTS),
    trustedProxyHops: proxyHops(env.TRUSTED_PROXY_HOPS, env.NODE_ENV === 'production'),
    host: env.LISTEN_HOST || '0.0.0.0',
    metricsPort: metricsPort(env.METRICS_PORT),
  };
}

export function policyPoints(value: string | undefined): Partial<Record<RateLimitPolicyName, number>> {
  const points: Partial<Record<RateLimitPolicyName, number>> = {};
  for (const entry of (value ?? '').split(',').filter((e) => e.trim() !== '')) {
    const [name, count] = entry.split('=').map((p) => p.trim());
    if (!name || !Object.hasOwn(rateLimitPolicies, name) || !/^\d{1,9}$/.test(count ?? ''))
      throw new Error(`RATE_LIMIT_POINTS: "${entry}" is not <policy>=<points> with a policy of the contracts`);
    points[name as RateLimitPolicyName] = Number(count);
  }
  return points;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | null {
  const url = env.DATABASE_URL || null;
  // Several production gateways each counting alone would give every client one budget per replica.
  if (!url && env.NODE_ENV === 'production')
    throw new Error('DATABASE_URL must be set in production: the gateways share their rate-limit budgets there');
  return url;
}

/** Where Prometheus scrapes the gateway unless `METRICS_PORT` says otherwise (ADR 0033). */
export const DEFAULT_METRICS_PORT = 9464;

function metricsPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_METRICS_PORT;
  const port = Number(value);
  if (!/^\d{1,5}$/.test(value) || port > 65535)
    throw new Error('METRICS_PORT must be a port number (0 turns the metrics listener off)');
  return port;
}

function proxyHops(value: string | undefined, production: boolean): number {
  if (value === undefined || value === '') return production ? 1 : 0;
  if (!/^\d{1,2}$/.test(value)) throw new Error('TRUSTED_PROXY_HOPS must be a whole number of proxies (0-99)');
  return Number(value);
}

/**
 * Where each service of the registry listens: its `<NAME>_URL` (the stack sets it) or its default port on this
 * machine. The keys are the services' names, the `service` of their routes in the contracts route table.
 */
export function serviceUrls(env: NodeJS.ProcessEnv, registry: PlatformRegistry = platform): Record<string, string> {
  return Object.fromEntries(registry.services.map((s) => [s.name, env[urlEnvName(s.name)] ?? localServiceUrl(s)]));
}

/** The shell at `/` and every micro-frontend of the registry at `/mfe/<name>/`, from their `dist` folders. */
export function defaultStaticRoots(root: string, registry: PlatformRegistry = platform): GatewayConfig['staticRoots'] {
  return {
    shell: path.join(root, registry.shell.folder, 'dist'),
    remotes: Object.fromEntries(
      registry.microFrontends.map((m) => [
        m.name,
        { dir: path.join(root, m.folder, 'dist'), urlPrefix: remoteUrlPrefix(m), remoteName: remoteName(m) },
      ]),
    ),
  };
}
