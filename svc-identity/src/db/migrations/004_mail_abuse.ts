import type { Migration } from '@cadeau/service-kit';

/**
 * Issue 8, abuse of the platform's mail: the mails sent per recipient, account and pending organisation
 * (the throttle counts them), forgot-password requests waiting for their worker, and organisation names
 * held by registrations that were answered as successes without creating anything.
 */
export const mailAbuseTables: Migration = {
  name: '004_mail_throttle_and_requests',
  async up(db) {
    // One row per mail and counted subject (recipient address, account, pending organisation).
    await db.schema.createTable('mail_sends', (t) => {
      t.bigIncrements('id').primary();
      t.string('kind', 40).notNullable();
      t.string('scope', 40).notNullable();
      // A lower-case address, a user id or an organisation id, depending on the scope.
      t.string('subject_key', 320).notNullable();
      t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['kind', 'scope', 'subject_key', 'sent_at']);
    });

    // The forgot-password handler only records the request (the same insert for every address, so the
    // answer's timing does not tell whether an account exists); a worker does the rest.
    await db.schema.createTable('password_reset_requests', (t) => {
      t.bigIncrements('id').primary();
      t.string('email', 320).notNullable();
      t.string('ip', 64).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });

    // A registration with a taken address creates nothing but answers as a success; holding its
    // organisation name (and UID) keeps a second registration of that name from telling the two apart.
    await db.schema.createTable('organization_name_holds', (t) => {
      t.bigIncrements('id').primary();
      t.string('name', 200).notNullable();
      t.string('uid', 20);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('create index organization_name_holds_name_idx on organization_name_holds (lower(name))');
    await db.raw('create index organization_name_holds_uid_idx on organization_name_holds (uid) where uid is not null');
  },
  async down(db) {
    for (const table of ['organization_name_holds', 'password_reset_requests', 'mail_sends'])
      await db.schema.dropTableIfExists(table);
  },
};
