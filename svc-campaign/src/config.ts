import {
  ConfigError,
  DEFAULT_PUBLIC_URL,
  env,
  loadServiceConfig,
  scheduleOf,
  serviceConfig,
  serviceEnv,
  type ServiceBasics,
} from '@cadeau/service-kit';
import { z } from 'zod';
import { decodeKey, devVoucherKeys, type VoucherKeys } from './domain/code-crypto';

export interface CampaignConfig extends ServiceBasics {
  /** Where uploads (recipient CSV files) arrive while they are read. */
  dataDir: string;
  /** svc-identity, for its internal routes (global settings, organisations, invoice address). */
  identityUrl: string;
  /** svc-catalog, for the givers' catalog (products a campaign may pick). */
  catalogUrl: string;
  /** svc-mail, for the rendering of mail designs (preview and test mail). */
  mailUrl: string;
  /**
   * node-cron expression of the campaign clock (start and finish of approved campaigns); null switches it off
   * (tests drive it by hand). Default: every minute.
   */
  clockSchedule?: string | null;
  /**
   * Keys of the gift codes (domain/code-crypto.ts): VOUCHER_HMAC_KEY and VOUCHER_ENCRYPTION_KEY, base64 of 32
   * bytes each; required in production, the named development keys otherwise (also when left out here).
   */
  voucherKeys?: VoucherKeys;
  /** Where people reach the platform (PUBLIC_URL, set by the stack): the codes CSV's redemption links. */
  publicUrl?: string;
}

// PORT, CAMPAIGN_PORT, CAMPAIGN_DATA_DIR and DATA_DIR, IDENTITY_URL, CATALOG_URL and MAIL_URL, from the registry.
const campaign = serviceConfig('campaign', { dataDir: true, peers: ['identity', 'catalog', 'mail'] });

const variables = {
  ...serviceEnv,
  ...campaign.variables,
  // The campaign clock's node-cron expression, `off` to switch it off.
  CAMPAIGN_CLOCK: z.string().min(1).default('* * * * *'),
  // Gift-code keys (base64 of 32 bytes each): required in production, development keys otherwise.
  VOUCHER_HMAC_KEY: z.string().optional(),
  VOUCHER_ENCRYPTION_KEY: z.string().optional(),
  PUBLIC_URL: env.url(DEFAULT_PUBLIC_URL),
};

const schema = z.object(variables);

/** svc-campaign's environment (ADR 0001 defaults, the port from the registry). A bad value stops the start with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): CampaignConfig {
  const v = loadServiceConfig(schema, environment);
  const { urls, ...settings } = campaign.read(v);
  return {
    ...settings,
    identityUrl: urls.identity,
    catalogUrl: urls.catalog,
    mailUrl: urls.mail,
    clockSchedule: scheduleOf(v.CAMPAIGN_CLOCK),
    voucherKeys: voucherKeysOf(v.NODE_ENV, v.VOUCHER_HMAC_KEY, v.VOUCHER_ENCRYPTION_KEY),
    publicUrl: v.PUBLIC_URL.replace(/\/+$/, ''),
  };
}

/**
 * The gift-code keys of the environment. Both set: each must be base64 of 32 bytes. Outside production an unset
 * pair means the development keys (a dev stack reads yesterday's codes); production needs both, and one key
 * without the other is refused everywhere (it would silently pair a real key with a development one).
 */
export function voucherKeysOf(production: boolean, hmac?: string, encryption?: string): VoucherKeys {
  const problems: string[] = [];
  if (!hmac && !encryption && !production) return devVoucherKeys();
  const hmacKey = hmac ? decodeKey(hmac) : null;
  const encryptionKey = encryption ? decodeKey(encryption) : null;
  const need = 'must be set to base64 of 32 random bytes (openssl rand -base64 32)';
  if (!hmacKey) problems.push(`VOUCHER_HMAC_KEY: ${need}`);
  if (!encryptionKey) problems.push(`VOUCHER_ENCRYPTION_KEY: ${need}`);
  if (hmacKey && encryptionKey && hmacKey.equals(encryptionKey))
    problems.push('VOUCHER_ENCRYPTION_KEY: must differ from VOUCHER_HMAC_KEY');
  if (problems.length) throw new ConfigError(problems);
  return { hmacKey: hmacKey!, encryptionKey: encryptionKey! };
}
