import type { Knex } from 'knex';
import cron, { type ScheduledTask } from 'node-cron';
import { finishRun, takeRunSlot } from '../db/campaign-runs';
import { isWithinBusinessHours } from '../domain/business-hours';
import { runOutcome, runSlot, type CampaignRunResult } from '../domain/campaign-run';
import type { CampaignSender } from './campaign-sender';
import type { Dispatcher } from './dispatcher';
import type { Logger } from '../logger';
import type { SettingsSource } from '../domain/settings';

/**
 * Campaign mail goes out in runs (node-cron): only within MailBusinessHours, and at most MailMaxPerRun
 * messages handed to the provider per run (a campaign's mails in requests of up to 1,000 personalizations). A run belongs to its cron tick (`slot`); the slot row in
 * `campaign_runs` lets one replica do it when several tick together.
 */
export class CampaignRunner {
  private task: ScheduledTask | null = null;
  private running: Promise<CampaignRunResult> | null = null;

  constructor(
    private readonly db: Knex,
    private readonly dispatcher: Dispatcher,
    private readonly sender: CampaignSender,
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
    const slotAt = runSlot(slot);
    if (!(await takeRunSlot(this.db, slotAt))) return { outcome: 'slotTaken', claimed: 0, sent: 0 };
    let result: CampaignRunResult;
    try {
      // The mails of shared contents first, in requests of up to 1,000 personalizations, then one-by-one
      // campaign mails (mail.send commands of class campaign) in what is left of MailMaxPerRun.
      const batches = await this.sender.sendBatch(settings.maxPerRun, inHours);
      const single = await this.dispatcher.sendBatch('campaign', settings.maxPerRun - batches.claimed, inHours);
      result = {
        outcome: runOutcome({ ...single, ...(batches.paused || batches.disabled ? batches : {}) }),
        claimed: batches.claimed + single.claimed,
        sent: batches.sent + single.sent,
      };
    } catch (err) {
      await finishRun(this.db, slotAt, { outcome: 'error' });
      throw err;
    }
    await finishRun(this.db, slotAt, result);
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
