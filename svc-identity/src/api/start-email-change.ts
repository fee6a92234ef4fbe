import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { beginEmailChange } from '../db/email-changes';
import { toEmailChangeStatus } from '../domain/email-change';
import { findUserByEmail, findUserById } from '../db/users';
import { actorOf } from '../domain/audit';
import { assertNewAddress } from '../domain/email-change';
import { assertNotImpersonated } from '../domain/user';
import { checkedCurrentPassword } from './checked-current-password';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import { withMailRetryAfter } from './mail-throttled';
import type { Handler } from './routes';

/**
 * POST /user/email-change: starts a change (replacing an open one) once the current password, counted
 * like a login, is right. The current address gets a link to confirm (or cancel), the new address a link
 * to confirm; the current address stays the login until both are confirmed. A new address that belongs to
 * another account is answered the same (issue 8): it gets a notice without a link, so that change stays
 * pending until it expires or is cancelled (and the confirm-time check refuses it anyway). The mail
 * throttle answers 429 `mail.tooManyMails` with `retry-after`.
 */
export const handleEmailChange =
  ({ kit, limiter }: IdentityDeps): Handler<'POST /user/email-change'> =>
  async (ctx, { body, user }) => {
    assertNotImpersonated(user!);
    const current = await findUserById(kit.db, user!.userId);
    if (!current) throw errors.notFound(ErrorKeys.noUserFound);
    const ip = clientInfo(ctx).ip;
    await checkedCurrentPassword(ctx, limiter, current, body.password, ip);
    assertNewAddress(current.email, body.newEmail);
    // A taken address is answered like any other (issue 8); its holder gets a notice instead of a link.
    const holder = await findUserByEmail(kit.db, body.newEmail);
    const by = { actorId: actorOf(user!), ip };
    const row = await withMailRetryAfter(ctx, () => beginEmailChange(kit, current, body.newEmail, by, holder));
    return toEmailChangeStatus(row);
  };
