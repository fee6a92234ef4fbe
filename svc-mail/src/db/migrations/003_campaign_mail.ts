import type { Migration } from '@cadeau/service-kit';

/**
 * Campaign mails at scale (issue 12, ADR 0022). A campaign's mail is rendered once per design and language
 * into a `campaign_contents` row (subject, HTML and text with SendGrid substitution tags); each recipient's
 * message points to it and keeps only its own substitutions (salutation, greeting, unsubscribe link), never
 * the gift code, which is fetched from svc-campaign when the mail is sent. `campaign_intakes` are the pulls
 * of a campaign's recipients (one per `campaign.started` or `voucher.sendRequested`), resumable page by page.
 * `dev_inbox` is the dev provider's delivered mail (the recipient's inbox on this machine, code included).
 */
export const campaignMail: Migration = {
  name: '003_campaign_mail',
  async up(db) {
    await db.schema.createTable('campaign_contents', (t) => {
      t.uuid('id').primary();
      t.uuid('campaign_id').notNullable();
      // SHA-256 of the design and language: a campaign's recipients share one content per design version.
      t.string('design_key', 64).notNullable();
      t.string('language', 8).notNullable();
      // The random part of this content's substitution tags (never found in the content's own text).
      t.string('tag_nonce', 32).notNullable();
      t.text('subject').notNullable();
      t.text('html').notNullable();
      t.text('text').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.unique(['campaign_id', 'design_key']);
    });
    await db.schema.alterTable('messages', (t) => {
      t.uuid('content_id').references('id').inTable('campaign_contents');
      t.uuid('campaign_id');
      t.uuid('recipient_id');
      t.uuid('voucher_id');
      // The recipient's own values (not the code): joined into the content when the mail is sent.
      t.jsonb('substitutions');
      // When the provider reported delivery: a click within seconds of it is a link scanner's.
      t.timestamp('delivered_at', { useTz: true });
    });
    // Content mails are claimed apart from the one-by-one mails, oldest first.
    await db.raw(
      `create index messages_content_due_idx on messages (created_at) where status = 'pending' and content_id is not null`,
    );
    await db.raw('create index messages_campaign_idx on messages (campaign_id, status) where campaign_id is not null');

    await db.schema.createTable('campaign_intakes', (t) => {
      t.uuid('id').primary();
      t.uuid('campaign_id').notNullable();
      // `started`: every recipient of an automatic campaign; `requested`: the listed recipients of a manual one.
      t.string('kind', 20).notNullable();
      t.jsonb('recipient_ids');
      // The last recipient id taken (keyset of svc-campaign's mail-recipients); null before the first page.
      t.uuid('cursor');
      t.string('status', 10).notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.string('last_error', 255);
      t.integer('queued').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `alter table campaign_intakes add constraint campaign_intakes_status_check check (status in ('pending', 'done', 'failed'))`,
    );
    await db.raw(
      `create index campaign_intakes_due_idx on campaign_intakes (next_attempt_at) where status = 'pending'`,
    );

    // One `campaignMail.unsubscribed` per recipient and campaign, however often the link is used.
    await db.schema.createTable('campaign_unsubscribes', (t) => {
      t.uuid('campaign_id').notNullable();
      t.uuid('recipient_id').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['campaign_id', 'recipient_id']);
    });

    await db.schema.createTable('dev_inbox', (t) => {
      t.uuid('message_id').primary().references('id').inTable('messages').onDelete('cascade');
      t.text('subject').notNullable();
      t.text('html').notNullable();
      t.text('text').notNullable();
      t.timestamp('delivered_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('dev_inbox');
    await db.schema.dropTableIfExists('campaign_unsubscribes');
    await db.schema.dropTableIfExists('campaign_intakes');
    await db.raw('drop index if exists messages_content_due_idx');
    await db.raw('drop index if exists messages_campaign_idx');
    await db.schema.alterTable('messages', (t) => {
      t.dropColumn('delivered_at');
      t.dropColumn('substitutions');
      t.dropColumn('voucher_id');
      t.dropColumn('recipient_id');
      t.dropColumn('campaign_id');
      t.dropColumn('content_id');
    });
    await db.schema.dropTableIfExists('campaign_contents');
  },
};
