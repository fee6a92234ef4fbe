import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { accounts } from './accounts';
import { loginRequest } from './api';
import { createOrganizationAdmin, type NewAccount } from './new-accounts';
import { E2E_BASE_URL } from './stack-config';
import type { Lang } from './texts';

/** svc-identity's demo seller, whose approved demo products (svc-catalog's seed) every giver's catalog offers. */
export const DEMO_SELLER = 'Demo Seller GmbH';

/** A request context of the test's own, logged in as `account` (the browser's cookies stay as they are). */
export async function apiAs(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await loginRequest(api, account);
  return api;
}

/** The JSON of a successful answer; any other status fails the test with the answer's text. */
export async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A new giver organisation ready to run campaigns, made through the API (its registration is not the subject of
 * the campaign tests): registered and confirmed, `api` logged in as its admin, its invoice address complete (a
 * release needs it), approved by the platform administrator.
 */
export async function createReadyGiver(api: APIRequestContext, lang: Lang, who: string): Promise<NewAccount> {
  const admin = await apiAs(accounts.admin);
  try {
    const giver = await createOrganizationAdmin(api, { language: lang, confirmed: true, who });
    await loginRequest(api, giver);
    const me = await ok<{ currentOrganizationId: string }>(await api.get('/api/user/myuser'));
    await ok(
      await api.put('/api/organization/invoice-address', {
        data: { name: giver.organizationName, street: 'Bahnhofstrasse', houseNumber: '1', zip: '8001', city: 'Zürich' },
      }),
    );
    await ok(
      await admin.put('/api/organization/status', {
        data: { organizationId: me.currentOrganizationId, status: 'approved', reason: 'E2E giver' },
      }),
    );
    return giver;
  } finally {
    await admin.dispose();
  }
}
