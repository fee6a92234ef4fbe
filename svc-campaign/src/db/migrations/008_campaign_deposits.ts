import type { Migration } from '@cadeau/service-kit';

/**
 * The deposits of campaigns (issue 19): svc-campaign's read model of svc-billing's deposit invoices, one row per
 * campaign with the latest state `invoice.issued|paid|reopened` told (workers/deposits-consumer.ts). No foreign key
 * to `campaigns`: the facts are svc-billing's, and an event about a campaign this database does not hold must
 * not stop the consumer. `occurred_at` and `event_rank` order the states (domain/campaign-deposit.ts `supersedes`).
 */
export const campaignDeposits: Migration = {
  name: '008_campaign_deposits',
  async up(db) {
    await db.schema.createTable('campaign_deposits', (t) => {
      t.uuid('campaign_id').primary();
      t.uuid('invoice_id').notNullable();
      t.string('number', 40).notNullable();
      t.string('status', 20).notNullable();
      t.bigInteger('amount_rappen').notNullable();
      t.bigInteger('open_rappen').notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.smallint('event_rank').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `alter table campaign_deposits add constraint campaign_deposits_status check (status in
        ('open', 'partialPaid', 'paid', 'paidOut', 'reopened'))`,
    );
  },
  async down(db) {
    await db.schema.dropTableIfExists('campaign_deposits');
  },
};
