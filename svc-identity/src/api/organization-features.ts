import { changeFeatures } from '../db/organization-changes';
import { toOrganization } from '../db/organizations';
import { actorOf } from '../domain/audit';
import { planFeatures } from '../domain/organization-changes';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** PUT /organization/features (platform administrators): giver and/or seller; members' contexts refresh. */
export const handleOrganizationFeatures =
  ({ kit }: IdentityDeps): Handler<'PUT /organization/features'> =>
  async (ctx, { body, user }) => {
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    const row = await changeFeatures(kit, body.organizationId, (current) => planFeatures(current, body.features), by);
    return toOrganization(row);
  };
