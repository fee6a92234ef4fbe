import { editOrganization } from '../db/organization-changes';
import { toOrganization } from '../db/organizations';
import { actorOf } from '../domain/audit';
import { currentOrgOf } from '../domain/current-organization';
import { planEdit } from '../domain/organization-changes';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /organization (organisation admins): name, IBAN, and for organisations without a UID the company
 * data. Values synced from the company register cannot be changed: sending a different value is refused.
 */
export const handleUpdateOrganization =
  ({ kit }: IdentityDeps): Handler<'PUT /organization'> =>
  async (ctx, { body, user }) => {
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    const row = await editOrganization(
      kit,
      currentOrgOf(user!),
      body,
      (current, taken) => planEdit(current, body, taken),
      by,
    );
    return toOrganization(row);
  };
