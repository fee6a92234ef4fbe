import { ErrorKeys } from '@cadeau/contracts/errors';
import type { Knex } from 'knex';
import type { CampaignService } from '../adapters/campaign-service';
import type { MailProvider, OutgoingBatch } from '../adapters/providers';
import {
  CAMPAIGN_MAIL_TEMPLATE,
  claimContentMessages,
  contentOf,
  getContents,
  markDelivered,
  markFailedMany,
  markSentMany,
  markUnknownMany,
  refuseUnsubscribedContentMail,
  releaseUnknownMany,
  renewClaims,
  rescheduleMany,
  unsubscribedAmong,
  type ContentClaimedRow,
} from '../db/campaign-messages';
import { recordFailedLookup } from '../db/messages';
import {
  oneLineSubject,
  applySubstitutions,
  substitutionsFor,
  SUBSTITUTION_WRAPPERS,
  usedKeys,
  type CampaignContent,
} from '../domain/campaign-mail/content';
import { sendTimeValues } from '../domain/campaign-mail/values';
import { afterLookup, afterSend, attemptsUsedUp, retryDelayMs, type DeliveryPlan } from '../domain/delivery';
import type { Logger } from '../logger';
import { emitDelivered, emitFailed, emitSent, type EmitCampaignMail } from './campaign-events';
import { emptyBatchResult, type BatchResult, type Dispatcher } from './dispatcher';

/** SendGrid's limit of personalizations per request. */
export const MAX_PERSONALIZATIONS = 1000;

export interface CampaignSenderOptions {
  db: Knex;
  dispatcher: Dispatcher;
  campaigns: CampaignService;
  publicUrl: string;
  emit: EmitCampaignMail;
  logger: Logger;
  now?: () => number;
}

type Row = ContentClaimedRow;

/**
 * Sends the campaign mails of shared contents in batches (ADR 0022): claims up to `limit` messages, groups them
 * by content into requests of at most 1,000 personalizations, asks svc-campaign for their codes just before the
 * request (never stored), and records the request's outcome for every message of it, with the
 * `campaignMail.sent` / `.failed` event in the same transaction. The guarantees of the one-by-one sends hold per
 * message: claims with `FOR UPDATE SKIP LOCKED`, renewed right before the request; an unknown outcome is never
 * sent blindly again (the provider is asked for each message by its id); never to an unsubscribed address.
 */
export class CampaignSender {
  private readonly now: () => number;

  constructor(private readonly opts: CampaignSenderOptions) {
    this.now = opts.now ?? Date.now;
  }

  /**
   * One batch of at most `limit` messages (optionally of one campaign). `allowed` is asked before each request
   * (a run stops at the end of the business hours); the messages of a request not made are released untouched.
   */
  async sendBatch(limit: number, allowed?: () => boolean, campaignId?: string): Promise<BatchResult> {
    const { db, dispatcher } = this.opts;
    const result = emptyBatchResult();
    const gate = await dispatcher.gate();
    if ('held' in gate) return { ...result, ...gate.held };
    const provider = gate.provider;
    // Pending mail to unsubscribed addresses fails at once (and svc-campaign hears of it), taking no place.
    result.failed += await db.transaction(async (trx) => {
      const rows = await refuseUnsubscribedContentMail(trx, ErrorKeys.mail.recipientUnsubscribed);
      await emitFailed(this.opts.emit, trx, rows, ErrorKeys.mail.recipientUnsubscribed);
      return rows.length;
    });
    const claim = await claimContentMessages(db, {
      limit,
      provider: provider.name,
      holdMs: dispatcher.holdMs(provider),
      campaignId,
    });
    result.claimed = claim.rows.length;
    if (!claim.rows.length) return result;
    const heldBack = () => (allowed && !allowed()) || dispatcher.pausedForMs() > 0;

    const toSend: Row[] = [];
    for (const row of claim.rows) {
      if (row.previous_status !== 'sending') toSend.push(row);
      else if (await this.resolveUnknown(row, claim.token, provider, result, heldBack)) toSend.push(row);
    }
    const contents = await getContents(
      db,
      toSend.map((r) => r.content_id),
    );
    const groups = new Map<string, Row[]>();
    for (const row of toSend) groups.set(row.content_id, [...(groups.get(row.content_id) ?? []), row]);
    for (const [contentId, rows] of groups) {
      const content = contentOf(contents.get(contentId)!);
      for (let i = 0; i < rows.length; i += MAX_PERSONALIZATIONS)
        await this.sendRequest(
          rows.slice(i, i + MAX_PERSONALIZATIONS),
          content,
          claim.token,
          provider,
          result,
          heldBack,
        );
    }
    if (result.claimed)
      this.opts.logger.info({ cls: 'campaign', provider: provider.name, ...result }, 'campaign mail batch done');
    return result;
  }

