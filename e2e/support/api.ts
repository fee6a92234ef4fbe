import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { Account } from './accounts';
import type { Lang } from './texts';

/**
 * Logs a browser context in through the API (the context's request object shares its cookie jar), for
 * tests whose subject is not the login form itself.
 */
export async function loginByApi(context: BrowserContext, account: Account): Promise<{ id: string; sessionId: string; language: Lang }> {
  const res = await context.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: string; sessionId: string; language: Lang };
}

export async function myUser(request: APIRequestContext): Promise<{ status: number; body: unknown }> {
  const res = await request.get('/api/user/myuser');
  return { status: res.status(), body: await res.json().catch(() => null) };
}
