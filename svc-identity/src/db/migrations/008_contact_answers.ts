import type { Migration } from '@cadeau/service-kit';

/**
 * Issue 20: a contact form waits for the platform until an administrator marks it answered (the platform's tasks).
 * The forms sent before are told once through the outbox as `contact.received`, at the time they arrived (the
 * relay's `occurredAt` is the row's `created_at`), so the platform's view knows every form that still waits.
 */
export const contactAnswersTables: Migration = {
  name: '008_contact_answers',
  async up(db) {
    await db.schema.alterTable('contacts', (t) => {
      t.timestamp('answered_at', { useTz: true });
      t.uuid('answered_by').references('id').inTable('users').onDelete('SET NULL');
    });
    await db.raw(
      `insert into outbox (id, subject, payload, created_at)
       select gen_random_uuid(), 'contact.received', jsonb_build_object('contactId', id, 'name', name), created_at
         from contacts order by created_at, id`,
    );
  },
  async down(db) {
    await db.schema.alterTable('contacts', (t) => {
      t.dropColumn('answered_by');
      t.dropColumn('answered_at');
    });
  },
};
