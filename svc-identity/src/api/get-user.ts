import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { z } from 'zod';
import { userDetail } from '../domain/user-body';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** GET /user/{userId}: the user themself or a platform administrator. */
export function registerGetUser({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/user/{userId}'), async (_ctx, { params }) => {
    if (!z.string().uuid().safeParse(params.userId).success) throw errors.notFound(ErrorKeys.noUserFound);
    const detail = await userDetail(kit.db, params.userId);
    if (!detail) throw errors.notFound(ErrorKeys.noUserFound);
    return detail;
  });
}
