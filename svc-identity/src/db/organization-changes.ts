import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { reasonType } from '../domain/conversation';
import { featuresChange, planOrganizationEdit, valuesOf } from '../domain/organization';
import { assertStatusChange, type OrganizationStatus } from '../domain/organization-status';
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

/** The organisation under its row lock, or 404. */
async function lockedOrganization(trx: Knex.Transaction, id: string): Promise<OrganizationRow> {
  const current = await lockOrganization(trx, id);
  if (!current) throw errors.notFound(ErrorKeys.organization.notFound);
  return current;
}

/**
 * PUT /organization/features's write under the organisation's lock: the features when they change
 * (`featuresChange`), audited, `organization.updated` and `user.updated` for every member.
 */
export function changeFeatures(kit: Writer, organizationId: string, features: string[], by: Actor) {
  return kit.db.transaction(async (trx) => {
    const current = await lockedOrganization(trx, organizationId);
    const change = featuresChange(current.features, features);
    if (!change) return current;
    const updated = await updateOrganization(trx, current.id, { features: change.to });
    const entry = { entity: 'organization', entityId: current.id, organizationId: current.id, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: 'update', ...entry, value: { features: change } });
    await announceOrganization(trx, kit.addEvent, updated);
    await announceUsers(trx, kit.addEvent, await memberIdsOf(trx, current.id));
    return updated;
  });
}

/**
 * PUT /organization/status's write under the organisation's lock: only a transition
 * `assertStatusChange` allows; the status, its audit entry, the reason posted to the organisation's
 * status conversation, the admins told, `organization.updated` and `user.updated` for every member.
 */
export function changeStatus(
  kit: Writer,
  organizationId: string,
  change: { status: OrganizationStatus; reason: string },
  by: Actor,
) {
  const { status, reason } = change;
  return kit.db.transaction(async (trx) => {
    const current = await lockedOrganization(trx, organizationId);
    assertStatusChange(current.status, status);
    const updated = await setOrganizationStatus(trx, current.id, status, reason);
    const value = { status: { from: current.status, to: status }, reason };
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
 * PUT /organization's write under the organisation's lock: what `planOrganizationEdit` allows, a name
 * no other organisation has (409), audited and announced as `organization.updated`; nothing when nothing
 * changes.
 */
export function editOrganization(
  kit: Writer,
  organizationId: string,
  edit: Parameters<typeof planOrganizationEdit>[1],
  by: Actor,
) {
  return kit.db.transaction(async (trx) => {
    const current = await lockedOrganization(trx, organizationId);
    const changes = planOrganizationEdit(current, edit);
    if (changes.name && (await organizationNameTaken(trx, edit.name!, { exceptId: organizationId })))
      throw new DomainError(409, ErrorKeys.organization.alreadyExists);
    if (!Object.keys(changes).length) return current;
    const updated = await updateOrganization(trx, organizationId, valuesOf(changes));
    const entry = { entity: 'organization', entityId: organizationId, organizationId, value: changes, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: 'update', ...entry });
    await announceOrganization(trx, kit.addEvent, updated);
    return updated;
  });
}
