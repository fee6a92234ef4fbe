import type { Migration } from '@cadeau/service-kit';

/** Users, organisations, memberships, sessions, audit and the login rate-limit store of schema `identity`. */
export const identityTables: Migration = {
  name: '001_identity_tables',
  async up(db) {
    await db.schema.createTable('users', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.string('first_name', 100).notNullable();
      t.string('last_name', 100).notNullable();
      t.string('email', 320).notNullable();
      t.text('password_hash');
      t.string('language', 2).notNullable().defaultTo('de');
      t.specificType('roles', 'text[]').notNullable().defaultTo('{}');
      t.boolean('blocked').notNullable().defaultTo(false);
      t.timestamp('email_confirmed_at', { useTz: true });
      t.timestamps(true, true, false);
    });
    // Stored lower-case by the service; the check makes a mixed-case duplicate impossible anyway.
    await db.raw(`alter table users add constraint users_email_lower check (email = lower(email))`);
    await db.raw(`alter table users add constraint users_language check (language in ('de', 'en'))`);
    await db.raw('create unique index users_email_unique on users (email)');

    await db.schema.createTable('organizations', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.string('name', 200).notNullable();
      t.string('status', 20).notNullable().defaultTo('pending');
      t.specificType('features', 'text[]').notNullable().defaultTo('{}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `alter table organizations add constraint organizations_status check (status in ('pending', 'approved', 'rejected', 'blocked'))`,
    );

    await db.schema.createTable('memberships', (t) => {
      t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.uuid('organization_id').notNullable().references('id').inTable('organizations').onDelete('CASCADE');
      t.specificType('roles', 'text[]').notNullable().defaultTo('{user}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['user_id', 'organization_id']);
      // The organisation's user list looks memberships up by organisation.
      t.index(['organization_id']);
    });

    await db.schema.createTable('sessions', (t) => {
      t.uuid('id').primary();
      // SHA-256 of the cookie token: a database leak does not hand out usable sessions.
      t.binary('token_hash').notNullable().unique();
      t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.uuid('current_organization_id').references('id').inTable('organizations').onDelete('SET NULL');
      t.uuid('impersonator_id').references('id').inTable('users').onDelete('SET NULL');
      t.string('device', 200).notNullable().defaultTo('');
      t.string('browser', 200).notNullable().defaultTo('');
      t.string('ip', 64).notNullable().defaultTo('');
      t.string('user_agent', 1000).notNullable().defaultTo('');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('ended_at', { useTz: true });
    });
    // "My active sessions" lists a user's open sessions.
    await db.raw(
      'create index sessions_user_active_idx on sessions (user_id, last_seen_at desc) where ended_at is null',
    );

    await db.schema.createTable('audit', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
      t.string('action', 20).notNullable();
      t.string('entity', 50).notNullable();
      t.uuid('entity_id');
      t.jsonb('value');
      t.string('ip', 64);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['entity', 'entity_id', 'created_at']);
      t.index(['user_id', 'created_at']);
    });
    await db.raw(
      `alter table audit add constraint audit_action check (action in ('insert', 'update', 'delete', 'login', 'logout', 'trigger'))`,
    );

    // rate-limiter-flexible's Postgres store (its own layout), created here instead of at run time.
    await db.schema.createTable('login_limits', (t) => {
      t.string('key', 255).primary();
      t.integer('points').notNullable().defaultTo(0);
      t.bigInteger('expire');
    });
  },
  async down(db) {
    for (const table of ['login_limits', 'audit', 'sessions', 'memberships', 'organizations', 'users'])
      await db.schema.dropTableIfExists(table);
  },
};
