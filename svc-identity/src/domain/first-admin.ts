import { emailSchema, languageSchema, PERSON_NAME_MAX, PLATFORM_ADMIN } from '@cadeau/contracts';
import { z } from 'zod';

/**
 * The first platform administrator of a new installation (issue 21). The demo seeds one, production cannot: an
 * operator runs `create-first-admin` once (a Kubernetes Job) with an e-mail address; it makes the account a platform
 * administrator and mails it a link to set the password, and refuses once any administrator exists. These are its
 * rules; `db/first-admin.ts` applies them in one transaction.
 */

/** How long the mailed link works: an operator's deploy, then a mailbox read the next day or after a weekend. */
export const FIRST_ADMIN_LINK_HOURS = 72;

const personName = z.string().trim().min(1).max(PERSON_NAME_MAX);

/**
 * The command's options, checked as the API checks a registration (the address by spec section 5's rules). The
 * names are what the account shows until its owner edits the profile; the language is the mail's and the account's.
 */
export const firstAdminOptions = z.object({
  email: emailSchema,
  firstName: personName.default('Platform'),
  lastName: personName.default('Administrator'),
  language: languageSchema.default('de'),
});
export type FirstAdminInput = z.output<typeof firstAdminOptions>;

/** What the command found: the platform administrators there are, and the account the address already has. */
export interface FirstAdminState {
  administrators: number;
  account?: { id: string; roles: string[]; blocked: boolean; emailConfirmed: boolean };
}

export type FirstAdminPlan =
  | { action: 'refuse'; reason: string }
  /** A new account: a platform administrator without a password until the link is used. */
  | { action: 'create'; roles: string[] }
  /**
   * The address has an account already: it becomes the administrator. `lockOut` when its address was never
   * confirmed: whoever registered it never showed they read that mailbox (anyone may register any address), so its
   * password is cleared and its sessions end, and the link mailed to the address is the only way in.
   */
  | { action: 'promote'; userId: string; roles: string[]; lockOut: boolean };

export function planFirstAdmin(email: string, state: FirstAdminState): FirstAdminPlan {
  if (state.administrators > 0) {
    const count = state.administrators === 1 ? 'an administrator' : `${state.administrators} administrators`;
    return {
      action: 'refuse',
      reason: `the platform has ${count} already; this command makes only the first one (nothing was changed)`,
    };
  }
  const { account } = state;
  if (!account) return { action: 'create', roles: [PLATFORM_ADMIN] };
  if (account.blocked)
    return { action: 'refuse', reason: `${email} belongs to a blocked account: unblock it or choose another address` };
  const roles = [...new Set([...account.roles, PLATFORM_ADMIN])];
  return { action: 'promote', userId: account.id, roles, lockOut: !account.emailConfirmed };
}
