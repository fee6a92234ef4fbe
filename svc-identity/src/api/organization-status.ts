import { ErrorKeys, mailLinkPaths } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { announceUsers } from '../domain/announce';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { addMessage, reasonType, statusConversation } from '../domain/conversations';
import { queueMail } from '../domain/mail';
import { notify } from '../domain/notifications';
import { toOrganization } from '../domain/organization-body';
import { adminsOf, memberIdsOf, type OrganizationRow } from '../domain/organizations';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * PUT /organization/status (platform administrators): pending, approved, rejected or blocked with a
 * reason. The reason reaches the organisation as a message of its status conversation (approvalReason,
 * rejectionReason or platform), a mail and a notification to its admins. Members' contexts refresh
 * (a blocked organisation grants nothing).
 */
export function registerOrganizationStatus({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/organization/status'), async (ctx, { body, user }) => {
    const me = user!;
    const row = await kit.db.transaction(async (trx) => {
      const current = (await trx('organizations').where({ id: body.organizationId }).forUpdate().first()) as OrganizationRow | undefined;
      if (!current) throw errors.notFound(ErrorKeys.organization.notFound);
      if (current.status === body.status) throw errors.badRequest(ErrorKeys.organization.invalidStatus);
      const [updated] = (await trx('organizations')
        .where({ id: current.id })
        .update({ status: body.status, status_reason: body.reason, status_changed_at: trx.fn.now(), updated_at: trx.fn.now() })
        .returning('*')) as OrganizationRow[];
      await audit(trx, { userId: actorOf(me), action: 'update', entity: 'organization', entityId: current.id, organizationId: current.id, value: { status: { from: current.status, to: body.status }, reason: body.reason }, ip: clientInfo(ctx).ip });
      const conversation = await statusConversation(trx, current.id, actorOf(me));
      await addMessage(kit, trx, conversation, reasonType(body.status), actorOf(me), body.reason);
      const admins = await adminsOf(trx, current.id);
      for (const admin of admins) {
        await queueMail(kit, trx, {
          template: 'organizationStatusChanged',
          locale: admin.language,
          to: admin.email,
          idempotencyKey: `identity:organizationStatus:${current.id}:${admin.id}:${new Date(updated.status_changed_at!).getTime()}`,
          data: { organizationName: current.name, status: body.status, reason: body.reason },
        });
      }
      await notify(kit, trx, admins.map((a) => a.id), {
        type: 'notification.organizationStatusChanged',
        data: { organizationName: current.name, status: body.status, reason: body.reason, conversationId: conversation.id },
        path: mailLinkPaths.organization,
        organizationId: current.id,
        // The organisationStatusChanged mail above already tells them, with the reason.
        mail: false,
      });
      await kit.addEvent(trx, 'organization.updated', { organizationId: current.id, status: updated.status, features: updated.features, name: updated.name });
      await announceUsers(trx, kit.addEvent, await memberIdsOf(trx, current.id));
      return updated;
    });
    return toOrganization(row);
  });
}
