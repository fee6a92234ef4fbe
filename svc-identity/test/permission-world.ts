import { randomBytes, randomUUID } from 'node:crypto';
import type { UserContext } from '@cadeau/contracts';
import { signUserContext } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { createSession } from '../src/db/sessions';
import { hashLinkToken } from '../src/domain/tokens';
import { userContextFor } from '../src/domain/user-context';
import { findUserById, membershipsOf } from '../src/db/users';
import { SECRET, type Identity } from './harness';

export const personas = [
  'anonymous',
  'user',
  'designer',
  'manager',
  'otherOrgAdmin',
  'orgAdmin',
  'platformAdmin',
] as const;
export type Persona = (typeof personas)[number];

/** Marker in organisation A's data: it must never show up in what another organisation's admin receives. */
export const SECRET_MARKER = 'AlphaSecret';

/**
 * A small, fresh world per route: organisation A (user, designer, manager, admin, one more member,
 * a pending invitation, a conversation, an invoice address, a setting) and organisation B with its
 * admin, plus a platform administrator and a user to block or impersonate. Sessions are real rows.
 */
export async function buildWorld(id: Identity) {
  const tag = randomBytes(4).toString('hex');
  const knex = id.knex;
  const user = async (name: string, roles: string[] = []) =>
    id.createUser({ email: `${name}-${tag}@example.ch`, roles });
  const [plain, designer, manager, admin, member, otherAdmin, platform, target] = [
    await user('plain'),
    await user('designer'),
    await user('manager'),
    await user('admin'),
    await user('member'),
    await user('other'),
    await user('platform', ['platformAdmin']),
    await user('target'),
  ];
  const orgA = await id.createOrganization(`${SECRET_MARKER} ${tag}`, [
    { userId: plain.id, roles: ['user'] },
    { userId: designer.id, roles: ['designer'] },
    { userId: manager.id, roles: ['manager'] },
    { userId: admin.id, roles: ['admin'] },
    { userId: member.id, roles: ['user'] },
  ]);
  const orgB = await id.createOrganization(`Beta ${tag}`, [{ userId: otherAdmin.id, roles: ['admin'] }]);
  const invitationToken = randomBytes(32).toString('base64url');
  const [inv] = await knex('invitations')
    .insert({
      organization_id: orgA,
      email: `invited-${tag}@example.ch`,
      roles: ['user'],
      token_hash: hashLinkToken(invitationToken),
      invited_by: admin.id,
    })
    .returning('id');
  const [contact] = await knex('contacts')
    .insert({ name: `Visitor ${tag}`, email: `visitor-${tag}@example.ch`, message: 'Please call back' })
    .returning('id');
  const [conv] = await knex('conversations')
    .insert({ organization_id: orgA, subject: `${SECRET_MARKER} subject`, created_by: admin.id })
    .returning('id');
  await knex('conversation_messages').insert({
    conversation_id: conv.id,
    type: 'user',
    author_id: admin.id,
    body: `${SECRET_MARKER} message`,
  });
  await knex('invoice_addresses').insert({
    organization_id: orgA,
    name: `${SECRET_MARKER} billing`,
    street: 'Weg',
    zip: '8001',
    city: 'Zürich',
  });
  await knex('settings').insert({
    scope: 'organization',
    organization_id: orgA,
    key: 'Orders.NotificationMails',
    value: JSON.stringify([`alpha-${tag}@example.ch`]),
  });

  const contexts: Partial<Record<Persona, Omit<UserContext, 'iat'>>> = {};
  const sessions: Partial<Record<Persona, string>> = {};
  const open = async (persona: Persona, userId: string) => {
    const session = await knex.transaction(
      async (trx) =>
        (
          await createSession(trx, userId, null, {
            ip: '198.51.100.1',
            userAgent: 'test',
            device: 'test',
            browser: 'test',
          })
        ).session,
    );
    const memberships = await membershipsOf(knex, userId);
    const row = await findUserById(knex, userId);
    const firstOrg = memberships[0]?.id ?? null;
    await knex('sessions').where({ id: session.id }).update({ current_organization_id: firstOrg });
    contexts[persona] = userContextFor(row!, memberships, { ...session, current_organization_id: firstOrg });
    sessions[persona] = session.id;
  };
  await open('user', plain.id);
  await open('designer', designer.id);
  await open('manager', manager.id);
  await open('orgAdmin', admin.id);
  await open('otherOrgAdmin', otherAdmin.id);
  await open('platformAdmin', platform.id);

  /** Fresh signed headers (services refuse contexts older than a minute). */
  const headersOf = (persona: Persona): Record<string, string> =>
    persona === 'anonymous' ? {} : signUserContext(contexts[persona]!, SECRET);

  /** Everything organisation A owns, to prove another organisation changed none of it. */
  async function snapshotA(db: Knex = knex) {
    const [org, memberships, invitations, invoice, settings, conversations, messages] = await Promise.all([
      db('organizations').where({ id: orgA }).first(),
      db('memberships').where({ organization_id: orgA }).orderBy('user_id'),
      db('invitations').where({ organization_id: orgA }).orderBy('id'),
      db('invoice_addresses').where({ organization_id: orgA }),
      db('settings').where({ organization_id: orgA }).orderBy('key'),
      db('conversations').where({ organization_id: orgA }).orderBy('id'),
      db('conversation_messages as m')
        .join('conversations as c', 'c.id', 'm.conversation_id')
        .where('c.organization_id', orgA)
        .select('m.*')
        .orderBy('m.id'),
    ]);
    return JSON.stringify({ org, memberships, invitations, invoice, settings, conversations, messages });
  }

  return {
    tag,
    orgA,
    orgB,
    users: { plain, designer, manager, admin, member, otherAdmin, platform, target },
    sessions,
    invitationId: inv.id as string,
    invitationToken,
    conversationId: conv.id as string,
    contactId: contact.id as string,
    headersOf,
    snapshotA,
    unknownToken: 'x'.repeat(43),
    uuid: randomUUID,
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
