import { changeStatus } from '../db/organization-changes';
import { toOrganization } from '../db/organizations';
import { actorOf } from '../domain/audit';
import { planStatus } from '../domain/organization-changes';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /organization/status (platform administrators): an allowed transition (domain/organization-status)
 * with a reason. The reason reaches the organisation as a message of its status conversation
 * (approvalReason, rejectionReason or platform), a mail and a notification to its admins. Members'
 * contexts refresh (a blocked organisation grants nothing).
 */
export const handleOrganizationStatus =
  ({ kit }: IdentityDeps): Handler<'PUT /organization/status'> =>
  async (ctx, { body, user }) => {
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    return toOrganization(await changeStatus(kit, body.organizationId, (current) => planStatus(current, body), by));
  };
