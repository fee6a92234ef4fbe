import { checkAddressSyntax } from '@cadeau/contracts';
import type { MailDeps, MailHandler } from './deps';

/**
 * POST /mail/check-address: the server's e-mail checks of spec section 5 for forms (registration,
 * invitations, notification address lists). Answers 200 with `valid` and the `error.mail.*` key, since
 * an address that fails is a normal answer here, not a failed call.
 */
export const checkAddress =
  ({ mx }: MailDeps): MailHandler<'POST /mail/check-address'> =>
  async (_ctx, { body }) => {
    const syntax = checkAddressSyntax(body.address);
    if (!syntax.ok) return { valid: false, message: syntax.key };
    if (mx) {
      const result = await mx.check(syntax.domain);
      if (!result.ok) return { valid: false, message: result.key };
    }
    return { valid: true };
  };
