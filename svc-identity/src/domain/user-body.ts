import type { UserSummary } from '@cadeau/contracts';
import type { Knex } from 'knex';

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  language: 'de' | 'en';
  roles: string[];
  blocked: boolean;
  email_confirmed_at: Date | null;
  created_at: Date;
}

/** Users with their organisations, in the order of `rows` (one query for all organisations). */
export async function toUserSummaries(db: Knex, rows: Row[]): Promise<UserSummary[]> {
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await db('memberships as m').join('organizations as o', 'o.id', 'm.organization_id').whereIn('m.user_id', ids).orderBy('m.created_at').select('m.user_id', 'o.id', 'o.name', 'o.status', 'm.roles')
    : [];
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    language: r.language,
    roles: r.roles,
    blocked: r.blocked,
    emailConfirmed: Boolean(r.email_confirmed_at),
    createdAt: new Date(r.created_at).toISOString(),
    organizations: memberships.filter((m) => m.user_id === r.id).map((m) => ({ id: m.id, name: m.name, status: m.status, roles: m.roles })),
  }));
}

export const USER_COLUMNS = ['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.language', 'u.roles', 'u.blocked', 'u.email_confirmed_at', 'u.created_at'];

export async function userDetail(db: Knex, userId: string) {
  const row = await db('users as u').where('u.id', userId).first(USER_COLUMNS);
  if (!row) return null;
  const [summary] = await toUserSummaries(db, [row]);
  const [{ count }] = await db('sessions').where({ user_id: userId }).whereNull('ended_at').count({ count: '*' });
  return { ...summary, openSessions: Number(count) };
}
