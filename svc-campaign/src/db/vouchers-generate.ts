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
    for (let start = 0; start < pending.length; start += VOUCHER_BATCH_SIZE) {
      const batch = pending.slice(start, start + VOUCHER_BATCH_SIZE);
      const inserted = await insertBatch(trx, keys, campaignId, batch, nextCode);
      made += inserted.size;
      for (const id of batch) if (!inserted.has(id)) clashed.push(id);
    }
    pending = clashed;
  }
  return made;
}

async function insertBatch(
  trx: Knex.Transaction,
  keys: VoucherKeys,
  campaignId: string,
  recipientIds: string[],
  nextCode: () => string,
): Promise<Set<string>> {
  const iv = ivsFor(recipientIds.length);
  const hmacs: Buffer[] = [];
  const ciphers: Buffer[] = [];
  for (let i = 0; i < recipientIds.length; i++) {
    const code = nextCode();
    hmacs.push(lookup(keys, code));
    ciphers.push(seal(keys, code, iv(i)));
  }
  const { rows } = await trx.raw<{ rows: { recipient_id: string }[] }>(
    `insert into vouchers (campaign_id, recipient_id, code_hmac, code_cipher)
     select ?, r, h, c from unnest(?::uuid[], ?::bytea[], ?::bytea[]) as u(r, h, c)
     on conflict do nothing
     returning recipient_id`,
    [campaignId, recipientIds, hmacs, ciphers],
  );
  return new Set(rows.map((r) => r.recipient_id));
}
