import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DevMailbox } from '../pages/DevMailbox';
import type { Account } from './accounts';
import { E2E_BASE_URL } from './stack-config';
import type { Lang } from './texts';

/** Short random text: every test makes its own addresses and names, so runs and files never collide. */
export const unique = (): string => randomBytes(4).toString('hex');

/** An address no other test uses (the dev mailbox keeps every mail by address). */
export const uniqueEmail = (who: string): string => `${who}.${unique()}@cadeau.test`;

/** The password of the accounts tests make for themselves. */
export const NEW_ACCOUNT_PASSWORD = 'E2E-Own-Account-2026!';

export interface NewAccount extends Account {
  firstName: string;
  lastName: string;
  language: Lang;
  organizationName: string;
}

/**
 * A new organisation (pending, without the company register) and its admin, through the public registration
 * API, for tests whose subject is not the registration itself. `confirmed` follows the mailed confirmation
 * link too, as the person would, so the account can log in. The account starts logged out: the confirmation,
 * which logs the person in (issue 9), is sent from a request context of its own, so the cookies of `request`
 * (a browser context's, when it is `page.request`) stay as they were.
 */
export async function createOrganizationAdmin(
  request: APIRequestContext,
  options: {
    language: Lang;
    confirmed: boolean;
    who?: string;
    firstName?: string;
    lastName?: string;
    /** The organisation's feature (default giver). */
    feature?: 'giver' | 'seller';
  },
): Promise<NewAccount> {
  const account: NewAccount = {
    email: uniqueEmail(options.who ?? 'org-admin'),
    password: NEW_ACCOUNT_PASSWORD,
    firstName: options.firstName ?? 'Erika',
    lastName: options.lastName ?? `Test ${unique()}`,
    language: options.language,
    organizationName: `E2E ${unique()}`,
  };
  const res = await request.post('/api/auth/organization-registration', {
    data: {
      organization: {
        name: account.organizationName,
        feature: options.feature ?? 'giver',
        companyName: 'E2E Test GmbH',
        address: { street: 'Teststrasse', houseNumber: '1', zip: '8001', city: 'Zürich' },
      },
      user: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        language: account.language,
        password: account.password,
        passwordConfirmation: account.password,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (options.confirmed) {
    const link = await new DevMailbox(request).linkTo(account.email, 'emailConfirmation', '/confirm-email');
    const token = new URL(link, 'http://x').searchParams.get('token');
    const own = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    try {
      const confirmed = await own.post('/api/auth/confirmation', { data: { token } });
      expect(confirmed.status(), await confirmed.text()).toBe(204);
    } finally {
      await own.dispose();
    }
  }
  return account;
}
