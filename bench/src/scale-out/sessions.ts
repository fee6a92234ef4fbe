import { io, type Socket } from 'socket.io-client';

/** A demo account's password (svc-identity's seed). */
export const DEMO_PASSWORD = 'Cadeau-Demo-2026!';

/**
 * Browsers here talk to a gateway replica directly, as if through the ingress, which writes the client's address
 * (the gateways trust one hop): an address of their own, so the login-budget check's spent budget (127.0.0.1,
 * through HAProxy) is not theirs.
 */
const SAME_ORIGIN = {
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
  'x-forwarded-for': '198.51.100.7',
};

/** One signed-in browser, talking to one gateway replica (base URL) or another with the same cookie. */
export interface Browser {
  cookie: string;
  userId: string;
  call(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

export async function signIn(base: string, email: string): Promise<Browser> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: SAME_ORIGIN,
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${await res.text()}`);
  const cookie = (res.headers.getSetCookie().find((c) => c.startsWith('cadeau_session=')) ?? '').split(';')[0]!;
  const user = (await res.json()) as { id: string };
  const call: Browser['call'] = async (b, method, path, body) => {
    const answer = await fetch(`${b}/api${path}`, {
      method,
      headers: { ...SAME_ORIGIN, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return { cookie, userId: user.id, call };
}

/** The browser's realtime socket on one gateway replica (WebSocket transport, as a browser ends up with). */
export async function openSocket(base: string, cookie: string): Promise<Socket> {
  const socket = io(base, {
    transports: ['websocket'],
    extraHeaders: { cookie, 'x-forwarded-for': SAME_ORIGIN['x-forwarded-for'] },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Milliseconds from `started` (a performance.now() taken before the action) until `check` holds, polling every
 * 20 ms; null after `timeoutMs`.
 */
export async function msUntil(
  started: number,
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
): Promise<number | null> {
  while (performance.now() - started < timeoutMs) {
    if (await check()) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}
