import { registerInvitedUser } from '../db/registrations';
import { hashPassword } from '../domain/passwords';
import { assertNewPassword } from '../domain/password-rules';
import { clientInfo } from './client-info';
import { answerWithSession } from './session-answer';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/registration: a new account only through an invitation link. The address is the invited
 * one and counts as confirmed (the link arrived there); the invitation is accepted in the same
 * transaction. The answer logs the new user in (the session cookie), in the inviting organisation.
 */
export const handleRegistration =
  ({ kit, production }: IdentityDeps): Handler<'POST /auth/registration'> =>
  async (ctx, { body }) => {
    assertNewPassword(body.password, body.passwordConfirmation);
    const registration = { ...body, passwordHash: await hashPassword(body.password) };
    const account = { first_name: body.firstName, last_name: body.lastName, language: body.language };
    const { sessionToken, ...result } = await registerInvitedUser(
      kit,
      production,
      registration,
      account,
      clientInfo(ctx),
    );
    answerWithSession(ctx, sessionToken);
    ctx.status = 201;
    return result;
  };
