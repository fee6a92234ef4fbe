import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { userDetail } from '../db/users';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /user/{userId}: the user themself or a platform administrator. */
export const handleGetUser =
  ({ kit }: IdentityDeps): Handler<'GET /user/{userId}'> =>
  async (_ctx, { params }) => {
    const detail = await userDetail(kit.db, params.userId);
    if (!detail) throw errors.notFound(ErrorKeys.noUserFound);
    return detail;
  };
