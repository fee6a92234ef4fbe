import type { UserContext } from '@cadeau/contracts';
import { clientAddress } from '@cadeau/service-kit';
import type Koa from 'koa';
import type { RecipientActor } from '../db/recipients-audit';

/** Who acts in a recipient change, for its audit entry (the administrator while impersonating). */
export const recipientActorOf = (ctx: Koa.Context, user: UserContext): RecipientActor => ({
  userId: user.impersonatorId ?? user.userId,
  ip: clientAddress(ctx) || null,
});
