import { msUntil, openSocket, signIn } from './sessions';

/** Milliseconds until a change made through one gateway holds on the other (null: not within 10 s). */
export interface Propagation {
  /** A user's socket on gateway 2 told of their profile change made through gateway 1. */
  notificationMs: number | null;
  /** A logout through gateway 1: the same cookie refused by gateway 2. */
  logoutMs: number | null;
  /** An administrator blocks a user through gateway 1: that user's session refused by gateway 2. */
  blockMs: number | null;
  /** An organisation admin is made a plain user through gateway 1: gateway 2 refuses them an admin page. */
  roleChangeMs: number | null;
}

/**
 * Each change is made through the first gateway replica while the affected browser talks to the second, whose
 * session cache already holds the old state (the cluster runs with a long SESSION_CACHE_MS, so only the events
 * each gateway follows on NATS can make the change hold within the second the issue asks).
 */
export async function measurePropagation([one, two]: readonly [string, string]): Promise<Propagation> {
  const giver = await signIn(one, 'giver@cadeau.test');

  const socket = await openSocket(two, giver.cookie);
  const told = new Promise<number>((resolve) => socket.once('user:updated', () => resolve(performance.now())));
  const notifiedFrom = performance.now();
  // A real change: an unchanged name announces nothing.
  const renamed = await giver.call(one, 'PUT', '/user', { firstName: 'Gina Scale' });
  if (renamed.status !== 200) throw new Error(`profile change answered ${renamed.status}`);
  const notificationMs = await Promise.race([
    told.then((at) => Math.round(at - notifiedFrom)),
    new Promise<null>((r) => setTimeout(() => r(null), 10_000)),
  ]);
  socket.close();
  await giver.call(one, 'PUT', '/user', { firstName: 'Gina' });

  const colleague = await signIn(two, 'giver-de@cadeau.test');
  if ((await colleague.call(two, 'GET', '/audit')).status !== 200) throw new Error('the colleague is no org admin');
  const roleFrom = performance.now();
  const demoted = await giver.call(one, 'PUT', '/organization/user', { userId: colleague.userId, roles: ['user'] });
  if (demoted.status !== 200) throw new Error(`role change answered ${demoted.status}`);
  const roleChangeMs = await msUntil(roleFrom, async () => (await colleague.call(two, 'GET', '/audit')).status === 403);
  await giver.call(one, 'PUT', '/organization/user', { userId: colleague.userId, roles: ['admin'] });

  const leaving = await signIn(one, 'giver@cadeau.test');
  if ((await leaving.call(two, 'GET', '/user/myuser')).status !== 200) throw new Error('fresh session refused');
  const logoutFrom = performance.now();
  if ((await leaving.call(one, 'POST', '/auth/logout')).status >= 300) throw new Error('logout failed');
  const logoutMs = await msUntil(
    logoutFrom,
    async () => (await leaving.call(two, 'GET', '/user/myuser')).status === 401,
  );

  const admin = await signIn(one, 'admin@cadeau.test');
  const seller = await signIn(two, 'seller@cadeau.test');
  if ((await seller.call(two, 'GET', '/user/myuser')).status !== 200) throw new Error('seller refused');
  const blockFrom = performance.now();
  const blocked = await admin.call(one, 'PUT', `/user/${seller.userId}/block`, { blocked: true, reason: 'scale-out' });
  if (blocked.status !== 200) throw new Error(`block answered ${blocked.status}`);
  const blockMs = await msUntil(blockFrom, async () => (await seller.call(two, 'GET', '/user/myuser')).status === 401);
  await admin.call(one, 'PUT', `/user/${seller.userId}/block`, { blocked: false });

  return { notificationMs, logoutMs, blockMs, roleChangeMs };
}
