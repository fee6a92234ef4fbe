import type { Migration } from '@cadeau/service-kit';

/**
 * Gift codes (issue 12, docs/briefs/issue12.md): one voucher per recipient, made in the transaction that approves
 * the campaign. The code is never stored in plain text: `code_hmac` (HMAC-SHA256 with VOUCHER_HMAC_KEY) finds a
 * typed code, `code_cipher` (AES-256-GCM with VOUCHER_ENCRYPTION_KEY: 12-byte IV ‖ 16-byte tag ‖ ciphertext)
 * gives it back for the codes CSV and the mail. The order columns belong to the redemption saga (area R): its
 * one conditional UPDATE consumes the code. `mailed_at`/`opened_at`/`clicked_at` come from svc-mail's
 * `campaignMail.*` events; `mail_failed_at`/`mail_failure` (added beside the brief's columns) keep the last
 * failure the giver sees in the recipients list, cleared by a later send.
 */
export const voucherTables: Migration = {
  name: '005_vouchers',
  async up(db) {
    await db.schema.createTable('vouchers', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('campaign_id').notNullable().references('id').inTable('campaigns').onDelete('CASCADE');
      t.uuid('recipient_id').notNullable().unique().references('id').inTable('recipients').onDelete('CASCADE');
      t.binary('code_hmac').notNullable().unique();
      t.binary('code_cipher').notNullable();
      t.text('status').notNullable().defaultTo('unused');
      t.timestamp('redeemed_at', { useTz: true });
      t.uuid('order_id');
      t.text('order_number');
      t.uuid('order_product_id');
      t.text('order_week');
      t.text('order_idempotency_key');
      t.text('feedback');
      t.timestamp('feedback_at', { useTz: true });
      t.timestamp('mailed_at', { useTz: true });
      t.timestamp('opened_at', { useTz: true });
      t.timestamp('clicked_at', { useTz: true });
      t.timestamp('mail_failed_at', { useTz: true });
      t.text('mail_failure');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // svc-mail's keyset pages (recipient id order within a campaign) and the statistics' counts.
      t.index(['campaign_id', 'recipient_id']);
    });
    await db.raw(`alter table vouchers add constraint vouchers_status check (status in ('unused', 'used'))`);
    // The giver's feedback list and the dashboard panel: newest feedback of a campaign first.
    await db.raw(
      'create index vouchers_feedback on vouchers (campaign_id, feedback_at desc, id) where feedback_at is not null',
    );
  },
  async down(db) {
    await db.schema.dropTable('vouchers');
  },
};
