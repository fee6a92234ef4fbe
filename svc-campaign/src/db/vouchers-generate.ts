import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ivsFor, lookup, seal, type VoucherKeys } from '../domain/code-crypto';
import { generateGiftCode } from '../domain/gift-code';
import { CAMPAIGN_SCHEMA } from '../schema';

/** Codes per COPY (or INSERT after a clash): about 0.5 MB each, few round trips at 100,000. */
export const VOUCHER_BATCH_SIZE = 5000;
/** Rounds of new codes for rows whose HMAC clashed (10^15 codes: a clash is rare, several in a row are not real). */
const MAX_ROUNDS = 5;

/**
 * One voucher for every recipient of the campaign that has none yet, inside the approving transaction `trx`
 * (so an approval without its codes never commits). Batches of VOUCHER_BATCH_SIZE rows go in by `COPY` on the
 * transaction's connection, under a savepoint: should a code's HMAC already be taken (by any campaign; 10^15
 * codes make that rare), the batch is rolled back to the savepoint and inserted by `INSERT … ON CONFLICT DO
 * NOTHING` instead, and the recipients of the skipped rows get new codes in the next round. Returns the vouchers
 * made.
 */
export async function generateVouchers(
  trx: Knex.Transaction,
  keys: VoucherKeys,
  campaignId: string,
  /** Where codes come from: the CSPRNG; a test passes a sequence to force a clash. */
  nextCode: () => string = generateGiftCode,
): Promise<number> {
  let pending = (
    await trx('recipients as r')
      .where('r.campaign_id', campaignId)
      .whereNotExists(trx('vouchers as v').select(trx.raw('1')).whereRaw('v.recipient_id = r.id'))
      .orderBy('r.id')
      .select<{ id: string }[]>('r.id')
  ).map((r) => r.id);
  let made = 0;
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Error(`gift codes still clashing after ${MAX_ROUNDS} rounds`);
    const clashed: string[] = [];
    const batches: string[][] = [];
    for (let start = 0; start < pending.length; start += VOUCHER_BATCH_SIZE)
      batches.push(pending.slice(start, start + VOUCHER_BATCH_SIZE));
    // The next batch's codes are made while Postgres inserts the current one (the CPU work and the database's
    // overlap), in slices that yield so the insert's I/O is not held up.
    let next = batches.length ? await sealBatch(keys, batches[0]!, nextCode) : null;
    for (let i = 0; next; i++) {
      const current = next;
      const inserting = copyBatch(trx, campaignId, current);
      try {
        next = i + 1 < batches.length ? await sealBatch(keys, batches[i + 1]!, nextCode) : null;
      } catch (err) {
        // Never leave the insert in flight unobserved: the transaction fails as a whole either way.
        await inserting.catch(() => undefined);
        throw err;
      }
      const inserted = await inserting;
      made += inserted.size;
      for (const id of current.recipientIds) if (!inserted.has(id)) clashed.push(id);
    }
    pending = clashed;
  }
  return made;
}

interface SealedBatch {
  recipientIds: string[];
  hmacs: Buffer[];
  ciphers: Buffer[];
}

/** Codes per slice of sealing before yielding to the event loop. */
const SEAL_SLICE = 500;

async function sealBatch(keys: VoucherKeys, recipientIds: string[], nextCode: () => string): Promise<SealedBatch> {
  const iv = ivsFor(recipientIds.length);
  const hmacs: Buffer[] = [];
  const ciphers: Buffer[] = [];
  for (let i = 0; i < recipientIds.length; i++) {
    if (i > 0 && i % SEAL_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const code = nextCode();
    hmacs.push(lookup(keys, code));
    ciphers.push(seal(keys, code, iv(i)));
  }
  return { recipientIds, hmacs, ciphers };
}

const UNIQUE_VIOLATION = '23505';

/** The sealed bytes as COPY text (`\\x` hex: the backslash escaped for COPY, then bytea's hex form). */
const copyBytes = (b: Buffer) => `\\\\x${b.toString('hex')}`;

/**
 * One batch by COPY (the fast path: no parameters to parse, no conflict handling), answering the recipients
 * served. A unique violation falls back to `insertBatch` from the savepoint; anything else fails the approval.
 */
async function copyBatch(trx: Knex.Transaction, campaignId: string, batch: SealedBatch): Promise<Set<string>> {
  // knex runs a transaction on one connection and hands it out through its client (the same one for each call).
  const connection = (await (
    trx as unknown as { client: { acquireConnection(): Promise<ClientBase> } }
  ).client.acquireConnection()) as ClientBase;
  const text = batch.recipientIds
    .map((id, i) => `${campaignId}\t${id}\t${copyBytes(batch.hmacs[i]!)}\t${copyBytes(batch.ciphers[i]!)}\n`)
    .join('');
  await trx.raw('savepoint voucher_batch');
  try {
    await pipeline(
      Readable.from([text]),
      connection.query(
        copyFrom(`copy ${CAMPAIGN_SCHEMA}.vouchers (campaign_id, recipient_id, code_hmac, code_cipher) from stdin`),
      ),
    );
  } catch (err) {
    if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
    await trx.raw('rollback to savepoint voucher_batch');
    return insertBatch(trx, campaignId, batch);
  }
  await trx.raw('release savepoint voucher_batch');
  return new Set(batch.recipientIds);
}

/** One batch as one statement; answers the recipients whose voucher went in (a clashing HMAC is skipped). */
async function insertBatch(trx: Knex.Transaction, campaignId: string, batch: SealedBatch): Promise<Set<string>> {
  const { rows } = await trx.raw<{ rows: { recipient_id: string }[] }>(
    `insert into vouchers (campaign_id, recipient_id, code_hmac, code_cipher)
     select ?, r, h, c from unnest(?::uuid[], ?::bytea[], ?::bytea[]) as u(r, h, c)
     on conflict do nothing
     returning recipient_id`,
    [campaignId, batch.recipientIds, batch.hmacs, batch.ciphers],
  );
  return new Set(rows.map((r) => r.recipient_id));
}
