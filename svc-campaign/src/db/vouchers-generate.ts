import type { Knex } from 'knex';
import { ivsFor, lookup, seal, type VoucherKeys } from '../domain/code-crypto';
import { generateGiftCode } from '../domain/gift-code';

/** Codes per INSERT: one statement of four arrays (about 0.4 MB of parameters), few round trips at 100,000. */
export const VOUCHER_BATCH_SIZE = 5000;
/** Rounds of new codes for rows whose HMAC clashed (10^15 codes: a clash is rare, several in a row are not real). */
const MAX_ROUNDS = 5;

/**
 * One voucher for every recipient of the campaign that has none yet, inside the approving transaction `trx`
 * (so an approval without its codes never commits). Batches of VOUCHER_BATCH_SIZE rows go in as one
 * `INSERT … SELECT FROM unnest(…)`; a code whose HMAC is already taken (by any campaign) is skipped by
 * `ON CONFLICT DO NOTHING` and its recipient gets a new code in the next round. Returns the vouchers made.
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
      const inserting = insertBatch(trx, campaignId, current);
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
