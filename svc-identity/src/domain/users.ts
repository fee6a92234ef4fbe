import type { Knex } from 'knex';

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

export interface MembershipRow {
  id: string;
  name: string;
  status: 'pending' | 'approved' | 'rejected' | 'blocked';
  features: string[];
  roles: string[];
}

export function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ email: email.toLowerCase() }).first();
}

export function findUserById(db: Knex, id: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

/** The user's organisations with the roles held in each, in the order they joined ("first" = oldest). */
export function membershipsOf(db: Knex, userId: string): Promise<MembershipRow[]> {
  return db('memberships as m')
    .join('organizations as o', 'o.id', 'm.organization_id')
    .where('m.user_id', userId)
    .orderBy([{ column: 'm.created_at' }, { column: 'o.name' }, { column: 'o.id' }])
    .select('o.id', 'o.name', 'o.status', 'o.features', 'm.roles');
}
