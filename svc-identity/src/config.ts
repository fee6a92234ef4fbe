import { UID_REGISTER_URL } from './company-register/uid-register-client';

export interface IdentityConfig {
  port: number;
  databaseUrl: string;
  natsUrl: string;
  secret: string;
  production: boolean;
  /** The UID register's service URL; unset outside production, svc-identity runs its loopback stand-in. */
  uidRegisterUrl: string | null;
}

/** Reads the environment (ADR 0001 defaults); a missing secret stops the start with a message saying what to set. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { needSecret?: boolean } = {}): IdentityConfig {
  const secret = env.USER_CONTEXT_SECRET ?? '';
  if ((opts.needSecret ?? true) && secret.length < 16) {
    throw new Error('USER_CONTEXT_SECRET is not set (or shorter than 16 characters): set the same random secret for the gateway and every service.');
  }
  const port = Number(env.PORT || env.IDENTITY_PORT || 3101);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Invalid PORT/IDENTITY_PORT: ${env.PORT || env.IDENTITY_PORT}`);
  return {
    port,
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/cadeau',
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    secret,
    production: env.NODE_ENV === 'production',
    uidRegisterUrl: env.UID_REGISTER_URL || (env.NODE_ENV === 'production' ? UID_REGISTER_URL : null),
  };
}
