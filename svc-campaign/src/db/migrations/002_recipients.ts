import type { Migration } from '@cadeau/service-kit';

/**
 * A campaign's recipients (issue 11 "Recipients at scale"). E-mail addresses arrive checked and lower-cased by
 * the contract's row schema; one address is a recipient of a campaign once (unique on the lower-cased address,
 * which the CSV import's set-wise merge relies on: `ON CONFLICT (campaign_id, lower(email)) DO NOTHING`).
 * `phone` is E.164 or null; `unsubscribed` is set by the recipient's unsubscribe link (issue 12).
 */
export const recipientTables: Migration = {
  name: '002_recipients',
  async up(db) {
    await db.schema.createTable('recipients', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('campaign_id').notNullable().references('id').inTable('campaigns').onDelete('CASCADE');
      t.text('email').notNullable();
      t.text('phone');
      t.text('salutation');
      t.text('greeting');
      t.boolean('unsubscribed').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // The list's default order and the export's (created_at, id), within one campaign.
      t.index(['campaign_id', 'created_at', 'id']);
    });
    await db.raw('create unique index recipients_campaign_email on recipients (campaign_id, lower(email))');
    await db.raw(`alter table recipients add constraint recipients_phone check (phone ~ '^\\+[1-9][0-9]{1,14}$')`);
  },
  async down(db) {
    await db.schema.dropTable('recipients');
  },
};
