import type { Knex } from 'knex';

/** Takes a cron tick's run; false when another replica took it first (one row per slot). */
export async function takeRunSlot(db: Knex, slot: Date): Promise<boolean> {
  const taken = await db('campaign_runs').insert({ slot }).onConflict('slot').ignore().returning('slot');
  return taken.length > 0;
}

/** Records how a run ended: its counts and outcome, or `error` when it threw. */
export async function finishRun(
  db: Knex,
  slot: Date,
  result: { outcome: string; claimed?: number; sent?: number },
): Promise<void> {
  await db('campaign_runs')
    .where({ slot })
    .update({ finished_at: db.fn.now(), ...result });
}
