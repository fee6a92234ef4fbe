import type { Migration } from '@cadeau/service-kit';

/**
 * One weekly stock per product, not per version (issue 10, reviewer's finding): 004 keyed capacity and week
 * counters by the product version's id, so a replaced version (still reservable for the campaigns that hold
 * it) and its successor each had a full week. Both tables are re-keyed here by `group_id`: the product's
 * version group, or, for an id the catalog knows no product of, that id itself (availability stays its own
 * area without a foreign key to products; see `db/availability.ts`, `STOCK_OF`).
 *
 * Existing rows are merged per group: capacity is the highest any version had (it only rises), a week's
 * reserved units are the sum of its versions' reservations. A week the old keying already oversold (more
 * reserved than the highest capacity) keeps those reservations, they are campaigns' real orders, and its
 * capacity becomes what was sold, so it is sold out and the CHECK `reserved <= capacity` holds.
 * `availability_reservations` keeps the version each caller reserved (callers speak version ids).
 */
export const availabilityPerGroup: Migration = {
  name: '005_availability_per_group',
  async up(db) {
    const groupOf = (table: string) =>
      db.raw(
        `update ${table} t set group_id = coalesce((select p.version_group_id from products p where p.id = t.product_id), t.product_id)`,
      );

    await db.raw('alter table product_capacity add column group_id uuid');
    await groupOf('product_capacity');
    await db.raw(
      `update product_capacity c set weekly_capacity = m.units
         from (select group_id, max(weekly_capacity) as units from product_capacity group by group_id) m
        where m.group_id = c.group_id`,
    );
    await db.raw(
      `delete from product_capacity a using product_capacity b
        where a.group_id = b.group_id and a.product_id > b.product_id`,
    );
    await db.raw('alter table product_capacity drop constraint product_capacity_pkey');
    await db.raw('alter table product_capacity drop column product_id');
    await db.raw('alter table product_capacity alter column group_id set not null');
    await db.raw('alter table product_capacity add primary key (group_id)');

    await db.raw('alter table availability_weeks add column group_id uuid');
    await groupOf('availability_weeks');
    await db.raw(
      `update availability_weeks w set reserved = m.reserved, capacity = greatest(m.capacity, m.reserved)
         from (select group_id, week, sum(reserved)::integer as reserved, max(capacity) as capacity
                 from availability_weeks group by group_id, week) m
        where m.group_id = w.group_id and m.week = w.week`,
    );
    await db.raw(
      `delete from availability_weeks a using availability_weeks b
        where a.group_id = b.group_id and a.week = b.week and a.product_id > b.product_id`,
    );
    await db.raw('alter table availability_weeks drop constraint availability_weeks_pkey');
    await db.raw('alter table availability_weeks drop column product_id');
    await db.raw('alter table availability_weeks alter column group_id set not null');
    await db.raw('alter table availability_weeks add primary key (group_id, week)');
  },
  async down(db) {
    // Back to one row per version: each group's counters go to its newest version (lossy, as 004 could not
    // tell versions apart anyway; the older versions start afresh).
    for (const table of ['product_capacity', 'availability_weeks']) {
      const key = table === 'product_capacity' ? 'product_id' : 'product_id, week';
      await db.raw(`alter table ${table} add column product_id uuid`);
      await db.raw(
        `update ${table} t set product_id = coalesce(
           (select p.id from products p where p.version_group_id = t.group_id order by p.version desc limit 1),
           t.group_id)`,
      );
      await db.raw(`alter table ${table} drop constraint ${table}_pkey`);
      await db.raw(`alter table ${table} drop column group_id`);
      await db.raw(`alter table ${table} alter column product_id set not null`);
      await db.raw(`alter table ${table} add primary key (${key})`);
    }
  },
};
