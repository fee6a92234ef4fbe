import type { Migration } from '@cadeau/service-kit';

/**
 * Campaigns (issue 11): one row per campaign of a giver organisation. Dates are Zurich calendar days (`date`),
 * money integer Rappen (`bigint`: a budget may exceed 2^31 Rappen); the selected products are their catalog
 * ids in the giver's order. `version` counts saves (optimistic locking of PUT /campaign). Recipients (002) and
 * designs (003) hang off it and go with it when a draft is deleted.
 */
export const campaignTables: Migration = {
  name: '001_campaigns',
  async up(db) {
    await db.schema.createTable('campaigns', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('organization_id').notNullable();
      // The giver's name as svc-identity answered at creation or the last release (lists show it without a call).
      t.string('organization_name', 200);
      t.string('name', 200).notNullable();
      t.string('type', 10).notNullable().defaultTo('automatic');
      t.string('status', 10).notNullable().defaultTo('draft');
      t.date('start_date');
      t.date('end_date');
      t.bigInteger('budget_rappen');
      t.specificType('product_ids', 'uuid[]').notNullable().defaultTo(db.raw(`'{}'::uuid[]`));
      t.integer('version').notNullable().defaultTo(1);
      // The latest rejection's or block's reason, shown to the giver until the next review.
      t.text('rejection_reason');
      t.uuid('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('released_at', { useTz: true });
      t.timestamp('approved_at', { useTz: true });
      t.timestamp('started_at', { useTz: true });
      t.timestamp('finished_at', { useTz: true });
      t.index(['organization_id', 'status']);
      t.index(['status', 'start_date']);
      t.index(['status', 'end_date']);
    });
    await db.raw(`alter table campaigns add constraint campaigns_type check (type in ('automatic', 'manual'))`);
    await db.raw(
      `alter table campaigns add constraint campaigns_status check (status in
        ('draft', 'pending', 'rejected', 'approved', 'running', 'finished', 'blocked'))`,
    );
    await db.raw(
      `alter table campaigns add constraint campaigns_amounts check ((budget_rappen is null or budget_rappen >= 0)
        and version >= 1)`,
    );
    await db.raw(
      `alter table campaigns add constraint campaigns_timespan check (start_date is null or end_date is null
        or end_date >= start_date)`,
    );
  },
  async down(db) {
    await db.schema.dropTableIfExists('campaigns');
  },
};
