import type { Migration } from '@cadeau/service-kit';

/**
 * Issue 3: single-use mailed tokens, e-mail changes, the organisation fields of spec section 3,
 * invitations, invoice addresses, and the organisation an audit entry belongs to.
 */
export const accountTables: Migration = {
  name: '002_accounts_organizations',
  async up(db) {
    // Confirmation and password-reset links: only the SHA-256 of the token is stored, used once.
    await db.schema.createTable('user_tokens', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.string('purpose', 20).notNullable();
      t.binary('token_hash').notNullable().unique();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('used_at', { useTz: true });
      // Set when a newer request of the same purpose was made ("replaced by a newer request").
      t.timestamp('replaced_at', { useTz: true });
      t.index(['user_id', 'purpose', 'created_at']);
    });
    await db.raw(
      `alter table user_tokens add constraint user_tokens_purpose check (purpose in ('confirmation', 'passwordReset'))`,
    );

    // One row per requested change; the address switches only when both sides confirmed.
    await db.schema.createTable('email_changes', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.string('old_email', 320).notNullable();
      t.string('new_email', 320).notNullable();
      t.binary('old_token_hash').notNullable().unique();
      t.binary('new_token_hash').notNullable().unique();
      t.timestamp('old_confirmed_at', { useTz: true });
      t.timestamp('new_confirmed_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('completed_at', { useTz: true });
      t.timestamp('cancelled_at', { useTz: true });
    });
    // At most one open change per user.
    await db.raw(
      'create unique index email_changes_open_idx on email_changes (user_id) where completed_at is null and cancelled_at is null',
    );

    await db.schema.alterTable('organizations', (t) => {
      t.string('company_name', 200);
      t.string('uid', 15); // CHE-123.456.789
      t.string('vat_number', 30);
      t.string('street', 70);
      t.string('house_number', 16);
      t.string('zip', 16);
      t.string('city', 35);
      t.string('country', 2).notNullable().defaultTo('ch');
      t.string('iban', 34);
      t.string('legal_form', 10);
      t.string('canton', 2);
      t.text('status_reason');
      t.timestamp('status_changed_at', { useTz: true });
      t.timestamp('register_synced_at', { useTz: true });
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('create unique index organizations_uid_unique on organizations (uid) where uid is not null');
    await db.raw('create unique index organizations_name_unique on organizations (lower(name))');

    await db.schema.createTable('invitations', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('organization_id').notNullable().references('id').inTable('organizations').onDelete('CASCADE');
      t.string('email', 320).notNullable();
      t.specificType('roles', 'text[]').notNullable().defaultTo('{user}');
      t.binary('token_hash').notNullable().unique();
      t.string('status', 20).notNullable().defaultTo('pending');
      t.uuid('invited_by').references('id').inTable('users').onDelete('SET NULL');
      t.uuid('accepted_by').references('id').inTable('users').onDelete('SET NULL');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('accepted_at', { useTz: true });
      t.index(['organization_id', 'created_at']);
    });
    await db.raw(`alter table invitations add constraint invitations_status check (status in ('pending', 'accepted'))`);
    await db.raw(
      "create unique index invitations_pending_unique on invitations (organization_id, email) where status = 'pending'",
    );

    await db.schema.createTable('invoice_addresses', (t) => {
      t.uuid('organization_id').primary().references('id').inTable('organizations').onDelete('CASCADE');
      t.string('name', 70).notNullable();
      t.string('street', 70).notNullable();
      t.string('house_number', 16).notNullable().defaultTo('');
      t.string('zip', 16).notNullable();
      t.string('city', 35).notNullable();
      t.string('country', 2).notNullable().defaultTo('ch');
      t.string('email', 320);
      t.string('iban', 34);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });

    await db.schema.alterTable('audit', (t) => {
      // Organisation admins read the entries of their organisation (GET /audit).
      t.uuid('organization_id').references('id').inTable('organizations').onDelete('SET NULL');
      t.index(['organization_id', 'created_at']);
    });
  },
  async down(db) {
    await db.schema.alterTable('audit', (t) => t.dropColumn('organization_id'));
    for (const table of ['invoice_addresses', 'invitations', 'email_changes', 'user_tokens'])
      await db.schema.dropTableIfExists(table);
    await db.raw('drop index if exists organizations_uid_unique');
    await db.raw('drop index if exists organizations_name_unique');
    await db.schema.alterTable('organizations', (t) => {
      for (const c of [
        'company_name',
        'uid',
        'vat_number',
        'street',
        'house_number',
        'zip',
        'city',
        'country',
        'iban',
        'legal_form',
        'canton',
        'status_reason',
        'status_changed_at',
        'register_synced_at',
        'updated_at',
      ])
        t.dropColumn(c);
    });
  },
};
