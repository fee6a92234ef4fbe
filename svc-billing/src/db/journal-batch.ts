import type { Knex } from 'knex';
import { concurrentBookingRefusal, type TransactionPlan } from '../domain/journal';
import { addToAccounts, postingRows, publishLedgerMoves, transactionRow, type LedgerEvents } from './journal';

/** A balanced plan with the id it is booked under and its `contentOf` (what `book` compares a replay with). */
export interface NewTransaction {
  id: string;
  plan: TransactionPlan;
  content: string;
}

/** Rows per statement: bounds each statement's parameter (a few hundred KiB), not how many one call writes. */
const ROWS_PER_STATEMENT = 1000;

/** `rows` as one jsonb parameter per ROWS_PER_STATEMENT rows, in order. */
export async function eachChunk<T>(
  rows: readonly T[],
  write: (json: string, count: number) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    await write(JSON.stringify(chunk), chunk.length);
  }
}

/**
 * Writes many new transactions at once (a bank file's payments, issue 19): the rows `book` writes for each of them
 * (the transaction, its postings, the accounts' cumulative totals), in the given order, with a few statements
 * instead of three per transaction. The accounts are upserted once, sorted by key (locked in the order `book`
 * locks them), so the owed-accounts trigger judges their totals after all of them: for transactions that only
 * credit owed accounts (payments), as a bank file's are, that is the same judgement. Keys must be new (the caller
 * has looked for replays); one booked meanwhile by a concurrent transaction is refused (409), nothing is kept.
 */
export async function bookNewTransactions(
  trx: Knex.Transaction,
  list: readonly NewTransaction[],
  events: LedgerEvents,
): Promise<void> {
  if (list.length === 0) return;
  await eachChunk(
    list.map(({ id, plan, content }) => transactionRow(id, plan, content)),
    async (json, count) => {
      // jsonb_to_recordset yields the rows in array order: `seq` follows the list as single inserts would.
      const inserted: { rowCount: number } = await trx.raw(
        `insert into transactions (id, key, content, kind, invoice_id, corrects_id, by_user_id, reason)
         select id, key, content, kind, invoice_id, corrects_id, by_user_id, reason
           from jsonb_to_recordset(?::jsonb) as r(id uuid, key text, content text, kind text, invoice_id uuid,
                                                  corrects_id uuid, by_user_id uuid, reason text)
         on conflict (key) do nothing`,
        [json],
      );
      const refusal = concurrentBookingRefusal(inserted.rowCount, count);
      if (refusal) throw refusal;
    },
  );
  const postings = list.flatMap(({ id, plan }) => postingRows(id, plan.postings));
  await eachChunk(postings, (json) =>
    trx.raw(
      `insert into postings (transaction_id, account, amount_rappen, role)
       select transaction_id, account, amount_rappen, role
         from jsonb_to_recordset(?::jsonb) as r(transaction_id uuid, account text, amount_rappen bigint, role text)`,
      [json],
    ),
  );
  await addToAccounts(
    trx,
    list.flatMap(({ plan }) => plan.postings),
  );
  await publishLedgerMoves(events, trx, list);
}
