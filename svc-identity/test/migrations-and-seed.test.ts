import { describeMigrations } from '@cadeau/service-kit/testing';
import type { Knex } from 'knex';
import { migrations } from '../src/db/migrations';
import { DEMO_PASSWORD, seedDemoData } from '../src/db/seed-data';
import { isInvoiceAddressComplete } from '../src/domain/invoice-address';
import { verifyPassword } from '../src/domain/passwords';
import { IDENTITY_SCHEMA } from '../src/schema';

const TABLES = [
  'audit',
  'campaign_releases',
  'contacts',
  'conversation_messages',
  'conversations',
  'email_changes',
  'inbox',
  'invitations',
  'invoice_addresses',
  'login_limits',
  'mail_requests',
  'mail_sends',
  'memberships',
  'notifications',
  'organization_name_holds',
  'organizations',
  'outbox',
  'product_submissions',
  'sessions',
  'settings',
  'user_tokens',
  'users',
];

describeMigrations({
  title: 'identity migrations and demo seed',
  schema: IDENTITY_SCHEMA,
  migrations,
  tables: TABLES,
  seed: seedDemoData,
  also: (database) => {
    let db: Knex;
    beforeAll(() => {
      db = database();
    });

    it('seeds the demo accounts idempotently', async () => {
      await seedDemoData(db);
      await db('users').where({ email: 'giver@cadeau.test' }).update({ blocked: true, first_name: 'Changed' });
      await db('invoice_addresses').update({ street: '' });
      await seedDemoData(db);
      const users = await db('users').orderBy('email');
      expect(users.map((u) => u.email)).toEqual([
        'admin@cadeau.test',
        'giver-de@cadeau.test',
        'giver@cadeau.test',
        'nobody@cadeau.test',
        'pending@cadeau.test',
        'seller@cadeau.test',
      ]);
      expect(users.every((u) => u.email_confirmed_at && !u.blocked)).toBe(true);
      expect(users.find((u) => u.email === 'admin@cadeau.test').roles).toEqual(['platformAdmin']);
      expect(await verifyPassword(users[0].password_hash, DEMO_PASSWORD)).toBe(true);

      const orgs = await db('organizations').orderBy('name');
      expect(orgs.map((o) => [o.name, o.status, o.features, o.uid])).toEqual([
        ['Berner Chocolatier', 'pending', ['seller'], 'CHE-324.567.894'],
        ['Demo Giver AG', 'approved', ['giver'], 'CHE-768.912.343'],
        ['Demo Seller GmbH', 'approved', ['seller'], 'CHE-879.123.457'],
      ]);
      // The demo giver's invoice address is complete (a release needs it), reset by a re-seed; the others have none.
      const addresses = await db('invoice_addresses as a')
        .join('organizations as o', 'o.id', 'a.organization_id')
        .select('o.name', 'a.*');
      expect(addresses.map((a) => [a.name, isInvoiceAddressComplete(a)])).toEqual([['Demo Giver AG', true]]);
      expect(addresses[0]).toMatchObject({ street: 'Freie Strasse', house_number: '8', zip: '4051', city: 'Basel' });
      const memberships = await db('memberships as m')
        .join('users as u', 'u.id', 'm.user_id')
        .select('u.email', 'm.roles')
        .orderBy('u.email');
      expect(memberships).toEqual([
        { email: 'giver-de@cadeau.test', roles: ['admin'] },
        { email: 'giver@cadeau.test', roles: ['admin'] },
        { email: 'pending@cadeau.test', roles: ['admin'] },
        { email: 'seller@cadeau.test', roles: ['admin'] },
      ]);
      // Something to show: an invitation with its queued mail, a conversation, a notification; once only.
      expect(await db('invitations').select('email', 'status', 'roles')).toEqual([
        { email: 'colleague@cadeau.test', status: 'pending', roles: ['designer'] },
      ]);
      const [mail] = await db('outbox').where({ subject: 'mail.send.identity' });
      expect(mail.payload).toMatchObject({
        template: 'invitation',
        to: 'colleague@cadeau.test',
        data: { organizationName: 'Demo Giver AG' },
      });
      expect(await db('conversation_messages')).toHaveLength(2);
      expect(await db('notifications').where({ type: 'notification.organizationRegistered' })).toHaveLength(1);
      // Besides that mail, one organization.updated per demo organisation (svc-catalog's names come from them).
      const announced = await db('outbox').where({ subject: 'organization.updated' });
      expect(announced.map((e) => e.payload).sort((x, y) => x.name.localeCompare(y.name))).toEqual(
        orgs.map((o) => ({ organizationId: o.id, name: o.name, status: o.status, features: o.features })),
      );
      // And one user.registered per demo account (issue 20: the platform's statistics count the users), once.
      const registered = await db('outbox').where({ subject: 'user.registered' });
      expect(registered.map((e) => e.payload.userId).sort()).toEqual(users.map((u) => u.id).sort());
      // And the welcome conversation, whose last word is the seller's: it waits for the platform (a task).
      const [conversation] = await db('conversations').select('id', 'organization_id');
      expect((await db('outbox').where({ subject: 'conversation.updated' })).map((e) => e.payload)).toEqual([
        {
          conversationId: conversation.id,
          organizationId: conversation.organization_id,
          status: 'open',
          turn: 'platform',
        },
      ]);
      expect(await db('outbox')).toHaveLength(5 + users.length);
    });

    it('announces a seeded organisation again only when a re-seed changes it or it was never announced', async () => {
      const giverOrg = await db('organizations').where({ name: 'Demo Giver AG' }).first();
      const sellerOrg = await db('organizations').where({ name: 'Demo Seller GmbH' }).first();
      await db('organizations').where({ id: giverOrg.id }).update({ status: 'blocked' });
      await db('outbox')
        .where({ subject: 'organization.updated' })
        .whereRaw("payload->>'organizationId' = ?", [sellerOrg.id])
        .delete();
      await seedDemoData(db);
      const again = await db('outbox').where({ subject: 'organization.updated' }).orderBy('seq');
      expect(again.slice(-2).map((e) => [e.payload.name, e.payload.status])).toEqual([
        ['Demo Giver AG', 'approved'],
        ['Demo Seller GmbH', 'approved'],
      ]);
      expect(again).toHaveLength(4);
      await seedDemoData(db);
      expect(await db('outbox').where({ subject: 'organization.updated' })).toHaveLength(4);
    });

    it('rejects a mixed-case e-mail at the database too', async () => {
      await expect(db('users').insert({ email: 'Mixed@Case.ch', first_name: 'a', last_name: 'b' })).rejects.toThrow(
        /users_email_lower/,
      );
    });
  },
});
