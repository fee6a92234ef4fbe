import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { z } from 'zod';
import { announceUsers } from '../domain/announce';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { endAllSessions } from '../domain/sessions';
import { userDetail } from '../domain/user-body';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * PUT /user/{userId}/block (platform administrators): a blocked user cannot log in and loses every
 * session at once (`session.ended` per session); unblocking lets them log in again.
 */
export function registerBlockUser({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/user/{userId}/block'), async (ctx, { params, body, user }) => {
    const me = user!;
    if (!z.string().uuid().safeParse(params.userId).success) throw errors.notFound(ErrorKeys.noUserFound);
    if (params.userId === me.userId) throw errors.badRequest(ErrorKeys.user.cannotBlockSelf);
    await kit.db.transaction(async (trx) => {
      const target = await trx('users').where({ id: params.userId }).forUpdate().first('id', 'blocked');
      if (!target) throw errors.notFound(ErrorKeys.noUserFound);
      if (target.blocked === body.blocked) return;
      await trx('users').where({ id: target.id }).update({ blocked: body.blocked, updated_at: trx.fn.now() });
      const ended = body.blocked ? await endAllSessions(trx, kit.addEvent, target.id) : [];
      if (body.blocked) {
        // A blocked administrator's impersonations end too.
        const impersonations: { id: string; user_id: string }[] = await trx('sessions').where({ impersonator_id: target.id }).whereNull('ended_at').update({ ended_at: trx.fn.now() }).returning(['id', 'user_id']);
        for (const s of impersonations) await kit.addEvent(trx, 'session.ended', { userId: s.user_id, sessionId: s.id });
      }
      await audit(trx, {
        userId: actorOf(me),
        action: 'update',
        entity: 'user',
        entityId: target.id,
        value: { blocked: { from: target.blocked, to: body.blocked }, reason: body.reason ?? null, endedSessions: ended.length },
        ip: clientInfo(ctx).ip,
      });
      await kit.addEvent(trx, 'user.blocked', { userId: target.id, blocked: body.blocked });
      await announceUsers(trx, kit.addEvent, [target.id]);
    });
    return userDetail(kit.db, params.userId);
  });
}
