import type { Migration } from '@cadeau/service-kit';

/** Impersonation, settings, notifications, conversations and contact forms (issue 3). */
export const platformTables: Migration = {
  name: '003_impersonation_settings_messaging',
  async up(db) {
    await db.schema.alterTable('sessions', (t) => {
      // The administrator's own session, resumed when the impersonation ends.
      t.uuid('impersonator_session_id').references('id').inTable('sessions').onDelete('SET NULL');
    });

    // Stored values only; definitions (type, bounds, default, visibility) live in code (contracts).
    await db.schema.createTable('settings', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.string('scope', 20).notNullable();
      t.uuid('organization_id').references('id').inTable('organizations').onDelete('CASCADE');
      t.string('key', 100).notNullable();
      t.jsonb('value');
      t.uuid('updated_by').references('id').inTable('users').onDelete('SET NULL');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `alter table settings add constraint settings_scope check ((scope = 'global' and organization_id is null) or (scope = 'organization' and organization_id is not null))`,
    );
    await db.raw(`create unique index settings_global_unique on settings (key) where scope = 'global'`);
    await db.raw(
      `create unique index settings_org_unique on settings (organization_id, key) where scope = 'organization'`,
    );

    await db.schema.createTable('notifications', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.uuid('organization_id').references('id').inTable('organizations').onDelete('CASCADE');
      // A key the front end translates, with its values; no rendered text is stored.
      t.string('type', 100).notNullable();
      t.jsonb('data').notNullable().defaultTo('{}');
      t.string('path', 2000);
      t.timestamp('read_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('create index notifications_user_idx on notifications (user_id, created_at desc)');

    await db.schema.createTable('conversations', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('organization_id').notNullable().references('id').inTable('organizations').onDelete('CASCADE');
      t.string('subject', 200).notNullable();
      // `organizationStatus` collects the status reasons; null for conversations people start.
      t.string('topic', 50);
      t.string('status', 20).notNullable().defaultTo('open');
      t.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('finished_at', { useTz: true });
      t.index(['organization_id', 'updated_at']);
    });
    await db.raw(
      `alter table conversations add constraint conversations_status check (status in ('open', 'finished'))`,
    );
    await db.schema.createTable('conversation_messages', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('conversation_id').notNullable().references('id').inTable('conversations').onDelete('CASCADE');
      t.string('type', 30).notNullable();
      t.uuid('author_id').references('id').inTable('users').onDelete('SET NULL');
      t.text('body').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['conversation_id', 'created_at']);
    });
    await db.raw(
      `alter table conversation_messages add constraint conversation_messages_type check (type in ('approvalReason', 'platform', 'rejectionReason', 'user'))`,
    );

    await db.schema.createTable('contacts', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.string('name', 200).notNullable();
      t.string('email', 320);
      t.string('phone', 50);
      t.text('message').notNullable();
      t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
      t.string('ip', 64);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `alter table contacts add constraint contacts_reachable check (email is not null or phone is not null)`,
    );
  },
  async down(db) {
    for (const table of ['contacts', 'conversation_messages', 'conversations', 'notifications', 'settings'])
      await db.schema.dropTableIfExists(table);
    await db.schema.alterTable('sessions', (t) => t.dropColumn('impersonator_session_id'));
  },
};
