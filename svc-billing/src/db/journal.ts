import { randomUUID } from 'node:crypto';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { balanced, contentOf, priorBookingOf, type Posting, type TransactionPlan } from '../domain/journal';
import { ledgerMovesOf } from '../domain/ledger-moves';

/** Where the journal's writers publish what a booking moved (`ledger.moved`, through the outbox): the service's kit. */
export type LedgerEvents = Pick<Kit<'billing'>, 'addEvents'>;

/** Publishes, in `trx`, the fees and credit the new transactions moved (ADR 0031: the platform's statistics). */
export async function publishLedgerMoves(
  events: LedgerEvents,
  trx: Knex.Transaction,
  booked: ReadonlyArray<{ id: string; plan: Pick<TransactionPlan, 'kind' | 'postings'> }>,
): Promise<void> {
  const moved = booked.flatMap(({ id, plan }) => {
    const facts = ledgerMovesOf(id, plan);
    return facts ? [{ subject: 'ledger.moved' as const, data: facts }] : [];
  });
  if (moved.length > 0) await events.addEvents(trx, moved);
}

export interface BookedTransaction {
  id: string;
  /** True when the key was booked before with the same content: nothing new was written. */
  replay: boolean;
}

/**
 * Writes one planned transaction (ADR 0028): the transaction, its postings and the accounts' cumulative totals,
 * all in `trx`, and what it moved in fees and credit (`ledger.moved`). The key makes it idempotent: a key booked before with the same content answers that booking and
 * writes nothing; with other content it is refused (409, domain `priorBookingOf`), never booked twice.
 */
export async function book(
  trx: Knex.Transaction,
  planned: TransactionPlan,
  events: LedgerEvents,
): Promise<BookedTransaction> {
  const plan = balanced(planned);
  const content = contentOf(plan);
  const id = randomUUID();
  const inserted: { id: string }[] = await trx('transactions')
    .insert(transactionRow(id, plan, content))
    .onConflict('key')
    .ignore()
    .returning('id');
  if (inserted.length === 0) {
    const stored: { id: string; content: string } = await trx('transactions')
      .where({ key: plan.key })
      .first('id', 'content');
    const known = priorBookingOf(stored, content, plan.key)!;
    return { id: known.id, replay: true };
  }
  if (plan.postings.length > 0) {
    await trx('postings').insert(postingRows(id, plan.postings));
    await addToAccounts(trx, plan.postings);
    await publishLedgerMoves(events, trx, [{ id, plan }]);
  }
  return { id, replay: false };
}

/** The row of `transactions` that books `plan` under `id` (book, and bookNewTransactions for many at once). */
export function transactionRow(id: string, plan: TransactionPlan, content: string) {
  return {
    id,
    key: plan.key,
    content,
    kind: plan.kind,
    invoice_id: plan.invoiceId ?? null,
    corrects_id: plan.correctsId ?? null,
    by_user_id: plan.byUserId ?? null,
    reason: plan.reason ?? null,
  };
}

/** The rows of `postings` of the transaction `transactionId`, in the plan's order. */
export function postingRows(transactionId: string, postings: readonly Posting[]) {
  return postings.map((p) => ({
    transaction_id: transactionId,
    account: p.account,
    amount_rappen: p.amountRappen,
    role: p.role ?? null,
  }));
}

/**
 * One set-wise upsert of the touched accounts' cumulative debits and credits (TigerBeetle's account totals), for one
 * booking or a batch of them (journal-batch.ts).
 */
export async function addToAccounts(trx: Knex.Transaction, postings: readonly Posting[]) {
  const totals = new Map<string, { debits: number; credits: number }>();
  for (const p of postings) {
    const t = totals.get(p.account) ?? { debits: 0, credits: 0 };
    if (p.amountRappen > 0) t.debits += p.amountRappen;
    else t.credits -= p.amountRappen;
    totals.set(p.account, t);
  }
  // Sorted, so two transactions touching the same accounts lock them in the same order (no deadlock).
  const rows = [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, t]) => ({ key, debits_rappen: t.debits, credits_rappen: t.credits }));
  await trx.raw(
    `insert into accounts (key, debits_rappen, credits_rappen)
     select * from jsonb_to_recordset(?::jsonb) as r(key text, debits_rappen bigint, credits_rappen bigint)
     on conflict (key) do update set
       debits_rappen = accounts.debits_rappen + excluded.debits_rappen,
       credits_rappen = accounts.credits_rappen + excluded.credits_rappen`,
    [JSON.stringify(rows)],
  );
}

/** An account's balance (debits minus credits) from its kept totals; 0 for an account never posted to. */
export async function balanceOf(db: Knex, account: string, lock = false): Promise<number> {
  const q = db('accounts').where({ key: account }).first('debits_rappen', 'credits_rappen');
  if (lock) q.forUpdate();
  const row = (await q) as { debits_rappen: string; credits_rappen: string } | undefined;
  return row ? Number(row.debits_rappen) - Number(row.credits_rappen) : 0;
}

/** Balances of several accounts at once (missing ones are 0). */
export async function balancesOf(db: Knex, keys: string[]): Promise<Map<string, number>> {
  const rows: { key: string; debits_rappen: string; credits_rappen: string }[] = keys.length
    ? await db('accounts').whereIn('key', keys).select('key', 'debits_rappen', 'credits_rappen')
    : [];
  const out = new Map(keys.map((k) => [k, 0]));
  for (const r of rows) out.set(r.key, Number(r.debits_rappen) - Number(r.credits_rappen));
  return out;
}

/** The postings of one transaction, as planned (for a reversal that names it). */
export async function postingsOf(db: Knex, transactionId: string): Promise<Posting[]> {
  const rows: { account: string; amount_rappen: string; role: Posting['role'] | null }[] = await db('postings')
    .where({ transaction_id: transactionId })
    .orderBy('id')
    .select('account', 'amount_rappen', 'role');
  return rows.map((r) => ({
    account: r.account,
    amountRappen: Number(r.amount_rappen),
    ...(r.role ? { role: r.role } : {}),
  }));
}

/** The transaction booked under `key`, if any: a client's retry answers what the first request did. */
export function transactionByKey(
  db: Knex,
  key: string,
): Promise<{ id: string; invoice_id: string | null } | undefined> {
  return db('transactions').where({ key }).first('id', 'invoice_id');
}
