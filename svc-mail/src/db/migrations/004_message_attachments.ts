import type { Migration } from '@cadeau/service-kit';

/**
 * Attachments of a message (issue 19: an invoice's PDF), stored decoded with it at intake, in the same
 * transaction, so a message is never sent without them; sent from here (SendGrid) and served to the dev
 * mailbox's download route. At most 3 per message (contracts `MAIL_ATTACHMENTS_MAX`); they go with their
 * message when it is deleted.
 */
export const messageAttachments: Migration = {
  name: '004_message_attachments',
  async up(db) {
    await db.schema.createTable('message_attachments', (t) => {
      t.uuid('message_id').notNullable().references('id').inTable('messages').onDelete('cascade');
      // Its place in the command's `attachments`: the order the mail lists them in, and the download's index.
      t.smallint('position').notNullable();
      t.string('filename', 100).notNullable();
      t.string('content_type', 100).notNullable();
      t.binary('content').notNullable();
      t.primary(['message_id', 'position']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('message_attachments');
  },
};
