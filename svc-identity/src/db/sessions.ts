import { randomUUID } from 'node:crypto';
import type { ListQueryBase, Page, Session } from '@cadeau/contracts';
import { pageQuery, type ListSpec } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { recogniseUserAgent, type ClientInfo } from '../domain/client-info';
import { hashSessionToken, newSessionToken } from '../domain/session-token';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '../domain/sessions';
import { audit } from './audit';
import { announceSession, type AddEvent } from './outbox';
import { updateUser } from './users';

/** The where of a live session: used recently enough and younger than its absolute lifetime (domain/sessions.ts). */
function live(db: Knex, alias = ''): (q: Knex.QueryBuilder) => void {
  return (q) =>
    void q
      .whereNull(`${alias}ended_at`)
      .where(`${alias}last_seen_at`, '>', db.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`))
      .where(`${alias}created_at`, '>', db.raw(`now() - interval '${SESSION_MAX_DAYS} days'`));
}

export interface SessionRow {
  id: string;
  user_id: string;
  current_organization_id: string | null;
  impersonator_id: string | null;
  impersonator_session_id?: string | null;
  device: string;
  browser: string;
  ip: string;
  user_agent: string;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

export async function createSession(
  trx: Knex.Transaction,
  userId: string,
  organizationId: string | null,
  client: ClientInfo,
): Promise<{ token: string; session: SessionRow }> {
  const token = newSessionToken();
  const [session] = await trx<SessionRow>('sessions')
    .insert({
      id: randomUUID(),
      token_hash: hashSessionToken(token),
      user_id: userId,
      current_organization_id: organizationId,
      impersonator_id: null,
      device: client.device,
      browser: client.browser,
      ip: client.ip,
      user_agent: client.userAgent,
    } as never)
    .returning('*');
  return { token, session };
}

/**
 * The open, recently used session of a token whose user is not blocked. An impersonation belongs to the
 * administrator session that started it (issue 8): it is live only while that session is live too, so it
 * never outlives the administrator's own idle or absolute limit.
 */
export function findActiveSessionByToken(db: Knex, token: string): Promise<SessionRow | undefined> {
  return db<SessionRow>('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.token_hash', hashSessionToken(token))
    .where(live(db, 's.'))
    .where('u.blocked', false)
    .where(
      (q) =>
        void q
          .whereNull('s.impersonator_session_id')
          .orWhereExists(db('sessions as a').whereRaw('a.id = s.impersonator_session_id').where(live(db, 'a.'))),
    )
    .first('s.*');
}

/**
 * At most one write a minute per session: resolving is on every request, the list shows minutes. Using an
 * impersonation is the administrator's activity too: its administrator session is touched with it, or an
 * impersonation in steady use would end when the unused administrator session went idle.
 */
export async function touchSession(db: Knex, id: string): Promise<void> {
  await db('sessions')
    .where(
      (q) =>
        void q
          .where({ id })
          .orWhereIn(
            'id',
            db('sessions').where({ id }).whereNotNull('impersonator_session_id').select('impersonator_session_id'),
          ),
    )
    .where('last_seen_at', '<', db.raw(`now() - interval '1 minute'`))
    .update({ last_seen_at: db.fn.now() });
}

type ListedSessionRow = SessionRow & { impersonated_email: string | null };

/** A user's live sessions and those the user (a platform administrator) opened as someone else. */
function openSessionsQuery(db: Knex, userId: string): Knex.QueryBuilder {
  return db('sessions as s')
    .leftJoin('users as u', function () {
      this.on('u.id', 's.user_id').andOn('s.user_id', '<>', db.raw('?', [userId]));
    })
    .where((q) => void q.where('s.user_id', userId).orWhere('s.impersonator_id', userId))
    .where(live(db, 's.'))
    .select('s.*', 'u.email as impersonated_email');
}

const sessionListSpec: ListSpec = {
  sortColumns: { lastSeenAt: 's.last_seen_at', createdAt: 's.created_at' },
  searchColumns: ['s.device', 's.browser', 's.ip'],
  tieBreaker: 's.id',
};

/** GET /user/{userId}/sessions' read: one page of `openSessionsQuery`, `current` marking the caller's session. */
export function pageOpenSessionsOf(
  db: Knex,
  userId: string,
  query: ListQueryBase,
  currentSessionId: string | null,
): Promise<Page<Session>> {
  return pageQuery(openSessionsQuery(db, userId), query, sessionListSpec, (row: ListedSessionRow) =>
    toSessionBody(row, currentSessionId),
  );
}

/**
 * Ends an open session of this user, or one this user opened as someone else by impersonation; returns
 * it, or undefined when there was none to end.
 */
export async function endSession(
  trx: Knex.Transaction,
  userId: string,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const [row] = await trx<SessionRow>('sessions')
    .where({ id: sessionId })
    .where((q) => void q.where({ user_id: userId }).orWhere({ impersonator_id: userId }))
    .whereNull('ended_at')
    .update({ ended_at: trx.fn.now() } as never)
    .returning('*');
  return row;
}

/**
 * Ends the impersonation sessions opened from these sessions (which just ended: logout, ended from the
 * list): an impersonation belongs to the administrator session that started it. Each is announced.
 */
export async function endImpersonationsFrom(
  trx: Knex.Transaction,
  addEvent: AddEvent,
  sessionIds: string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  const ended: { id: string; user_id: string }[] = await trx('sessions')
    .whereIn('impersonator_session_id', sessionIds)
    .whereNull('ended_at')
    .update({ ended_at: trx.fn.now() })
    .returning(['id', 'user_id']);
  for (const s of ended) await addEvent(trx, 'session.ended', { userId: s.user_id, sessionId: s.id });
}

export function toSessionBody(
  row: SessionRow & { impersonated_email?: string | null },
  currentSessionId: string | null,
): Session {
  return {
    id: row.id,
    // Parsed again from the stored user agent: a newer parser recognises what an older one stored as unknown.
    ...recogniseUserAgent(row.user_agent),
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentSessionId,
    // An impersonation the listed administrator opened: whom it acts as.
    ...(row.impersonated_email ? { impersonating: { userId: row.user_id, email: row.impersonated_email } } : {}),
  };
}

/**
 * Ends every open session of a user (blocked, password reset or changed), except `keep`, and every
 * impersonation the user opened as someone else (even from `keep`), and announces each with
 * `session.ended` so gateways drop their cached context and send the browser to /login.
 */
export async function endAllSessions(
  trx: Knex.Transaction,
  addEvent: AddEvent,
  userId: string,
  keep?: string,
): Promise<string[]> {
  const q = trx('sessions').where({ user_id: userId }).whereNull('ended_at');
  if (keep) q.whereNot({ id: keep });
  const ended: { id: string }[] = await q.update({ ended_at: trx.fn.now() }).returning('id');
  for (const s of ended) await addEvent(trx, 'session.ended', { userId, sessionId: s.id });
  await endImpersonationsBy(trx, addEvent, userId);
  return ended.map((s) => s.id);
}

/** A new token for a live session (the impersonating administrator's own session, resumed at the end). */
export async function rotateSessionToken(
  trx: Knex.Transaction,
  sessionId: string,
  userId: string,
): Promise<string | null> {
  const token = newSessionToken();
  const [row] = await trx('sessions')
    .where({ id: sessionId, user_id: userId })
    .where(live(trx))
    .update({ token_hash: hashSessionToken(token), last_seen_at: trx.fn.now() })
    .returning('id');
  return row ? token : null;
}

/** Ends the sessions an administrator opened as other users, each announced as `session.ended`. */
export async function endImpersonationsBy(trx: Knex.Transaction, addEvent: AddEvent, adminId: string): Promise<void> {
  const ended: { id: string; user_id: string }[] = await trx('sessions')
    .where({ impersonator_id: adminId })
    .whereNull('ended_at')
    .update({ ended_at: trx.fn.now() })
    .returning(['id', 'user_id']);
  for (const s of ended) await addEvent(trx, 'session.ended', { userId: s.user_id, sessionId: s.id });
}

/** Marks a new session as opened by an administrator, who resumes `impersonatorSessionId` at the end. */
export async function markImpersonation(
  trx: Knex.Transaction,
  sessionId: string,
  impersonatorId: string,
  impersonatorSessionId: string,
): Promise<void> {
  await trx('sessions')
    .where({ id: sessionId })
    .update({ impersonator_id: impersonatorId, impersonator_session_id: impersonatorSessionId });
}

export async function sessionOrganizationOf(db: Knex, sessionId: string): Promise<string | null> {
  const row = await db('sessions').where({ id: sessionId }).first('current_organization_id');
  return row?.current_organization_id ?? null;
}

/** Sets the current organisation of an open session of this user; false when there is no such session. */
export async function setCurrentOrganization(
  trx: Knex.Transaction,
  userId: string,
  sessionId: string,
  organizationId: string | null,
): Promise<boolean> {
  const rows = await trx('sessions')
    .where({ id: sessionId, user_id: userId })
    .whereNull('ended_at')
    .update({ current_organization_id: organizationId })
    .returning('id');
  return rows.length > 0;
}

/**
 * The administrator's own session (`previous`) under a fresh token, or null when it is no longer live
 * (ended, idle or past its lifetime): ending an impersonation never opens a new administrator session.
 * The answer's session facts are the resumed session's.
 */
export async function resumeSession(
  trx: Knex.Transaction,
  userId: string,
  previous: string | null,
): Promise<{
  token: string;
  session: { id: string; current_organization_id: string | null; impersonator_id: null };
} | null> {
  const token = previous ? await rotateSessionToken(trx, previous, userId) : null;
  if (!token || !previous) return null;
  const session = { id: previous, current_organization_id: await sessionOrganizationOf(trx, previous) };
  return { token, session: { ...session, impersonator_id: null } };
}

/**
 * A new session of a user who just proved who they are (a login, or the link of a registration or
 * confirmation), in the caller's transaction: the session, its audit entry and `user.loggedIn`.
 */
export async function openSession(
  trx: Knex.Transaction,
  addEvent: AddEvent,
  userId: string,
  organizationId: string | null,
  client: ClientInfo,
): Promise<{ token: string; session: SessionRow }> {
  const created = await createSession(trx, userId, organizationId, client);
  const value = { device: client.device, browser: client.browser };
  const entityId = created.session.id;
  await audit(trx, { userId, action: 'login', entity: 'session', entityId, value, ip: client.ip });
  await addEvent(trx, 'user.loggedIn', { userId, sessionId: created.session.id });
  return created;
}

/**
 * POST /auth/login's write: the session (`openSession`), and `rehash`, the password hashed again when the stored
 * hash was made with older parameters (the handler hashes it while the password is at hand, before the
 * transaction).
 */
export function logIn(
  kit: { db: Knex; addEvent: AddEvent },
  userId: string,
  rehash: string | null,
  organizationId: string | null,
  client: ClientInfo,
): Promise<{ token: string; session: SessionRow }> {
  return kit.db.transaction(async (trx) => {
    const created = await openSession(trx, kit.addEvent, userId, organizationId, client);
    if (rehash !== null) await updateUser(trx, userId, { password_hash: rehash });
    return created;
  });
}

/**
 * POST /user/inpersonate's write: a session of the target marked with the administrator and their own
 * session (resumed when the impersonation ends), its audit entry and `user.loggedIn`.
 */
export function openImpersonation(
  kit: { db: Knex; addEvent: AddEvent },
  targetId: string,
  admin: { userId: string; sessionId: string },
  organizationId: string | null,
  client: ClientInfo,
) {
  return kit.db.transaction(async (trx) => {
    const created = await createSession(trx, targetId, organizationId, client);
    await markImpersonation(trx, created.session.id, admin.userId, admin.sessionId);
    const value = { sessionId: created.session.id, impersonatorSessionId: admin.sessionId };
    const entry = { entity: 'impersonation', entityId: targetId, value, ip: client.ip };
    await audit(trx, { userId: admin.userId, action: 'login', ...entry });
    await kit.addEvent(trx, 'user.loggedIn', { userId: targetId, sessionId: created.session.id });
    return { token: created.token, session: { ...created.session, impersonator_id: admin.userId } };
  });
}

/**
 * POST /user/inpersonate/end's write: ends the impersonation session and, when `resume`, resumes the
 * administrator's own session under a fresh token (null otherwise). `session.ended` carries
 * `reason: 'impersonationEnded'` when the administrator is resumed.
 */
export function closeImpersonation(
  kit: { db: Knex; addEvent: AddEvent },
  impersonation: { userId: string; sessionId: string; impersonatorId: string },
  resume: boolean,
  ip: string,
) {
  const { userId, sessionId, impersonatorId } = impersonation;
  return kit.db.transaction(async (trx) => {
    const ended = await endSession(trx, userId, sessionId);
    const back = resume ? await resumeSession(trx, impersonatorId, ended?.impersonator_session_id ?? null) : null;
    const value = { sessionId, resumedSessionId: back?.session.id ?? null };
    await audit(trx, {
      userId: impersonatorId,
      action: 'logout',
      entity: 'impersonation',
      entityId: userId,
      value,
      ip,
    });
    const reason = back ? { reason: 'impersonationEnded' as const } : {};
    if (ended) await kit.addEvent(trx, 'session.ended', { userId, sessionId, ...reason });
    return back;
  });
}

/**
 * DELETE /user/{userId}/sessions/{sessionId}'s write: the user's live session, audited, `session.ended`, and the
 * impersonations started from it end with it. False when there was none to end (nothing is written).
 */
export function endSessionOf(
  kit: { db: Knex; addEvent: AddEvent },
  userId: string,
  sessionId: string,
  by: { userId: string; actorId: string; ip: string },
): Promise<boolean> {
  return kit.db.transaction(async (trx) => {
    const ended = await endSession(trx, userId, sessionId);
    if (!ended) return false;
    const value = { endedBy: by.userId, ofUser: userId };
    await audit(trx, {
      userId: by.actorId,
      action: 'logout',
      entity: 'session',
      entityId: sessionId,
      value,
      ip: by.ip,
    });
    await kit.addEvent(trx, 'session.ended', { userId: ended.user_id, sessionId });
    await endImpersonationsFrom(trx, kit.addEvent, [sessionId]);
    return true;
  });
}

/**
 * POST /auth/logout's write: the caller's session ends, audited, `session.ended`, and the impersonations
 * started from it end with it. A session already ended elsewhere is not an error: nothing happens.
 */
export function logOut(
  kit: { db: Knex; addEvent: AddEvent },
  session: { userId: string; sessionId: string },
  by: { actorId: string; ip: string },
): Promise<void> {
  const { userId, sessionId } = session;
  return kit.db.transaction(async (trx) => {
    if (!(await endSession(trx, userId, sessionId))) return;
    await audit(trx, { userId: by.actorId, action: 'logout', entity: 'session', entityId: sessionId, ip: by.ip });
    await kit.addEvent(trx, 'session.ended', { userId, sessionId });
    await endImpersonationsFrom(trx, kit.addEvent, [sessionId]);
  });
}

/**
 * PUT /user/current-organization's write: the session's current organisation, audited with old and new,
 * `session.updated` for the gateway. False when the session is gone (nothing is written).
 */
export function switchOrganization(
  kit: { db: Knex; addEvent: AddEvent },
  session: { userId: string; sessionId: string; currentOrganizationId: string | null },
  target: string | null,
  by: { actorId: string; ip: string },
): Promise<boolean> {
  const { userId, sessionId } = session;
  return kit.db.transaction(async (trx) => {
    if (!(await setCurrentOrganization(trx, userId, sessionId, target))) return false;
    const value = { currentOrganizationId: { from: session.currentOrganizationId, to: target } };
    const entry = { entity: 'session', entityId: sessionId, organizationId: target, value, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: 'update', ...entry });
    await announceSession(trx, kit.addEvent, userId, sessionId);
    return true;
  });
}

/**
 * DELETE /user/{userId}/sessions' write ("end all other sessions"): every open session of the user but
 * `keep` (the caller's own, when it is one of them) and the impersonations the user opened, each announced
 * as `session.ended` (`endAllSessions`); audited with the count. Answers how many of the user's ended.
 */
export function endOtherSessions(
  kit: { db: Knex; addEvent: AddEvent },
  userId: string,
  keep: string | undefined,
  by: { actorId: string; ip: string },
): Promise<number> {
  return kit.db.transaction(async (trx) => {
    const ended = await endAllSessions(trx, kit.addEvent, userId, keep);
    const value = { endedSessions: ended.length, kept: keep ?? null };
    await audit(trx, { userId: by.actorId, action: 'logout', entity: 'user', entityId: userId, value, ip: by.ip });
    return ended.length;
  });
}
