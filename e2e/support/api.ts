import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { Account } from './accounts';
import type { Lang } from './texts';

export interface LoggedIn {
  id: string;
  sessionId: string;
  language: Lang;
}

/** Logs an API request context in (a browser context's `request` shares the browser's cookie jar). */
export async function loginRequest(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<LoggedIn> {
  const res = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as LoggedIn;
}

/**
 * Logs a browser context in through the API, for tests whose subject is not the login form itself.
 */
export async function loginByApi(
  context: BrowserContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<LoggedIn> {
  return loginRequest(context.request, account);
}

/** Sets the logged-in user's language on the profile: the cockpit speaks it (the user's language wins). */
export async function setLanguage(request: APIRequestContext, language: Lang): Promise<void> {
  const res = await request.put('/api/user', { data: { language } });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { language: string }).language).toBe(language);
}

export async function myUser(request: APIRequestContext): Promise<{ status: number; body: unknown }> {
  const res = await request.get('/api/user/myuser');
  return { status: res.status(), body: await res.json().catch(() => null) };
}

/** Whether an address and password log in (200) or not (401), without touching any browser. */
export async function loginStatus(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<number> {
  return (
    await request.post('/api/auth/login', { data: { email: account.email, password: account.password } })
  ).status();
}
