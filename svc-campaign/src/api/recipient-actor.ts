import type { UserContext } from '@cadeau/contracts';
import { clientAddress } from '@cadeau/service-kit';
import type Koa from 'koa';
import type { RecipientActor } from '../db/recipients-audit';
import { assertRecipientAccess } from '../domain/recipient-access';

/** Who acts in a recipient change, for its audit entry (the administrator while impersonating). */
export const recipientActorOf = (ctx: Koa.Context, user: UserContext): RecipientActor => ({
  userId: user.impersonatorId ?? user.userId,
  ip: clientAddress(ctx) || null,
});

/**
 * Who writes a recipient change (db/recipient-changes.ts): the campaign, the access rule judged on it under its
 * lock (write access: 404, 403, or 409 by the campaign's status), the actor and the current organisation.
 */
export const recipientWriterOf = (ctx: Koa.Context, user: UserContext, campaignId: string) => ({
  campaignId,
  decide: (campaign: Parameters<typeof assertRecipientAccess>[1]) => assertRecipientAccess(user, campaign, 'write'),
  actor: recipientActorOf(ctx, user),
  organizationId: user.currentOrganizationId,
});
