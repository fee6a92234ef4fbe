import type { Migration } from '@cadeau/service-kit';

/**
 * Issue 8: confirmation resend by address is recorded and settled by a worker like forgot-password, so its
 * timing does not tell an unconfirmed account from none either. One queue for both, with the purpose of
 * each request; requests waiting in the forgot-password queue of 004 move over.
 */
export const mailRequestTables: Migration = {
  name: '005_mail_requests',
  async up(db) {
    await db.schema.createTable('mail_requests', (t) => {
      t.bigIncrements('id').primary();
      t.string('purpose', 20).notNullable();
      t.string('email', 320).notNullable();
      t.string('ip', 64).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `alter table mail_requests add constraint mail_requests_purpose check (purpose in ('passwordReset', 'confirmation'))`,
    );
    await db.raw(
      `insert into mail_requests (purpose, email, ip, created_at)
       select 'passwordReset', email, ip, created_at from password_reset_requests order by id`,
    );
    await db.schema.dropTable('password_reset_requests');
  },
  async down(db) {
    await db.schema.createTable('password_reset_requests', (t) => {
      t.bigIncrements('id').primary();
      t.string('email', 320).notNullable();
      t.string('ip', 64).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `insert into password_reset_requests (email, ip, created_at)
       select email, ip, created_at from mail_requests where purpose = 'passwordReset' order by id`,
    );
    await db.schema.dropTable('mail_requests');
  },
};
