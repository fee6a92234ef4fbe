import { errors } from '@cadeau/service-kit';
import type Koa from 'koa';
import { devToolsOpen } from '../domain/dev-tools';
import type { MailDeps } from './deps';

/**
 * Refuses a dev mailbox call as an unknown route (404) unless devToolsOpen: the addresses are the socket's
 * peer, the gateway's signed client address (`ctx.state.clientAddress`, when the kit verified one) and the
 * first `X-Forwarded-For` hop the gateway writes. The header is only ever used to close, never to open.
 */
export function assertDevToolsOpen(ctx: Koa.Context, deps: Pick<MailDeps, 'environment'>): void {
  const forwarded = ctx.get('x-forwarded-for').split(',')[0]?.trim();
  const addresses = [ctx.request.socket.remoteAddress, ctx.state.clientAddress as string | null | undefined, forwarded];
  if (!devToolsOpen(deps.environment, addresses)) throw errors.notFound();
}
