import type { Knex } from 'knex';
import cron, { type ScheduledTask } from 'node-cron';
import { isWithinBusinessHours } from './business-hours';
import type { Dispatcher } from './dispatcher';
import type { Logger } from './logger';
import type { SettingsSource } from './settings';

export type CampaignRunOutcome = 'sent' | 'outsideBusinessHours' | 'slotTaken' | 'disabled' | 'paused';
export interface CampaignRunResult {
  outcome: CampaignRunOutcome;
  claimed: number;
  sent: number;
}

/**
 * Campaign mail goes out in runs (node-cron): only within MailBusinessHours, and at most MailMaxPerRun
 * messages handed to the provider per run. A run belongs to its cron tick (`slot`); the slot row in
 * `campaign_runs` lets one replica do it when several tick together.
 */
export class CampaignRunner {
  private task: ScheduledTask | null = null;
  private running: Promise<CampaignRunResult> | null = null;

  constructor(
    private readonly db: Knex,
    private readonly dispatcher: Dispatcher,
    private readonly settings: SettingsSource,
    /** The clock the business hours are read from (injected by tests). */
    private readonly clock: () => Date,
    private readonly logger: Logger,
  ) {}

  /** One run; `slot` defaults to the clock's current second. */
  async run(slot: Date = this.clock()): Promise<CampaignRunResult> {
    const settings = await this.settings.get();
    const inHours = () => isWithinBusinessHours(this.clock(), settings.businessHours);
    if (!inHours()) return { outcome: 'outsideBusinessHours', claimed: 0, sent: 0 };
    const slotAt = new Date(Math.floor(slot.getTime() / 1000) * 1000);
    const taken = await this.db('campaign_runs').insert({ slot: slotAt }).onConflict('slot').ignore().returning('slot');
    if (taken.length === 0) return { outcome: 'slotTaken', claimed: 0, sent: 0 };
    let result: CampaignRunResult;
    try {
      const batch = await this.dispatcher.sendBatch('campaign', settings.maxPerRun, inHours);
      const outcome: CampaignRunOutcome = batch.disabled ? 'disabled' : batch.paused ? 'paused' : 'sent';
      result = { outcome, claimed: batch.claimed, sent: batch.sent };
    } catch (err) {
      await this.db('campaign_runs').where({ slot: slotAt }).update({ finished_at: this.db.fn.now(), outcome: 'error' });
      throw err;
    }
    await this.db('campaign_runs').where({ slot: slotAt }).update({ finished_at: this.db.fn.now(), claimed: result.claimed, sent: result.sent, outcome: result.outcome });
    if (result.claimed) this.logger.info({ slot: slotAt.toISOString(), ...result }, 'campaign mail run');
    return result;
  }

  /** Runs on a cron expression (default every minute); a tick while a run is busy is skipped. */
  schedule(expression: string): void {
    if (this.task) return;
    this.task = cron.schedule(
      expression,
      async (ctx) => {
        if (this.running) return;
        this.running = this.run(ctx.date ?? this.clock());
        try {
          await this.running;
        } catch (err) {
          this.logger.error({ err }, 'campaign mail run failed');
        } finally {
          this.running = null;
        }
      },
      { name: 'mail-campaign-run', noOverlap: true },
    );
  }

  async stop(): Promise<void> {
    if (this.task) await this.task.destroy();
    this.task = null;
    await this.running?.catch(() => undefined);
  }
}
