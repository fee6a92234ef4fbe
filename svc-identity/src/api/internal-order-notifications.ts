import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { orderNotificationFacts } from '../db/order-notifications';
import { findOrganization } from '../db/organizations';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/organizations/{organizationId}/order-notifications: the order settings and admins of a seller,
 * for svc-catalog's order notification mail (issue 12). Internal: only a signed service call passes.
 */
export const handleInternalOrderNotifications =
  ({ kit, production }: IdentityDeps): Handler<'GET /internal/organizations/{organizationId}/order-notifications'> =>
  async (_ctx, { params }) => {
    const org = await findOrganization(kit.db, params.organizationId);
    if (!org) throw errors.notFound(ErrorKeys.organization.notFound);
    return orderNotificationFacts(kit.db, org.id, production);
  };
