import type { Knex } from 'knex';
import { reasonType } from '../domain/conversation';
import { valuesOf, type OrganizationEdit } from '../domain/organization';
import type { OrganizationStatus } from '../domain/organization-status';
import { audit } from './audit';
import { addMessage, statusConversation } from './conversations';
import { tellAdminsAboutStatus } from './notifications';
import {
  adminsOf,
  lockOrganization,
  memberIdsOf,
  organizationNameTaken,
  setOrganizationStatus,
  updateOrganization,
  type OrganizationRow,
} from './organizations';
import { announceOrganization, announceUsers, type Outbox } from './outbox';

type Writer = Outbox & { db: Knex };
type Actor = { actorId: string; ip: string };

/**
 * PUT /organization/features's write under the organisation's lock: `decide` (domain `planFeatures`), then the
 * features when they change, audited, `organization.updated` and `user.updated` for every member.
 */
export function changeFeatures(
  kit: Writer,
  organizationId: string,
  decide: (current: OrganizationRow | undefined) => { from: string[]; to: string[] } | null,
  by: Actor,
) {
  return kit.db.transaction(async (trx) => {
    const current = await lockOrganization(trx, organizationId);
    const change = decide(current);
    if (!change) return current!;
    const updated = await updateOrganization(trx, current!.id, { features: change.to });
    const entry = { entity: 'organization', entityId: current!.id, organizationId: current!.id, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: 'update', ...entry, value: { features: change } });
    await announceOrganization(trx, kit.addEvent, updated);
    await announceUsers(trx, kit.addEvent, await memberIdsOf(trx, current!.id));
    return updated;
  });
}

/**
 * PUT /organization/status's write under the organisation's lock: `decide` (domain `planStatus`: a transition the
 * status allows), then the status, its audit entry, the reason posted to the organisation's status
 * conversation, the admins told, `organization.updated` and `user.updated` for every member.
 */
export function changeStatus(
  kit: Writer,
  organizationId: string,
  decide: (current: OrganizationRow | undefined) => {
    from: OrganizationStatus;
    to: OrganizationStatus;
    reason: string;
  },
  by: Actor,
) {
  return kit.db.transaction(async (trx) => {
    const locked = await lockOrganization(trx, organizationId);
    const { from, to: status, reason } = decide(locked);
    const current = locked!;
    const updated = await setOrganizationStatus(trx, current.id, status, reason);
    const value = { status: { from, to: status }, reason };
    const entry = { entity: 'organization', entityId: current.id, organizationId: current.id, value, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: 'update', ...entry });
    const conversation = await statusConversation(trx, current.id, by.actorId);
    await addMessage(kit, trx, conversation, reasonType(status), by.actorId, reason);
    await tellAdminsAboutStatus(kit, trx, updated, await adminsOf(trx, current.id), conversation.id);
    await announceOrganization(trx, kit.addEvent, updated);
    await announceUsers(trx, kit.addEvent, await memberIdsOf(trx, current.id));
    return updated;
  });
}

/**
 * PUT /organization's write under the organisation's lock: `decide` (domain `planEdit`) on the organisation and on
 * whether another organisation has the requested name, then the changes, audited and announced as
 * `organization.updated`; nothing when nothing changes.
 */
export function editOrganization(
  kit: Writer,
  organizationId: string,
  edit: OrganizationEdit,
  decide: (current: OrganizationRow | undefined, nameTaken: boolean) => Record<string, { to: unknown }>,
  by: Actor,
) {
  return kit.db.transaction(async (trx) => {
    const current = await lockOrganization(trx, organizationId);
    const nameTaken =
      current !== undefined &&
      edit.name !== undefined &&
      (await organizationNameTaken(trx, edit.name, { exceptId: organizationId }));
    const changes = decide(current, nameTaken);
    if (!Object.keys(changes).length) return current!;
    const updated = await updateOrganization(trx, organizationId, valuesOf(changes));
    const entry = { entity: 'organization', entityId: organizationId, organizationId, value: changes, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: 'update', ...entry });
    await announceOrganization(trx, kit.addEvent, updated);
    return updated;
  });
}
