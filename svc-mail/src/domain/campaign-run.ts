export type CampaignRunOutcome = 'sent' | 'outsideBusinessHours' | 'slotTaken' | 'disabled' | 'paused';
export interface CampaignRunResult {
  outcome: CampaignRunOutcome;
  claimed: number;
  sent: number;
}

/** A run belongs to its cron tick, to the second: replicas ticking together name the same slot. */
export const runSlot = (tick: Date): Date => new Date(Math.floor(tick.getTime() / 1000) * 1000);

/** How a run that took its slot ended: held back (not configured, paused) or sent what it could. */
export function runOutcome(batch: { disabled?: string; paused?: string }): CampaignRunOutcome {
  if (batch.disabled) return 'disabled';
  if (batch.paused) return 'paused';
  return 'sent';
}
