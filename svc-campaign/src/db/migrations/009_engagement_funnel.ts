import type { Migration } from '@cadeau/service-kit';
import { FUNNEL_TOUCHES_SQL } from '../funnel-touches';

/**
 * The engagement funnel's kept counters (issue 20, ADR 0031). The first-touch rows are the vouchers themselves:
 * one per recipient, one time column per step, each written as the first time it happened (`least`, or only
 * while null), so a duplicate or a redelivered event cannot count a recipient twice. `campaign_funnel_days` holds,
 * per campaign, step and Zurich day, how many vouchers took that step on that day. A statement trigger with
 * transition tables keeps it in the transaction of every write to `vouchers` (insert at approval, the mail
 * events, the redemption, the feedback, a deletion), set-wise: one upsert per statement, in key order so two
 * writers lock counter rows in the same order. An event that moves a first touch to an earlier day moves its
 * count with it (-1 on the old day, +1 on the new one). The migration fills the table from the rows it finds.
 *
 * `vouchers.delivered_at` is the new step between sent and opened (`campaignMail.delivered`).
 */
export const engagementFunnel: Migration = {
  name: '009_engagement_funnel',
  async up(db) {
    await db.schema.alterTable('vouchers', (t) => {
      t.timestamp('delivered_at', { useTz: true });
    });
    await db.schema.createTable('campaign_funnel_days', (t) => {
      t.uuid('campaign_id').notNullable();
      t.text('step').notNullable();
      t.date('day').notNullable();
      t.integer('count').notNullable();
      t.primary(['campaign_id', 'step', 'day']);
    });
    // Reports over all campaigns read by period first.
    await db.raw('create index campaign_funnel_days_day on campaign_funnel_days (day, campaign_id)');
    await db.raw(`
      create function campaign_funnel_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into campaign_funnel_days (campaign_id, step, day, count)
          select campaign_id, step, day, sum(delta)::int from (
            select n.campaign_id, s.step, s.day, 1 as delta
              from new_rows n cross join lateral (${FUNNEL_TOUCHES_SQL('n')}) s
          ) d group by 1, 2, 3 order by 1, 2, 3
          on conflict (campaign_id, step, day) do update set count = campaign_funnel_days.count + excluded.count;
        elsif tg_op = 'DELETE' then
          insert into campaign_funnel_days (campaign_id, step, day, count)
          select campaign_id, step, day, sum(delta)::int from (
            select o.campaign_id, s.step, s.day, -1 as delta
              from old_rows o cross join lateral (${FUNNEL_TOUCHES_SQL('o')}) s
          ) d group by 1, 2, 3 order by 1, 2, 3
          on conflict (campaign_id, step, day) do update set count = campaign_funnel_days.count + excluded.count;
        else
          insert into campaign_funnel_days (campaign_id, step, day, count)
          select campaign_id, step, day, sum(delta)::int from (
            select n.campaign_id, s.step, s.day, 1 as delta
              from new_rows n cross join lateral (${FUNNEL_TOUCHES_SQL('n')}) s
            union all
            select o.campaign_id, s.step, s.day, -1 as delta
              from old_rows o cross join lateral (${FUNNEL_TOUCHES_SQL('o')}) s
          ) d group by 1, 2, 3 having sum(delta) <> 0 order by 1, 2, 3
          on conflict (campaign_id, step, day) do update set count = campaign_funnel_days.count + excluded.count;
        end if;
        return null;
      end $$`);
    await db.raw(`create trigger vouchers_funnel_insert after insert on vouchers
      referencing new table as new_rows for each statement execute function campaign_funnel_count()`);
    await db.raw(`create trigger vouchers_funnel_update after update on vouchers
      referencing old table as old_rows new table as new_rows for each statement execute function campaign_funnel_count()`);
    await db.raw(`create trigger vouchers_funnel_delete after delete on vouchers
      referencing old table as old_rows for each statement execute function campaign_funnel_count()`);
    await db.raw(`
      insert into campaign_funnel_days (campaign_id, step, day, count)
      select v.campaign_id, s.step, s.day, count(*)::int
        from vouchers v cross join lateral (${FUNNEL_TOUCHES_SQL('v')}) s
       group by 1, 2, 3`);
  },
  async down(db) {
    await db.raw('drop trigger vouchers_funnel_insert on vouchers');
    await db.raw('drop trigger vouchers_funnel_update on vouchers');
    await db.raw('drop trigger vouchers_funnel_delete on vouchers');
    await db.raw('drop function campaign_funnel_count()');
    await db.schema.dropTable('campaign_funnel_days');
    await db.schema.alterTable('vouchers', (t) => {
      t.dropColumn('delivered_at');
    });
  },
};
