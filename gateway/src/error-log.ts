import type { Kit } from '@cadeau/service-kit';
import { routes, type Route } from '@cadeau/contracts';

type ErrorLogRoute = Extract<Route, { path: '/log/error' }>;

/**
 * POST /api/log/error: the shell's error queue reports client errors here, one at a time. Sizes are
 * bounded by the contract and calls are rate-limited per client, so a broken client cannot flood logs.
 */
export function registerErrorLog(kit: Kit): void {
  const def = routes.find((r): r is ErrorLogRoute => r.service === 'gateway' && r.path === '/log/error');
  if (!def) throw new Error('route table lacks POST /log/error');
  kit.route(def, async (ctx, { body, user }) => {
    kit.logger.warn(
      {
        clientError: { message: body.message, stack: body.stack ?? null },
        userId: user?.userId ?? null,
        ip: ctx.ip,
        userAgent: ctx.get('user-agent'),
      },
      'client error reported',
    );
    return undefined;
  });
}
