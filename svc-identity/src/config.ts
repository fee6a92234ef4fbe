import { env, loadServiceConfig, serviceConfig, serviceEnv, type ServiceBasics } from '@cadeau/service-kit';
import { z } from 'zod';
import { UID_REGISTER_URL } from './adapters/company-register/uid-register-client';

export interface IdentityConfig extends ServiceBasics {
  /** The UID register's service URL; unset outside production, svc-identity runs its loopback stand-in. */
  uidRegisterUrl: string | null;
}

// PORT and IDENTITY_PORT, from the registry.
const identity = serviceConfig('identity');

const variables = {
  ...serviceEnv,
  ...identity.variables,
  UID_REGISTER_URL: env.url().optional(),
};

const toConfig = (v: z.output<z.ZodObject<typeof variables>>): IdentityConfig => {
  // svc-identity calls no peer: its urls are empty.
  const { urls: _none, ...settings } = identity.read(v);
  return { ...settings, uidRegisterUrl: v.UID_REGISTER_URL ?? (v.NODE_ENV ? UID_REGISTER_URL : null) };
};

/** The service's environment (ADR 0001 defaults); a bad or missing variable stops the start, named. */
export const configSchema = z.object(variables).transform(toConfig);
/** Migrations and the seed do not verify user contexts: they start without the secret. */
const withoutSecret = z.object({ ...variables, USER_CONTEXT_SECRET: z.string().default('') }).transform(toConfig);

export function loadConfig(e: NodeJS.ProcessEnv = process.env, opts: { needSecret?: boolean } = {}): IdentityConfig {
  return loadServiceConfig((opts.needSecret ?? true) ? configSchema : withoutSecret, e);
}
