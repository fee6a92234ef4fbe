import { conversationListQuery, ErrorKeys, PLATFORM_ADMIN, type UserContext } from '@cadeau/contracts';
import { errors, type Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { z } from 'zod';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { conversationDetail, conversationQuery, toConversation } from '../domain/conversation-body';
import { addMessage, type ConversationRow } from '../domain/conversations';
import { currentOrgOf } from '../domain/current-organization';
import { pageQuery } from '../domain/list';
import { notify, platformAdminIds } from '../domain/notifications';
import { adminsOf } from '../domain/organizations';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

const isAdmin = (u: UserContext) => u.roles.includes(PLATFORM_ADMIN);
/** A platform administrator who is not a member of the conversation's organisation speaks for the platform. */
const speaksForPlatform = (u: UserContext, c: ConversationRow) => isAdmin(u) && !u.organizations.some((o) => o.id === c.organization_id);

/** The conversation if the caller may see it: its organisation's members, or platform administrators. Else 404. */
async function visibleConversation(db: Knex, id: string, user: UserContext, lock = false): Promise<ConversationRow> {
  const q = db<ConversationRow>('conversations').where({ id: z.string().uuid().safeParse(id).success ? id : '00000000-0000-0000-0000-000000000000' });
  if (!isAdmin(user)) q.where({ organization_id: currentOrgOf(user) });
  if (lock) q.forUpdate();
  const row = await q.first();
  if (!row) throw errors.notFound(ErrorKeys.conversation.notFound);
  return row;
}

/** The other side learns about a new message: the organisation's admins, or the platform administrators. */
async function notifyOtherSide(kit: Kit, trx: Knex.Transaction, user: UserContext, c: ConversationRow) {
  const fromPlatform = speaksForPlatform(user, c);
  const recipients = fromPlatform ? (await adminsOf(trx, c.organization_id)).map((a) => a.id) : await platformAdminIds(trx);
  await notify(kit, trx, recipients.filter((r) => r !== user.userId), {
    type: 'notification.conversationMessage',
    data: { conversationId: c.id, subject: c.subject },
    path: `/cockpit/conversations/${c.id}`,
    organizationId: c.organization_id,
  });
}

/** Platform administrators write `platform` messages, organisation members `user` messages. */
const messageTypeOf = (user: UserContext, c: ConversationRow) => (speaksForPlatform(user, c) ? 'platform' : 'user');

export function registerCreateConversation({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/conversation'), async (ctx, { body, user }) => {
    const me = user!;
    const organizationId = isAdmin(me) && body.organizationId ? body.organizationId : currentOrgOf(me);
    if (!(await kit.db('organizations').where({ id: organizationId }).first('id'))) throw errors.notFound(ErrorKeys.organization.notFound);
    const id = await kit.db.transaction(async (trx) => {
      const [c] = await trx<ConversationRow>('conversations').insert({ organization_id: organizationId, subject: body.subject, created_by: actorOf(me) } as never).returning('*');
      await addMessage(kit, trx, c, messageTypeOf(me, c), actorOf(me), body.message);
      await audit(trx, { userId: actorOf(me), action: 'insert', entity: 'conversation', entityId: c.id, organizationId, value: { subject: body.subject }, ip: clientInfo(ctx).ip });
      await notifyOtherSide(kit, trx, me, c);
      return c.id;
    });
    ctx.status = 201;
    return conversationDetail(kit.db, id);
  });
}

export function registerListConversations({ kit }: IdentityDeps) {
  const spec = { sortColumns: { updatedAt: 'c.updated_at', createdAt: 'c.created_at', subject: 'c.subject' }, searchColumns: ['c.subject', 'o.name'], tieBreaker: 'c.id' };
  kit.route(routeOf('GET', '/conversation'), async (_ctx, { query, user }) => {
    const me = user!;
    const q = conversationListQuery.parse(query);
    const base = conversationQuery(kit.db);
    const organizationId = isAdmin(me) ? q.organizationId : currentOrgOf(me);
    if (organizationId) base.where('c.organization_id', organizationId);
    if (q.status) base.where('c.status', q.status);
    return pageQuery(base, q, spec, toConversation);
  });
}

export function registerGetConversation({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/conversation/{conversationId}'), async (_ctx, { params, user }) => {
    const c = await visibleConversation(kit.db, params.conversationId, user!);
    return conversationDetail(kit.db, c.id);
  });
}

/** POST /conversation/{id}/send: adds a message; a finished conversation restarts with it. */
export function registerSendMessage({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/conversation/{conversationId}/send'), async (ctx, { params, body, user }) => {
    const me = user!;
    await kit.db.transaction(async (trx) => {
      const c = await visibleConversation(trx, params.conversationId, me, true);
      await addMessage(kit, trx, c, messageTypeOf(me, c), actorOf(me), body.message);
      await audit(trx, { userId: actorOf(me), action: 'insert', entity: 'conversationMessage', entityId: c.id, organizationId: c.organization_id, value: { restarted: c.status === 'finished' }, ip: clientInfo(ctx).ip });
      await notifyOtherSide(kit, trx, me, c);
    });
    return conversationDetail(kit.db, params.conversationId);
  });
}

export function registerFinishConversation({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/conversation/{conversationId}/finish'), async (ctx, { params, user }) => {
    const me = user!;
    await kit.db.transaction(async (trx) => {
      const c = await visibleConversation(trx, params.conversationId, me, true);
      if (c.status === 'finished') return;
      await trx('conversations').where({ id: c.id }).update({ status: 'finished', finished_at: trx.fn.now(), updated_at: trx.fn.now() });
      await audit(trx, { userId: actorOf(me), action: 'update', entity: 'conversation', entityId: c.id, organizationId: c.organization_id, value: { status: { from: 'open', to: 'finished' } }, ip: clientInfo(ctx).ip });
      await kit.addEvent(trx, 'conversation.updated', { conversationId: c.id, organizationId: c.organization_id, status: 'finished' });
    });
    return conversationDetail(kit.db, params.conversationId);
  });
}
