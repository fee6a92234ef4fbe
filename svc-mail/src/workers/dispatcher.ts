import type { MailClass } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import type { Knex } from 'knex';
import type { Logger } from '../logger';
import {
  claimMessages,
  isUnsubscribed,
  markFailed,
  markSent,
  markUnknown,
  refuseUnsubscribedCampaignMail,
  releaseUnknown,
  renewClaim,
  reschedule,
  type ClaimedRow,
  type MessageRow,
} from '../db/messages';
import { attachmentsOf } from '../db/attachments';
import type { MxChecker } from '../adapters/mx';
import type { MailProvider, OutgoingMail, ProviderFactory } from '../adapters/providers';
import type { StoredAttachment } from '../domain/intake';
import type { SettingsSource } from '../domain/settings';
import { afterMxCheck, afterSend, attemptsUsedUp, type DeliveryPlan, type SendRules } from '../domain/delivery';
import { senderProblem } from '../domain/sender';
import { resolveUnknownOutcome } from './unknown-outcome';

export interface DispatcherOptions {
  db: Knex;
  logger: Logger;
  settings: SettingsSource;
  providers: ProviderFactory;
  from: { email: string; name: string };
  replyTo: string | null;
  /** MX lookup before each send; null when switched off (MAIL_CHECK_MX=false, the default outside production). */
  mx: MxChecker | null;
  /** How long a claim is ours: longer than one send may take (the provider timeout) plus margin. */
  leaseMs: number;
  /** Provider calls per message before it fails (5xx, DNS errors, unknown outcomes). */
  maxAttempts: number;
  /**
   * Failed questions to the provider about one unknown send outcome before the message fails with
   * error.mail.deliveryUnconfirmed (it is never sent blindly again). Default 8.
   */
  maxLookups?: number;
  /** First retry delay; doubles per attempt, at most an hour. */
  retryBaseMs: number;
  /** Sends in flight at once within one batch. */
  concurrency: number;
  /** How long 401/403 from the provider pauses sending (a key or sender problem a person must fix). */
  credentialsPauseMs?: number;
  now?: () => number;
}

export const emptyBatchResult = (): BatchResult => ({
  claimed: 0,
  sent: 0,
  failed: 0,
  retried: 0,
  unknown: 0,
  reconciled: 0,
  released: 0,
});

export interface BatchResult {
  claimed: number;
  sent: number;
  failed: number;
  retried: number;
  /** Sends whose outcome is unknown, and unknown outcomes the provider could not be asked about yet. */
  unknown: number;
  /** Unknown outcomes the provider confirmed: recorded as sent without sending again. */
  reconciled: number;
  released: number;
  /** Set when nothing was claimed because sending is paused (429 or refused credentials). */
  paused?: string;
  /** Set when the provider or the sender is not configured (an error.mail.* key); mail stays pending. */
  disabled?: string;
}

/**
 * Sends claimed messages and records each outcome. The guarantee, precisely:
 * - No message is lost: it is `pending` or `sending` until an outcome is committed, and a `sending`
 *   row whose sender died is claimed again after `reclaim_after` (lease + reconciliation window).
 * - No message is sent twice: a message whose earlier send may have reached the provider (timeout, lost
 *   answer, dead sender) is never sent again blindly. A provider event (matched by our id in
 *   custom_args) settles it; otherwise, after the reconciliation window, the provider is asked
 *   (resolveUnknownOutcome): found → sent, absent → sent now, cannot be asked → asked again later and,
 *   after `maxLookups`, failed with error.mail.deliveryUnconfirmed. The claim is renewed right before each
 *   send, so no other sender can reclaim a message while its send is under way.
 * - Outcome updates only apply while the claim token still owns the row, so a late, stale sender can
 *   never overwrite what a newer claim or a provider event decided.
 */
export class Dispatcher {
  private pausedUntil = 0;
  private pauseReason = '';
  /** The provider whose credentials were refused: a new key or URL (a new provider) lifts that pause. */
  private refusedProvider: MailProvider | null = null;
  private lastDisabledLog = 0;
  private readonly now: () => number;
  /** The sender configuration is fixed for the life of the process: checked once. */
  private readonly senderProblem: { key: string; reason: string } | null;

  private readonly rules: SendRules;

  constructor(private readonly opts: DispatcherOptions) {
    this.now = opts.now ?? Date.now;
    this.rules = {
      maxAttempts: opts.maxAttempts,
      retryBaseMs: opts.retryBaseMs,
      credentialsPauseMs: opts.credentialsPauseMs ?? 5 * 60_000,
    };
    this.senderProblem = senderProblem({ from: opts.from, replyTo: opts.replyTo });
  }

