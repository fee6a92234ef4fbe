import type { Kit } from '@cadeau/service-kit';
import { schedule, type ScheduledTask } from 'node-cron';
import type { Knex } from 'knex';
import { recordAudit } from '../db/campaign-changes';
import { todayInZurich } from '@cadeau/contracts/values';

/** Every minute: a campaign starts and finishes within a minute of its Zurich day boundary. */
export const CLOCK_SCHEDULE = '* * * * *';
export const CLOCK_TIME_ZONE = 'Europe/Zurich';

export type ClockDeps = Pick<Kit<'campaign'>, 'db' | 'addEvent' | 'logger'> & { now: () => Date };

interface Moved {
  id: string;
  organization_id: string;
  name: string;
  status: 'running' | 'finished';
  type: 'automatic' | 'manual';
  from: string;
}

/**
 * One transition for every campaign it concerns, as one conditional UPDATE (never read-then-write: two replicas
 * ticking the same minute move each campaign once, the second finds the condition no longer true), with its
 * event and audit entry in the same transaction.
 */
async function move(
  deps: ClockDeps,
  transition: { to: 'running' | 'finished'; where: (q: Knex.QueryBuilder) => void; stamp: string },
): Promise<number> {
  return deps.db.transaction(async (trx) => {
    const q = trx('campaigns as c');
    transition.where(q);
    // The old status is read in the same statement (a FROM of the row before the update).
    const moved = (await q
      .update({ status: transition.to, [transition.stamp]: trx.fn.now(), updated_at: trx.fn.now() })
      .returning(['c.id', 'c.organization_id', 'c.name', 'c.status', 'c.type'])) as Omit<Moved, 'from'>[];
    for (const m of moved) {
      const facts = { campaignId: m.id, organizationId: m.organization_id, name: m.name, status: m.status };
      // A start carries the type (issue 12): svc-mail mails an automatic campaign's codes at once.
      if (transition.to === 'running') await deps.addEvent(trx, 'campaign.started', { ...facts, type: m.type });
      else await deps.addEvent(trx, 'campaign.finished', facts);
      await recordAudit(
        { addEvent: deps.addEvent },
        trx,
        { userId: null, ip: null },
        {
          action: 'trigger',
          entityId: m.id,
          organizationId: m.organization_id,
          value: { status: { to: m.status }, clock: true },
        },
      );
    }
    return moved.length;
  });
}

/**
 * The campaign clock (spec section 4, issue 11): an approved campaign runs from its start date, and an approved
 * or running one finishes after its end date (Zurich days). Finishing comes first, so an approved campaign whose
 * whole timespan passed (the service was down) finishes without a start.
 */
export async function runCampaignClock(deps: ClockDeps): Promise<{ started: number; finished: number }> {
  const today = todayInZurich(deps.now());
  const finished = await move(deps, {
    to: 'finished',
    stamp: 'finished_at',
    where: (q) => void q.whereIn('c.status', ['approved', 'running']).where('c.end_date', '<', today),
  });
  const started = await move(deps, {
    to: 'running',
    stamp: 'started_at',
    where: (q) =>
      void q.where('c.status', 'approved').where('c.start_date', '<=', today).where('c.end_date', '>=', today),
  });
  if (started || finished) deps.logger.info({ started, finished }, 'campaign clock moved campaigns');
  return { started, finished };
}

/**
 * Development only (the dev route `POST /internal/dev/campaigns/{campaignId}/finish`): one approved or running
 * campaign finishes now, exactly as the clock finishes it after its end date.
 */
export function finishCampaignNow(deps: ClockDeps, campaignId: string): Promise<number> {
  return move(deps, {
    to: 'finished',
    stamp: 'finished_at',
    where: (q) => void q.where('c.id', campaignId).whereIn('c.status', ['approved', 'running']),
  });
}

/** Schedules the clock (every minute) and runs it once at once (a start after downtime catches up); `stop()` at shutdown. */
export function startCampaignClock(deps: ClockDeps, expression = CLOCK_SCHEDULE): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runCampaignClock(deps).catch((err) => deps.logger.error({ err }, 'campaign clock failed'));
    return running;
  };
  const task: ScheduledTask = schedule(expression, tick, {
    timezone: CLOCK_TIME_ZONE,
    name: 'campaign-clock',
    noOverlap: true,
  });
  void tick();
  return {
    async stop() {
      await task.stop();
      await running;
    },
  };
}
