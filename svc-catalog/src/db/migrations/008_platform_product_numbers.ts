import type { Migration } from '@cadeau/service-kit';

/**
 * Product numbers are unique on the platform (issue 23): two sellers' products were both `P-0001`, so an
 * administrator's list, an order or a support call could not tell them apart. The per-organisation counters
 * give way to one sequence for all, and a unique index on the group's number holds the rule for every writer.
 *
 * Groups that already share a number keep it at their earliest group (by creation); each later one gets a new
 * number after the highest in use, and its orders' copy of the number follows (the order shows what the
 * product is called now). `down` goes back to counters per organisation that continue after each one's highest
 * number; renumbered groups keep their new numbers.
 */
export const platformProductNumbers: Migration = {
  name: '008_platform_product_numbers',
  async up(db) {
    await db.raw('lock table product_groups in exclusive mode');
    await db.raw(
      `with ranked as (
         select id, number, row_number() over (partition by number order by created_at, id) as nth
           from product_groups),
       clashing as (
         select id, row_number() over (order by number, nth) as k from ranked where nth > 1),
       top as (select coalesce(max(number), 0) as n from product_groups)
       update product_groups g set number = top.n + clashing.k
         from clashing, top
        where g.id = clashing.id`,
    );
    // The orders' copy of a renumbered group's number (formatProductNumber: P- and at least four digits).
    await db.raw(
      `update orders o set product_number = n.shown
         from (select p.id, 'P-' || lpad(g.number::text, greatest(4, length(g.number::text)), '0') as shown
                 from products p join product_groups g on g.id = p.version_group_id) n
        where n.id = o.product_id and o.product_number <> n.shown`,
    );
    await db.raw('create unique index product_groups_number_unique on product_groups (number)');
    await db.raw('create sequence product_number_seq as integer minvalue 1');
    await db.raw(
      `select setval('product_number_seq', coalesce((select max(number) from product_groups), 0) + 1, false)`,
    );
    await db.schema.dropTable('product_numbers');
  },
  async down(db) {
    await db.schema.createTable('product_numbers', (t) => {
      t.uuid('organization_id').primary();
      t.integer('last_number').notNullable();
    });
    await db.raw(
      `insert into product_numbers (organization_id, last_number)
       select organization_id, max(number) from product_groups group by organization_id`,
    );
    await db.raw('drop sequence product_number_seq');
    await db.raw('drop index product_groups_number_unique');
  },
};
