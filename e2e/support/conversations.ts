import { expect, type APIRequestContext } from '@playwright/test';

/** Starts a conversation of the logged-in member's current organisation through the API; answers its id. */
export async function startConversation(
  request: APIRequestContext,
  c: { subject: string; message: string },
): Promise<string> {
  const res = await request.post('/api/conversation', { data: c });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Writes into a conversation through the API, as the request's logged-in user. */
export async function reply(request: APIRequestContext, conversationId: string, message: string): Promise<void> {
  const res = await request.post(`/api/conversation/${conversationId}/send`, { data: { message } });
  expect(res.status(), await res.text()).toBe(200);
}
