import { globalSettingValues } from '../db/settings';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/settings: every global setting's value in force by key, for other services (svc-catalog's
 * image and video limits). Secrets are left out (contracts `settingValuesResponse`). Internal only.
 */
export const handleInternalSettings =
  ({ kit, production }: IdentityDeps): Handler<'GET /internal/settings'> =>
  async () =>
    globalSettingValues(kit.db, production);
