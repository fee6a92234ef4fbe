import type { Migration } from '@cadeau/service-kit';

/**
 * The journal (ADR 0028): transactions and their postings, append-only (a trigger refuses every update and
 * delete, so a correction can only be a new transaction), and account totals kept in the same transaction as the
 * postings (TigerBeetle's cumulative debits and credits), proven equal to the postings by a test.
 */
export const journalTables: Migration = {
  name: '001_journal',
  async up(db) {
    await db.schema.createTable('transactions', (t) => {
      t.uuid('id').primary();
      t.bigIncrements('seq', { primaryKey: false });
      // Idempotency: the same key is the same transaction; `content` tells a retry from another request.
      t.text('key').notNullable().unique();
      t.text('content').notNullable();
      t.text('kind').notNullable();
      t.uuid('invoice_id');
      t.uuid('corrects_id').references('id').inTable('transactions');
      t.uuid('by_user_id');
      t.text('reason');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('postings', (t) => {
      t.bigIncrements('id');
      t.uuid('transaction_id').notNullable().references('id').inTable('transactions');
      t.text('account').notNullable();
      t.bigInteger('amount_rappen').notNullable();
      t.text('role');
      t.index(['account']);
      t.index(['transaction_id']);
    });
    await db.raw(`alter table postings add constraint postings_not_zero check (amount_rappen <> 0)`);
    await db.raw(
      `alter table postings add constraint postings_role check (role is null or role in ('amount','payment','credit','offset'))`,
    );
    await db.schema.createTable('accounts', (t) => {
      t.text('key').primary();
      t.bigInteger('debits_rappen').notNullable().defaultTo(0);
      t.bigInteger('credits_rappen').notNullable().defaultTo(0);
    });
    await db.raw(
      `alter table accounts add constraint accounts_positive check (debits_rappen >= 0 and credits_rappen >= 0)`,
    );
    // What the platform owes someone is never a debit balance: credit, pending and payable earnings, payouts. An
    // AFTER trigger, because a CHECK would judge an upsert's proposed row before it is added to the stored one.
    await db.raw(`
      create or replace function owed_accounts_not_negative() returns trigger language plpgsql as $$
      begin
        if split_part(new.key, ':', 1) in ('credit','pending','payable','payout') and new.debits_rappen > new.credits_rappen then
          raise exception 'account % would owe the platform % Rappen', new.key, new.debits_rappen - new.credits_rappen;
        end if;
        return null;
      end $$`);
    await db.raw(
      `create trigger accounts_owed_not_negative after insert or update on accounts for each row execute function owed_accounts_not_negative()`,
    );
    await db.raw(`
      create or replace function journal_is_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the journal is append-only: % on % refused', tg_op, tg_table_name;
      end $$`);
    for (const table of ['transactions', 'postings'])
      await db.raw(
        `create trigger ${table}_append_only before update or delete on ${table} for each row execute function journal_is_append_only()`,
      );
  },
  async down(db) {
    await db.schema.dropTableIfExists('accounts');
    await db.schema.dropTableIfExists('postings');
    await db.schema.dropTableIfExists('transactions');
    await db.raw('drop function if exists journal_is_append_only()');
    await db.raw('drop function if exists owed_accounts_not_negative()');
  },
};
