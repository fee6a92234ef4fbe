import { randomUUID } from 'node:crypto';
import type { Session } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { ClientInfo } from './client-info';
import { hashSessionToken, newSessionToken } from './session-token';

/** A session unused this long no longer resolves (the cookie itself has no expiry). */
export const SESSION_IDLE_DAYS = 30;

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

/** The open, recently used session of a token whose user is not blocked. */
export function findActiveSessionByToken(db: Knex, token: string): Promise<SessionRow | undefined> {
  return db<SessionRow>('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.token_hash', hashSessionToken(token))
    .whereNull('s.ended_at')
    .where('u.blocked', false)
    .where('s.last_seen_at', '>', db.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`))
    .first('s.*');
}

/** At most one write a minute per session: resolving is on every request, the list shows minutes. */
export async function touchSession(db: Knex, id: string): Promise<void> {
  await db('sessions').where({ id }).where('last_seen_at', '<', db.raw(`now() - interval '1 minute'`)).update({ last_seen_at: db.fn.now() });
}

export function openSessionsOf(db: Knex, userId: string): Promise<SessionRow[]> {
  return db<SessionRow>('sessions')
    .where({ user_id: userId })
    .whereNull('ended_at')
    .where('last_seen_at', '>', db.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`))
    .orderBy('last_seen_at', 'desc');
}

/** Ends an open session of this user; returns it, or undefined when there was none to end. */
export async function endSession(trx: Knex.Transaction, userId: string, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await trx<SessionRow>('sessions').where({ id: sessionId, user_id: userId }).whereNull('ended_at').update({ ended_at: trx.fn.now() } as never).returning('*');
  return row;
}

export function toSessionBody(row: SessionRow, currentSessionId: string | null): Session {
  return {
    id: row.id,
    device: row.device,
    browser: row.browser,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentSessionId,
  };
}

/**
 * Ends every open session of a user (blocked, password reset or changed), except `keep`, and announces
 * each with `session.ended` so gateways drop their cached context and send the browser to /login.
 */
export async function endAllSessions(trx: Knex.Transaction, addEvent: (trx: Knex.Transaction, subject: string, data: unknown) => Promise<string>, userId: string, keep?: string): Promise<string[]> {
  const q = trx('sessions').where({ user_id: userId }).whereNull('ended_at');
  if (keep) q.whereNot({ id: keep });
  const ended: { id: string }[] = await q.update({ ended_at: trx.fn.now() }).returning('id');
  for (const s of ended) await addEvent(trx, 'session.ended', { userId, sessionId: s.id });
  return ended.map((s) => s.id);
}

/** A new token for an open session (the impersonating administrator's own session, resumed at the end). */
export async function rotateSessionToken(trx: Knex.Transaction, sessionId: string, userId: string): Promise<string | null> {
  const token = newSessionToken();
  const [row] = await trx('sessions')
    .where({ id: sessionId, user_id: userId })
    .whereNull('ended_at')
    .update({ token_hash: hashSessionToken(token), last_seen_at: trx.fn.now() })
    .returning('id');
  return row ? token : null;
}
