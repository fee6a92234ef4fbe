import path from 'node:path';

export interface GatewayConfig {
  port: number;
  /** Base URL per service that owns routes in the contracts route table. */
  services: Record<string, string>;
  natsUrl: string | null;
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
  loginRatePerMinute: number;
  errorLogRatePerMinute: number;
}

const repoRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const secret = env.USER_CONTEXT_SECRET;
  if (!secret || secret.length < 32) {
    throw new Error('USER_CONTEXT_SECRET must be set to at least 32 characters (npm start generates one per run)');
  }
  return {
    port: Number(env.PORT ?? env.GATEWAY_PORT ?? 8080),
    services: { identity: env.IDENTITY_URL ?? 'http://127.0.0.1:3101', mail: env.MAIL_URL ?? 'http://127.0.0.1:3105' },
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    secret,
    production: env.NODE_ENV === 'production',
    envName: env.CADEAU_ENV ?? (env.NODE_ENV === 'production' ? 'prod' : 'development'),
    staticRoots: defaultStaticRoots(repoRoot),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 5000),
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 10000),
    loginRatePerMinute: Number(env.LOGIN_RATE_PER_MINUTE ?? 60),
    errorLogRatePerMinute: Number(env.ERROR_LOG_RATE_PER_MINUTE ?? 120),
  };
}

export function defaultStaticRoots(root: string): GatewayConfig['staticRoots'] {
  return {
    shell: path.join(root, 'shell', 'dist'),
    remotes: {
      public: { dir: path.join(root, 'mfe-public', 'dist'), urlPrefix: '/mfe/public/', remoteName: 'mfe_public' },
      orgs: { dir: path.join(root, 'mfe-orgs', 'dist'), urlPrefix: '/mfe/orgs/', remoteName: 'mfe_orgs' },
      campaigns: { dir: path.join(root, 'mfe-campaigns', 'dist'), urlPrefix: '/mfe/campaigns/', remoteName: 'mfe_campaigns' },
      admin: { dir: path.join(root, 'mfe-admin', 'dist'), urlPrefix: '/mfe/admin/', remoteName: 'mfe_admin' },
    },
  };
}
