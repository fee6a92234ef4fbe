import { listSettings } from '../db/settings';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /setting?scope=: global settings and the current organisation's; admin-only ones only for platform
 * administrators, and secrets (the SendGrid key) only masked, even to them (issue 8).
 */
export const handleGetSettings =
  ({ kit, production }: IdentityDeps): Handler<'GET /setting'> =>
  async (_ctx, { query, user }) => {
    const { scope } = query;
    return listSettings(kit.db, user!, user!.currentOrganizationId, production, scope);
  };
