import type { Migration } from '@cadeau/service-kit';

/**
 * Messages (one row per mail, rendered at intake), unsubscribed addresses, the campaign run log that
 * lets exactly one replica do each cron run, and the local copy of the mail-related settings.
 */
export const mailTables: Migration = {
  name: '001_mail',
  async up(db) {
    await db.schema.createTable('messages', (t) => {
      t.uuid('id').primary();
      t.string('idempotency_key', 255).notNullable().unique();
      t.string('class', 20).notNullable();
      t.string('template', 64).notNullable();
      t.string('locale', 8).notNullable();
      t.string('to_address', 320).notNullable();
      t.jsonb('data').notNullable();
      t.text('subject').notNullable();
      t.text('html').notNullable();
      t.text('text').notNullable();
      t.string('status', 10).notNullable();
      t.integer('attempts').notNullable().defaultTo(0);
      // When a pending message may be tried (again): retries and 429 back-offs move it forward.
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // A `sending` row belongs to the claim with this token until reclaim_after; after that its outcome
      // is unknown (the sender died) and it may be claimed again, see docs in domain/dispatcher.ts.
      t.uuid('claim_token');
      t.timestamp('reclaim_after', { useTz: true });
      t.string('last_error', 255);
      t.text('error_detail');
      t.string('provider', 20);
      t.string('provider_message_id', 255);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('sent_at', { useTz: true });
      t.timestamp('opened_at', { useTz: true });
      t.timestamp('clicked_at', { useTz: true });
    });
    await db.raw(
      `alter table messages add constraint messages_class_check check (class in ('transactional', 'campaign'))`,
    );
    await db.raw(
      `alter table messages add constraint messages_status_check check (status in ('pending', 'sending', 'sent', 'failed'))`,
    );
    await db.raw(`alter table messages add constraint messages_locale_check check (locale in ('de', 'en'))`);
    // The dispatcher's two claims: due pending rows and expired `sending` rows, oldest first, per class.
    await db.raw(`create index messages_due_idx on messages (class, created_at) where status = 'pending'`);
    await db.raw(`create index messages_sending_idx on messages (class, reclaim_after) where status = 'sending'`);
    // The dev mailbox lists newest first, optionally for one recipient; unsubscribes match case-insensitively.
    await db.raw('create index messages_created_idx on messages (created_at desc, id desc)');
    await db.raw('create index messages_to_idx on messages (lower(to_address), created_at desc)');

    await db.schema.createTable('unsubscribes', (t) => {
      // Stored lower-cased: providers report addresses in whatever case the recipient typed.
      t.string('address', 320).primary();
      t.string('source', 40).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });

    await db.schema.createTable('campaign_runs', (t) => {
      // The cron tick (minute) a run belongs to: a second replica ticking the same minute finds it taken.
      t.timestamp('slot', { useTz: true }).primary();
      t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('finished_at', { useTz: true });
      t.integer('claimed').notNullable().defaultTo(0);
      t.integer('sent').notNullable().defaultTo(0);
      t.string('outcome', 40);
    });

    await db.schema.createTable('settings', (t) => {
      // `Group.Field` as in spec section 3 (e.g. Campaign.MailMaxPerRun); fed by svc-identity later.
      t.string('key', 100).primary();
      t.jsonb('value').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('settings');
    await db.schema.dropTableIfExists('campaign_runs');
    await db.schema.dropTableIfExists('unsubscribes');
    await db.schema.dropTableIfExists('messages');
  },
};
