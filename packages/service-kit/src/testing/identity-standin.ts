import type { AddressInfo } from 'node:net';
import {
  internalBillingFactsRoute,
  internalOrderNotificationsRoute,
  internalOrganizationRoute,
  internalSettingsRoute,
  internalUserRoute,
  resolveSessionRoute,
  type BillingFacts,
  type InternalUser,
  type OrderNotificationFactsAnswer,
  type OrganizationFactsInput,
  type UserContext,
} from '@cadeau/contracts';
import { errors } from '../errors';
import { createService } from '../service';

/**
 * svc-identity's internal routes as other services call them, at the network edge: a service-kit service on
 * loopback that verifies the signed internal calls like the real one and answers the contracts' shapes from
 * what the test sets (`settings`, `organizations`, `users`, `orderNotifications`, and `sessions` by cookie token for a gateway in front
 * of svc-catalog). `calls` counts what was asked.
 */
export async function startIdentityStandIn(secret: string) {
  const state = {
    settings: {} as Record<string, unknown>,
    organizations: new Map<string, OrganizationFactsInput>(),
    users: new Map<string, InternalUser>(),
    /** Order notification facts by organisation (svc-catalog's `orderPlaced`); unknown ones answer 404. */
    orderNotifications: new Map<string, OrderNotificationFactsAnswer>(),
    /** Billing facts by organisation (svc-billing's invoices and payment mails); unknown ones answer 404. */
    billingFacts: new Map<string, BillingFacts>(),
    sessions: new Map<string, Omit<UserContext, 'iat'>>(),
    calls: { settings: 0, organizations: 0, orderNotifications: 0 },
  };
  const service = await createService({
    name: 'identity-standin',
    service: 'identity',
    secret,
    setup(kit) {
      kit.route(internalSettingsRoute, async () => {
        state.calls.settings++;
        return state.settings;
      });
      kit.route(internalOrganizationRoute, async (_ctx, { params }) => {
        state.calls.organizations++;
        const org = state.organizations.get(params.organizationId);
        if (!org) throw errors.notFound('error.organization.notFound');
        return org;
      });
      kit.route(internalOrderNotificationsRoute, async (_ctx, { params }) => {
        state.calls.orderNotifications++;
        const facts = state.orderNotifications.get(params.organizationId);
        if (!facts) throw errors.notFound('error.organization.notFound');
        return facts;
      });
      kit.route(internalBillingFactsRoute, async (_ctx, { params }) => {
        const facts = state.billingFacts.get(params.organizationId);
        if (!facts) throw errors.notFound('error.organization.notFound');
        return facts;
      });
      kit.route(internalUserRoute, async (_ctx, { params }) => {
        const user = state.users.get(params.userId);
        if (!user) throw errors.notFound('error.noUserFound');
        return user;
      });
      kit.route(resolveSessionRoute, async (_ctx, { body }) => {
        const session = state.sessions.get(body.token);
        if (!session) throw errors.notFound('error.session.notFound');
        return session;
      });
    },
  });
  const server = await service.listen(0, '127.0.0.1');
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => service.close(),
  });
}
export type IdentityStandIn = Awaited<ReturnType<typeof startIdentityStandIn>>;
