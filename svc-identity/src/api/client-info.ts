import { clientAddress } from '@cadeau/service-kit';
import type Koa from 'koa';
import { clip, describeUserAgent, type ClientInfo } from '../domain/client-info';

/**
 * Who is calling, for sessions, audit and the login lock. The IP is the address the gateway signed (its
 * trusted proxy hops already applied, ADR 0011), else the socket's peer; never `x-forwarded-for`, which a
 * caller reaching the service directly could rotate to dodge the lock (issue 8).
 */
export function clientInfo(ctx: Koa.Context): ClientInfo {
  const ip = clip(clientAddress(ctx), 64);
  const userAgent = clip(ctx.get('user-agent'), 1000);
  return { ip, userAgent, ...describeUserAgent(userAgent) };
}