  /**
   * A message whose earlier request may have reached the provider: asked about by its id. True when the provider
   * does not have it (it may be sent now); otherwise settled as sent, asked again later, or failed.
   */
  private async resolveUnknown(
    row: Row,
    token: string,
    provider: MailProvider,
    result: BatchResult,
    heldBack: () => boolean,
  ): Promise<boolean> {
    const { db, dispatcher } = this.opts;
    if (heldBack()) {
      result.released += await releaseUnknownMany(db, [row.id], token, dispatcher.pausedForMs());
      return false;
    }
    const plan = afterLookup(await provider.lookup(row.id), row.lookups, dispatcher.lookupPolicy);
    if (plan.change === 'send') return true;
    if (plan.change === 'settle') {
      await db.transaction(async (trx) => {
        const rows = await markSentMany(trx, [row.id], token, plan.providerMessageId);
        await emitSent(this.opts.emit, trx, rows, new Date(this.now()));
        result.reconciled += rows.length;
      });
      return false;
    }
    await recordFailedLookup(db, row.id, token, plan);
    if (plan.final) {
      await db.transaction((trx) => emitFailed(this.opts.emit, trx, [row], plan.key));
      result.failed++;
    } else result.unknown++;
    return false;
  }

  /** One provider request for up to 1,000 messages of one content. */
  private async sendRequest(
    rows: Row[],
    content: CampaignContent,
    token: string,
    provider: MailProvider,
    result: BatchResult,
    heldBack: () => boolean,
  ): Promise<void> {
    const { db, dispatcher } = this.opts;
    const log = this.opts.logger.child({ campaignId: rows[0].campaign_id, contentId: rows[0].content_id });
    if (heldBack()) {
      result.released += await rescheduleMany(db, ids(rows), token, dispatcher.pausedForMs(), { refund: true });
      return;
    }
    // Attempts used up (5xx again and again): failed, never tried once more.
    const usedUp = rows.filter((r) => attemptsUsedUp(r.attempts, dispatcher.sendRules.maxAttempts, r.error_detail));
    if (usedUp.length) await this.fail(usedUp, token, ErrorKeys.mail.sendFailed, result);
    // An unsubscribe may have come in after the bulk check of this batch.
    const live = rows.filter((r) => !usedUp.includes(r));
    const unsubscribed = await unsubscribedAmong(
      db,
      live.map((r) => r.to_address),
    );
    const refused = live.filter((r) => unsubscribed.has(r.to_address.toLowerCase()));
    if (refused.length) await this.fail(refused, token, ErrorKeys.mail.recipientUnsubscribed, result);
    let sendable = live.filter((r) => !refused.includes(r));
    if (!sendable.length) return;

    let codes: Map<string, string>;
    try {
      codes = await this.opts.campaigns.codes(sendable.map((r) => r.voucher_id));
    } catch (err) {
      // svc-campaign is away: nothing was sent, the messages are due again after a pause.
      log.warn({ err }, 'codes of campaign mails not available, trying again later');
      const delay = retryDelayMs(1, dispatcher.sendRules.retryBaseMs);
      result.retried += await rescheduleMany(db, ids(sendable), token, delay, {
        refund: true,
        key: ErrorKeys.serviceUnavailable,
        detail: (err as Error).message,
      });
      return;
    }
    const noCode = sendable.filter((r) => !codes.has(r.voucher_id));
    if (noCode.length) await this.fail(noCode, token, ErrorKeys.mail.codeUnavailable, result);
    sendable = sendable.filter((r) => codes.has(r.voucher_id));

    // The batch's claim was taken before its first request; this one may start much later.
    const stillOurs = new Set(await renewClaims(db, ids(sendable), token, dispatcher.holdMs(provider)));
    if (stillOurs.size < sendable.length)
      log.warn({ lost: sendable.length - stillOurs.size }, 'claims lost, not sending');
    sendable = sendable.filter((r) => stillOurs.has(r.id));
    if (!sendable.length) return;

    const outcome = await provider.sendBatch(this.request(sendable, content, codes));
    const plans = sendable.map((r) => ({
      row: r,
      plan: afterSend(outcome, r.attempts, dispatcher.sendRules, this.now()),
    }));
    await this.apply(plans, token, provider, result, log);
  }

