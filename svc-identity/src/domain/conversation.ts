import { ErrorKeys, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { currentOrgOf } from './current-organization';
import type { OrganizationStatus } from './organization-status';
import { isPlatformAdmin } from './user-context';

export type MessageType = 'approvalReason' | 'platform' | 'rejectionReason' | 'user';

/** The message type a status reason is posted as. */
export function reasonType(status: OrganizationStatus): MessageType {
  if (status === 'approved') return 'approvalReason';
  if (status === 'rejected' || status === 'blocked') return 'rejectionReason';
  return 'platform';
}

/** A platform administrator who is not a member of the conversation's organisation speaks for the platform. */
export const speaksForPlatform = (u: Pick<UserContext, 'roles' | 'organizations'>, organizationId: string) =>
  isPlatformAdmin(u) && !u.organizations.some((o) => o.id === organizationId);

/** Platform administrators write `platform` messages, organisation members `user` messages. */
export const messageTypeOf = (u: Pick<UserContext, 'roles' | 'organizations'>, organizationId: string): MessageType =>
  speaksForPlatform(u, organizationId) ? 'platform' : 'user';

/** The organisation a new conversation belongs to: a platform administrator may pick one, a member writes to the current one. */
export const newConversationOrganization = (u: UserContext, picked?: string | null): string =>
  isPlatformAdmin(u) && picked ? picked : currentOrgOf(u);

/**
 * Whose conversations the caller sees: a platform administrator those of the organisation picked, or of
 * all when none is; a member only the current organisation's.
 */
export const conversationScope = (u: UserContext, picked?: string | null): string | undefined =>
  isPlatformAdmin(u) ? (picked ?? undefined) : currentOrgOf(u);

/** Finishing a finished conversation does nothing (no audit entry, no event). */
export const needsFinishing = (c: { status: 'open' | 'finished' }): boolean => c.status !== 'finished';

/**
 * The conversation a read found within the caller's scope; none (another organisation's, an unknown or malformed
 * id) is 404 `error.conversation.notFound`.
 */
export function visibleConversationOf<C>(found: C | undefined): C {
  if (!found) throw errors.notFound(ErrorKeys.conversation.notFound);
  return found;
}
