import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { featuresChange, planOrganizationEdit, type OrganizationEdit } from './organization';
import { assertStatusChange, type OrganizationStatus } from './organization-status';

/**
 * A platform administrator's or an organisation admin's change of an organisation as plans (issue 22): each
 * planner reads the organisation as db/organization-changes.ts found it under its lock (undefined when there is
 * none) and answers what to write, or throws the refusal; the handler passes the planner to the write.
 */

/** An organisation that is not there (or gone by the time its write locks it): 404 `error.organization.notFound`. */
export function foundOrganization<O>(organization: O | undefined): O {
  if (!organization) throw errors.notFound(ErrorKeys.organization.notFound);
  return organization;
}

/** PUT /organization/features: the features when they change (`featuresChange`), null when they do not. */
export function planFeatures(organization: { features: string[] } | undefined, features: string[]) {
  return featuresChange(foundOrganization(organization).features, features);
}

/**
 * PUT /organization/status: only a transition the organisation's status allows (409 `invalidStatus`), with the
 * reason posted to its status conversation.
 */
export function planStatus(
  organization: { status: OrganizationStatus } | undefined,
  change: { status: OrganizationStatus; reason: string },
): { from: OrganizationStatus; to: OrganizationStatus; reason: string } {
  const { status } = foundOrganization(organization);
  assertStatusChange(status, change.status);
  return { from: status, to: change.status, reason: change.reason };
}

/**
 * PUT /organization: the changes `planOrganizationEdit` allows, under a name no other organisation has (409
 * `error.organization.alreadyExists`; `nameTaken` says whether another holds the requested name); none when
 * nothing changes.
 */
export function planEdit(
  organization: Parameters<typeof planOrganizationEdit>[0] | undefined,
  edit: OrganizationEdit,
  nameTaken: boolean,
): ReturnType<typeof planOrganizationEdit> {
  const changes = planOrganizationEdit(foundOrganization(organization), edit);
  if (changes.name && nameTaken) throw new DomainError(409, ErrorKeys.organization.alreadyExists);
  return changes;
}
