import { expect, type APIRequestContext } from '@playwright/test';
import { DevMailbox } from '../pages/DevMailbox';
import type { Account } from './accounts';

/**
 * The links of svc-identity's mails, made through the real flows (the API call a person's click makes, the mail in
 * the dev mailbox): for tests that open the page behind a valid link without going through the screens that send
 * it. Each answers the site path (path and query) of the mailed link.
 */

/**
 * Invites `email` into the current organisation of the logged-in organisation admin of `request`; answers the link
 * of the invitation mail (/invitation?token=…).
 */
export async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/organization/invitation', { data: { email, roles: ['user'] } });
  expect(res.status(), await res.text()).toBe(201);
  return new DevMailbox(request).linkTo(email, 'invitation', '/invitation');
}

/** Asks for a new password for `email`, as the forgotten-password form does; answers the mailed /reset-password link. */
export async function passwordResetLink(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/forgot-password', { data: { email } });
  expect(res.status(), await res.text()).toBe(204);
  return new DevMailbox(request).linkTo(email, 'passwordReset', '/reset-password');
}

/**
 * Asks for the change of the logged-in `account`'s address to `newEmail`, as my-profile does; answers the
 * /email-change link of the mail to the new address (its confirmation).
 */
export async function emailChangeLink(
  request: APIRequestContext,
  account: Pick<Account, 'password'>,
  newEmail: string,
): Promise<string> {
  const res = await request.post('/api/user/email-change', { data: { newEmail, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return new DevMailbox(request).linkTo(newEmail, 'emailChangeNew', '/email-change');
}

/** The /confirm-email link of the newest confirmation mail to `email` (sent by the registration). */
export function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  return new DevMailbox(request).linkTo(email, 'emailConfirmation', '/confirm-email');
}

/** The site path of a link with its token, for the page a link leads to (`/registration` of an invitation). */
export function withTokenOf(link: string, pathname: string): string {
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect(token, `a token in ${link}`).toBeTruthy();
  return `${pathname}?token=${encodeURIComponent(token!)}`;
}