  /** Milliseconds until sending may resume (0 when not paused). */
  pausedForMs(): number {
    return Math.max(0, this.pausedUntil - this.now());
  }

  /**
   * Claims and sends up to `limit` messages of a class. `allowed` is asked before each send (campaign
   * runs stop at the end of the business hours); a message not sent because of it is released untouched.
   */
  async sendBatch(cls: MailClass, limit: number, allowed?: () => boolean): Promise<BatchResult> {
    const result = emptyBatchResult();
    const gate = await this.gate();
    if ('held' in gate) return { ...result, ...gate.held };
    const provider = gate.provider;
    // Pending campaign mail to unsubscribed addresses fails at once, without taking a place in a run.
    if (cls === 'campaign')
      result.failed += await refuseUnsubscribedCampaignMail(this.opts.db, ErrorKeys.mail.recipientUnsubscribed);
    const claim = await claimMessages(this.opts.db, cls, limit, provider.name, this.holdMs(provider));
    result.claimed = claim.rows.length;
    let next = 0;
    const worker = async () => {
      while (next < claim.rows.length) {
        const row = claim.rows[next++];
        await this.deliver(row, claim.token, provider, result, allowed);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.opts.concurrency, claim.rows.length) }, worker));
    if (result.claimed) this.opts.logger.info({ cls, provider: provider.name, ...result }, 'mail batch done');
    return result;
  }

  /**
   * The provider to send with now, or why nothing may be claimed: sending is paused (429, refused
   * credentials) or the provider or the sender is not configured. Shared by the one-by-one sends and the
   * campaign batches (CampaignSender), so a pause holds both.
   */
  async gate(): Promise<{ provider: MailProvider } | { held: Pick<BatchResult, 'paused' | 'disabled'> }> {
    const settings = await this.opts.settings.get();
    const choice = this.opts.providers.choose(settings);
    if ('provider' in choice && this.refusedProvider && this.refusedProvider !== choice.provider) {
      // The key or URL changed since the provider refused them: try the new ones at once.
      this.refusedProvider = null;
      if (this.pauseReason === 'credentialsRefused') this.pausedUntil = 0;
    }
    if (this.pausedForMs() > 0) return { held: { paused: this.pauseReason } };
    if ('disabled' in choice) return { held: this.notConfigured({ key: choice.disabled, reason: choice.reason }) };
    if (this.senderProblem) return { held: this.notConfigured(this.senderProblem) };
    return { provider: choice.provider };
  }

  /** Nothing is claimed while the provider or the sender is not configured; said once a minute. */
  private notConfigured(problem: { key: string; reason: string }): { disabled: string } {
    if (this.now() - this.lastDisabledLog > 60_000) {
      this.lastDisabledLog = this.now();
      this.opts.logger.error(problem, 'mail dispatch not configured: messages stay pending');
    }
    return { disabled: problem.key };
  }

  /** What the provider's answer to a request pauses (429: until its reset; 401/403: until the key changes). */
  pauseAfter(plan: Extract<DeliveryPlan, { change: 'pause' }>, provider: MailProvider, log: Logger): void {
    this.pause(plan.untilMs, plan.reason);
    if (plan.reason === 'credentialsRefused') {
      this.refusedProvider = provider;
      log.error({ key: plan.key, detail: plan.detail }, 'provider refused key or sender, pausing');
    } else {
      log.warn({ resetAt: new Date(plan.untilMs).toISOString() }, 'provider rate limit reached, pausing');
    }
  }

  /** The retry, pause and attempt rules of this dispatcher (the campaign batches apply them too). */
  get sendRules(): SendRules {
    return this.rules;
  }

  get lookupPolicy(): { maxLookups: number; retryBaseMs: number } {
    return { maxLookups: this.opts.maxLookups ?? 8, retryBaseMs: this.opts.retryBaseMs };
  }

  get sender(): { from: { email: string; name: string }; replyTo: string | null } {
    return { from: this.opts.from, replyTo: this.opts.replyTo };
  }

  private async deliver(
    row: ClaimedRow,
    token: string,
    provider: MailProvider,
    result: BatchResult,
    allowed?: () => boolean,
  ): Promise<void> {
    const db = this.opts.db;
    const log = this.opts.logger.child({ messageId: row.id });
    // An earlier claim may have handed this message to the provider: ask before anything is sent.
    const outcomeUnknown = row.previous_status === 'sending';
    // Not now: the run's business hours ended, or sending is paused (429, refused credentials).
    const heldBack = () => (allowed && !allowed()) || this.pausedForMs() > 0;
    try {
      if (heldBack()) {
        // An unknown outcome stays unknown: back to `pending` it would be sent without asking first.
        if (outcomeUnknown) await releaseUnknown(db, row.id, token, this.pausedForMs());
        else await reschedule(db, row.id, token, this.pausedForMs(), { refund: true });
        result.released++;
        return;
      }
      if (outcomeUnknown) {
        const resolution = await resolveUnknownOutcome(
          db,
          row,
          token,
          provider,
          { maxLookups: this.opts.maxLookups ?? 8, retryBaseMs: this.opts.retryBaseMs },
          log,
        );
        if (resolution === 'settled') result.reconciled++;
        else if (resolution === 'unresolved') result.unknown++;
        else if (resolution === 'failed') result.failed++;
        // Only a message the provider does not have goes on to be sent.
        if (resolution !== 'absent') return;
        // The lookup took time; the provider does not have the message, so plain `pending` is safe now.
        if (heldBack()) {
          await reschedule(db, row.id, token, this.pausedForMs(), { refund: true });
          result.released++;
          return;
        }
      }
      const usedUp = attemptsUsedUp(row.attempts, this.opts.maxAttempts, row.error_detail);
      if (usedUp) return await this.apply(usedUp, row, token, provider, result, log);
      // Checked again here: an unsubscribe may have arrived after the bulk check of this run.
      if (row.class === 'campaign' && (await isUnsubscribed(db, row.to_address))) {
        return await this.apply(
          { change: 'fail', key: ErrorKeys.mail.recipientUnsubscribed },
          row,
          token,
          provider,
          result,
          log,
        );
      }
      if (this.opts.mx) {
        const mx = await this.opts.mx.check(row.to_address.slice(row.to_address.lastIndexOf('@') + 1));
        const plan = afterMxCheck(mx, row.attempts, this.rules);
        if (plan) return await this.apply(plan, row, token, provider, result, log);
      }
      // The batch's claim was taken before its first send; this one may start much later.
      if (!(await renewClaim(db, row.id, token, this.holdMs(provider)))) {
        log.warn('claim lost before sending, not sending');
        return;
      }
      const outcome = await provider.send(this.outgoing(row, await attachmentsOf(db, row.id)));
      await this.apply(afterSend(outcome, row.attempts, this.rules, this.now()), row, token, provider, result, log);
    } catch (err) {
      // A database error while recording leaves the row `sending` with our claim: it is reclaimed after
      // reclaim_after like after a crash, never lost.
      log.error({ err }, 'mail delivery failed unexpectedly');
    }
  }

  /** Carries a delivery plan of src/domain/delivery.ts out on the claimed row and counts it. */
  private async apply(
    plan: DeliveryPlan,
    row: MessageRow,
    token: string,
    provider: MailProvider,
    result: BatchResult,
    log: Logger,
  ): Promise<void> {
    const db = this.opts.db;
    switch (plan.change) {
      case 'sent':
        if (await markSent(db, row.id, token, plan.providerMessageId)) result.sent++;
        return;
      case 'fail':
        if (plan.key === ErrorKeys.mail.providerRejected) log.warn({ detail: plan.detail }, 'provider rejected mail');
        await markFailed(db, row.id, token, plan.key, plan.detail);
        result.failed++;
        return;
      case 'retry':
        await reschedule(db, row.id, token, plan.delayMs, { key: plan.key, detail: plan.detail });
        result.retried++;
        return;
      case 'pause':
        this.pauseAfter(plan, provider, log);
        await reschedule(db, row.id, token, plan.dueAfterPause ? this.pausedForMs() : 0, {
          refund: true,
          ...(plan.key ? { key: plan.key, detail: plan.detail } : {}),
        });
        result.released++;
        return;
      case 'unknown':
        log.warn(
          { detail: plan.detail },
          'send outcome unknown, waiting for provider events, then asking the provider',
        );
        await markUnknown(db, row.id, token, provider.reconcileWindowMs, plan.detail);
        result.unknown++;
        return;
    }
  }

  /** How long a claim holds: one send (the lease) plus the window for the provider's events and search. */
  holdMs(provider: MailProvider): number {
    return this.opts.leaseMs + provider.reconcileWindowMs;
  }

  private pause(untilMs: number, reason: string): void {
    if (untilMs > this.pausedUntil) {
      this.pausedUntil = untilMs;
      this.pauseReason = reason;
    }
  }

  private outgoing(row: MessageRow, attachments: readonly StoredAttachment[]): OutgoingMail {
    return {
      id: row.id,
      class: row.class,
      template: row.template,
      to: row.to_address,
      from: this.opts.from,
      replyTo: this.opts.replyTo,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments,
    };
  }
}
