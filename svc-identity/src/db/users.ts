import type { MyUser, userListQuery, UserSummary } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { myUserOf, type Membership, type SessionFacts } from '../domain/user-context';
import { pageQuery } from '@cadeau/service-kit';

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  language: 'de' | 'en';
  roles: string[];
  blocked: boolean;
  email_confirmed_at: Date | null;
}

export type MembershipRow = Membership & { name: string };

export function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ email: email.toLowerCase() }).first();
}

export function findUserById(db: Knex, id: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export function lockUser(trx: Knex.Transaction, id: string): Promise<UserRow | undefined> {
  return trx<UserRow>('users').where({ id }).forUpdate().first();
}

/** Sets columns and `updated_at`. */
export async function updateUser(trx: Knex.Transaction, id: string, values: Record<string, unknown>): Promise<void> {
  await trx('users')
    .where({ id })
    .update({ ...values, updated_at: trx.fn.now() });
}

/** A password set through a mailed link: the link also proves the address, so it counts as confirmed. */
export async function setPasswordByLink(trx: Knex.Transaction, id: string, passwordHash: string): Promise<void> {
  await updateUser(trx, id, {
    password_hash: passwordHash,
    email_confirmed_at: trx.raw('coalesce(email_confirmed_at, now())'),
  });
}

export async function insertUser(
  trx: Knex.Transaction,
  values: {
    email: string;
    first_name: string;
    last_name: string;
    language: string;
    password_hash: string;
    email_confirmed_at?: Knex.Raw;
  },
): Promise<{ id: string; email: string; first_name: string; language: 'de' | 'en' }> {
  const [row] = await trx('users').insert(values).returning(['id', 'email', 'first_name', 'language']);
  return row;
}

/** The user's organisations with the roles held in each, in the order they joined ("first" = oldest). */
export function membershipsOf(db: Knex, userId: string): Promise<MembershipRow[]> {
  return db('memberships as m')
    .join('organizations as o', 'o.id', 'm.organization_id')
    .where('m.user_id', userId)
    .orderBy([{ column: 'm.created_at' }, { column: 'o.name' }, { column: 'o.id' }])
    .select('o.id', 'o.name', 'o.status', 'o.features', 'm.roles');
}

/** Platform administrators (not blocked): contact forms and organisation messages notify them. */
export function platformAdminIds(db: Knex): Promise<string[]> {
  return db('users').whereRaw(`'platformAdmin' = any(roles)`).where({ blocked: false }).pluck('id');
}

/**
 * GET /user/myuser and the answers of login and PUT /user: the current user as the front end holds it (domain
 * `myUserOf`; 404 for a user who is gone).
 */
export async function loadMyUser(db: Knex, userId: string, session: SessionFacts): Promise<MyUser> {
  // Both reads at once on two pooled connections: this is the most frequent call of the platform.
  const [user, memberships] = await Promise.all([findUserById(db, userId), membershipsOf(db, userId)]);
  return myUserOf(user, memberships, session);
}

export interface UserSummaryRow {
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
export async function toUserSummaries(db: Knex, rows: UserSummaryRow[]): Promise<UserSummary[]> {
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await db('memberships as m')
        .join('organizations as o', 'o.id', 'm.organization_id')
        .whereIn('m.user_id', ids)
        .orderBy('m.created_at')
        .select('m.user_id', 'o.id', 'o.name', 'o.status', 'm.roles')
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
    organizations: memberships
      .filter((m) => m.user_id === r.id)
      .map((m) => ({ id: m.id, name: m.name, status: m.status, roles: m.roles })),
  }));
}

export const USER_COLUMNS = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.language',
  'u.roles',
  'u.blocked',
  'u.email_confirmed_at',
  'u.created_at',
];

export async function userDetail(db: Knex, userId: string) {
  const row = await db('users as u').where('u.id', userId).first(USER_COLUMNS);
  if (!row) return null;
  const [summary] = await toUserSummaries(db, [row]);
  const [{ count }] = await db('sessions').where({ user_id: userId }).whereNull('ended_at').count({ count: '*' });
  return { ...summary, openSessions: Number(count) };
}

const spec = {
  sortColumns: { lastName: 'u.last_name', firstName: 'u.first_name', email: 'u.email', createdAt: 'u.created_at' },
  searchColumns: ['u.first_name', 'u.last_name', 'u.email'],
  tieBreaker: 'u.id',
  wordSortKeys: ['lastName', 'firstName', 'email'],
};

/** One page of users with their organisations, only members of `q.organizationId` when given. */
export async function userPage(db: Knex, q: z.infer<typeof userListQuery>) {
  const base = db('users as u').select(USER_COLUMNS);
  if (q.blocked !== undefined) base.where('u.blocked', q.blocked);
  if (q.organizationId)
    base.whereExists(
      (e) =>
        void e
          .select(1)
          .from('memberships as m')
          .whereRaw('m.user_id = u.id')
          .where('m.organization_id', q.organizationId!),
    );
  const page = await pageQuery(base, q, spec, (r: UserSummaryRow) => r);
  return { ...page, items: await toUserSummaries(db, page.items) };
}
