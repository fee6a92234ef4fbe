import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { findUserById } from '../db/users';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/users/{userId}: a user's address, first name and language for another service's mail to them
 * (svc-campaign's test mail of a design goes to the designer who asked). Internal: signed service calls only.
 */
export const handleInternalUser =
  ({ kit }: IdentityDeps): Handler<'GET /internal/users/{userId}'> =>
  async (_ctx, { params }) => {
    const user = await findUserById(kit.db, params.userId);
    if (!user) throw errors.notFound(ErrorKeys.noUserFound);
    return {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      language: user.language,
      blocked: user.blocked,
    };
  };