  private request(rows: Row[], content: CampaignContent, codes: Map<string, string>): OutgoingBatch {
    const keys = usedKeys(content);
    return {
      class: 'campaign',
      template: CAMPAIGN_MAIL_TEMPLATE,
      ...this.opts.dispatcher.sender,
      html: content.html,
      text: content.text,
      substitutionWrappers: SUBSTITUTION_WRAPPERS,
      personalizations: rows.map((r) => {
        const substitutions = substitutionsFor(
          keys,
          sendTimeValues(r.substitutions, codes.get(r.voucher_id)!, this.opts.publicUrl),
        );
        return {
          id: r.id,
          to: r.to_address,
          subject: oneLineSubject(applySubstitutions(content.subject, substitutions)),
          substitutions,
        };
      }),
    };
  }

  /** Carries the plans of one request out, in bulk per kind of change. */
  private async apply(
    plans: { row: Row; plan: DeliveryPlan }[],
    token: string,
    provider: MailProvider,
    result: BatchResult,
    log: Logger,
  ): Promise<void> {
    const { db, dispatcher } = this.opts;
    const of = (change: DeliveryPlan['change']) => plans.filter((p) => p.plan.change === change);
    const sent = of('sent');
    if (sent.length) {
      const providerMessageId = (sent[0].plan as { providerMessageId: string | null }).providerMessageId;
      await db.transaction(async (trx) => {
        const rows = await markSentMany(trx, ids(sent.map((p) => p.row)), token, providerMessageId);
        const at = new Date(this.now());
        await emitSent(this.opts.emit, trx, rows, at);
        if (provider.deliversOnSend) {
          await markDelivered(
            trx,
            rows.map((r) => r.id),
            at,
          );
          await emitDelivered(this.opts.emit, trx, rows, at);
        }
        result.sent += rows.length;
      });
    }
    const failed = of('fail');
    if (failed.length) {
      const plan = failed[0].plan as { key: string; detail?: string };
      if (plan.key === ErrorKeys.mail.providerRejected) log.warn({ detail: plan.detail }, 'provider rejected mails');
      await this.fail(
        failed.map((p) => p.row),
        token,
        plan.key,
        result,
        plan.detail,
      );
    }
    for (const p of of('retry')) {
      const plan = p.plan as Extract<DeliveryPlan, { change: 'retry' }>;
      result.retried += await rescheduleMany(db, [p.row.id], token, plan.delayMs, {
        key: plan.key,
        detail: plan.detail,
      });
    }
    const paused = of('pause');
    if (paused.length) {
      const plan = paused[0].plan as Extract<DeliveryPlan, { change: 'pause' }>;
      dispatcher.pauseAfter(plan, provider, log);
      result.released += await rescheduleMany(
        db,
        ids(paused.map((p) => p.row)),
        token,
        plan.dueAfterPause ? dispatcher.pausedForMs() : 0,
        { refund: true, ...(plan.key ? { key: plan.key, detail: plan.detail } : {}) },
      );
    }
    const unknown = of('unknown');
    if (unknown.length) {
      const detail = (unknown[0].plan as { detail: string }).detail;
      log.warn({ detail, count: unknown.length }, 'request outcome unknown: waiting for provider events, then asking');
      result.unknown += await markUnknownMany(
        db,
        ids(unknown.map((p) => p.row)),
        token,
        provider.reconcileWindowMs,
        detail,
      );
    }
  }

  private async fail(rows: Row[], token: string, key: string, result: BatchResult, detail?: string): Promise<void> {
    await this.opts.db.transaction(async (trx) => {
      const touched = await markFailedMany(trx, ids(rows), token, key, detail);
      await emitFailed(this.opts.emit, trx, touched, key);
      result.failed += touched.length;
    });
  }
}

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);
