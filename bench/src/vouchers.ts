import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { createDatabase, migrateLatest } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import { hasValidDammCheckDigit } from '@cadeau/contracts/gift-code';
import { migrations, generateVouchers, devVoucherKeys, open, CAMPAIGN_SCHEMA } from '@cadeau/svc-campaign/bench';
import type { Knex } from 'knex';
import { round } from './load';

/**
 * Gift codes at scale (issue 12): the codes of a campaign with 100,000 recipients made as its approval makes
 * them (svc-campaign's generateVouchers in one transaction: CSPRNG digits, Damm, HMAC, AES-GCM, batched
 * inserts), on a database of its own. Goal: at most 10 s. Each figure is the median of RUNS runs, each on a
 * fresh campaign (so the unique HMAC index grows as in a real database); a sample of codes is checked after.
 */
export const VOUCHER_GOALS = { seconds: 10 };
const RECIPIENTS = Number(process.env.BENCH_VOUCHERS ?? 100_000);
const RUNS = Number(process.env.BENCH_VOUCHER_RUNS ?? 3);
const INSERT_BATCH = 10_000;

export interface VouchersBench {
  recipients: number;
  /** Median of `runs` (seconds). */
  seconds: number;
  runs: number[];
  codesPerSecond: number;
  withinGoal: boolean;
  loadAverage: number;
  goals: typeof VOUCHER_GOALS;
}

const median = (values: number[]) => round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

/** A pending campaign with `count` recipients, inserted in batches (not what is measured). */
async function campaignWithRecipients(db: Knex, count: number): Promise<string> {
  const [row] = await db('campaigns')
    .insert({ organization_id: randomUUID(), name: 'Bench vouchers', status: 'pending', type: 'automatic' })
    .returning('id');
  const id = (row as { id: string }).id;
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const n = Math.min(INSERT_BATCH, count - start);
    const emails = Array.from({ length: n }, (_, i) => `r${start + i}@example.ch`);
    await db.raw('insert into recipients (campaign_id, email) select ?, e from unnest(?::text[]) as e', [id, emails]);
  }
  return id;
}

export async function measureVouchers(): Promise<VouchersBench> {
  const database = await createTestDatabase();
  const db = createDatabase({ url: database.url, schema: CAMPAIGN_SCHEMA, migrations, pool: { max: 2 } });
  const keys = devVoucherKeys();
  try {
    await migrateLatest(db, CAMPAIGN_SCHEMA, migrations);
    const loadAverage = round(os.loadavg()[0]!);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const campaignId = await campaignWithRecipients(db, RECIPIENTS);
      const started = process.hrtime.bigint();
      const made = await db.transaction((trx) => generateVouchers(trx, keys, campaignId));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (made !== RECIPIENTS) throw new Error(`made ${made} codes for ${RECIPIENTS} recipients`);
      // The codes are real: a sample opens to 16 digits with a valid check digit.
      const sample = await db('vouchers').where({ campaign_id: campaignId }).limit(100).select('code_cipher');
      for (const { code_cipher } of sample)
        if (!hasValidDammCheckDigit(open(keys, code_cipher as Buffer))) throw new Error('a code fails its check digit');
      runs.push(round(seconds));
      console.log(`vouchers run ${run + 1}/${RUNS}: ${RECIPIENTS} codes in ${round(seconds)} s`);
    }
    const seconds = median(runs);
    return {
      recipients: RECIPIENTS,
      seconds,
      runs,
      codesPerSecond: Math.round(RECIPIENTS / seconds),
      withinGoal: seconds <= VOUCHER_GOALS.seconds,
      loadAverage,
      goals: VOUCHER_GOALS,
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}

export function printVouchers(v: VouchersBench): void {
  console.log('');
  console.log(`Gift codes on approval (${v.recipients} recipients, median of ${v.runs.length}, load ${v.loadAverage})`);
  console.log(`  goal:     at most ${v.goals.seconds} s`);
  console.log(`  measured: ${v.seconds} s (${v.codesPerSecond} codes/s; runs ${v.runs.join(', ')} s)`);
  console.log(`  ${v.withinGoal ? 'within the goal' : 'ABOVE THE GOAL'}`);
}
