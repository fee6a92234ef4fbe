import { streams, type CampaignMailing } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { DomainError, PollingWorker, type ConsumerDef } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { CampaignService } from '../adapters/campaign-service';
import { ensureContent, insertCampaignMessages, withdrawCampaignMail } from '../db/campaign-messages';
import {
  addIntake,
  advanceIntake,
  finishIntake,
  retryIntake,
  takeIntake,
  type IntakeRow,
} from '../db/campaign-intakes';
import { buildContent } from '../domain/campaign-mail/content';
import { planRecipientMessages } from '../domain/campaign-mail/intake';
import { campaignValues } from '../domain/campaign-mail/values';
import { designKey, type DesignRenderer } from '../domain/design/renderer';
import type { Logger } from '../logger';
import { emitFailed, type EmitCampaignMail } from './campaign-events';

/** Recipients asked per page (svc-campaign allows up to 5,000); one page is stored in one transaction. */
const PAGE_SIZE = 1000;
/** How long a taken intake is ours before another worker may take it (renewed with every page). */
const LEASE_MS = 60_000;
const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

/**
 * The durable consumer of svc-campaign's CAMPAIGN stream: `campaign.started` of an automatic campaign and
 * `voucher.sendRequested` of a manual one each become an intake, recorded with the event's inbox row. The pull
 * itself (HTTP calls, many pages) runs in the intake worker, not in the consumer's transaction.
 * `campaign.blocked` and `campaign.finished` withdraw the campaign's mails not yet sent.
 */
export function campaignIntakeConsumer(opts: {
  onRecorded: () => void;
  emit: EmitCampaignMail;
  stream?: string;
}): ConsumerDef<'campaign.started' | 'voucher.sendRequested' | 'campaign.blocked' | 'campaign.finished'> {
  return {
    durable: 'mail-campaign-intake',
    stream: opts.stream ?? streams.campaign.name,
    filterSubjects: ['campaign.started', 'voucher.sendRequested', 'campaign.blocked', 'campaign.finished'],
    async handle(trx, event) {
      if (event.type === 'campaign.blocked' || event.type === 'campaign.finished') {
        // Its codes no longer redeem: the mails not yet sent would only announce a gift that is gone.
        const key = event.type === 'campaign.blocked' ? ErrorKeys.voucher.campaignBlocked : ErrorKeys.voucher.expired;
        const withdrawn = await withdrawCampaignMail(trx, event.data.campaignId, key);
        await emitFailed(opts.emit, trx, withdrawn, key);
        return;
      }
      if (event.type === 'campaign.started') {
        // Only automatic campaigns are mailed when they start; events without `type` are checked on the mailing.
        if (event.data.type && event.data.type !== 'automatic') return;
        await addIntake(trx, { campaignId: event.data.campaignId, kind: 'started' });
      } else {
        // The giver's explicit request: a mail of its own each time, keyed by this event (a redelivery is the same).
        await addIntake(trx, {
          id: event.id,
          campaignId: event.data.campaignId,
          kind: 'requested',
          recipientIds: event.data.recipientIds,
        });
      }
      trx.executionPromise.then(opts.onRecorded, () => undefined);
    },
  };
}

export interface CampaignIntakeOptions {
  db: Knex;
  campaigns: CampaignService;
  designs: DesignRenderer;
  publicUrl: string;
  unsubscribeLink: (campaignId: string, recipientId: string) => string;
  emit: EmitCampaignMail;
  logger: Logger;
}

/** Why a mailing is not mailed (the intake ends `done` with nothing queued), or null when it is. */
function notMailed(intake: IntakeRow, mailing: CampaignMailing): string | null {
  if (intake.kind === 'started' && mailing.type !== 'automatic') return 'manual campaign';
  if (mailing.status !== 'running') return `campaign ${mailing.status}`;
  return null;
}

/**
 * Works the intakes: asks svc-campaign for the campaign's mailing, renders its design once (MJML, shared by every
 * recipient), stores the content, then pulls the recipients page by page and stores one message per recipient.
 */
export class CampaignIntake {
  readonly worker: PollingWorker;

  constructor(private readonly opts: CampaignIntakeOptions) {
    this.worker = new PollingWorker({
      name: 'campaign mail intake',
      logger: opts.logger,
      pollMs: 5_000,
      tick: async () => ((await this.runOne()) !== 'none' ? 'again' : undefined),
    });
  }

  /**
   * Works one due intake (optionally of one campaign) to its end: `none` when none was due, `done`, `unknown`
   * (svc-campaign does not know the campaign: nothing queued) or `retry` (svc-campaign could not be asked; the
   * intake is due again later, from its cursor).
   */
  async runOne(campaignId?: string): Promise<'none' | 'done' | 'unknown' | 'retry'> {
    const intake = await takeIntake(this.opts.db, LEASE_MS, campaignId);
    if (!intake) return 'none';
    const log = this.opts.logger.child({ intakeId: intake.id, campaignId: intake.campaign_id });
    try {
      const queued = await this.work(intake);
      log.info({ kind: intake.kind, queued }, 'campaign mails queued');
      return 'done';
    } catch (err) {
      if (err instanceof DomainError && err.status === 404) {
        await finishIntake(this.opts.db, intake.id, 'failed', ErrorKeys.notFound);
        log.warn('campaign unknown to svc-campaign: nothing queued');
        return 'unknown';
      }
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(intake.attempts - 1, 10));
      await retryIntake(this.opts.db, intake.id, delay, (err as Error).message);
      log.warn({ err, retryInMs: delay }, 'campaign mail intake failed, trying again');
      return 'retry';
    }
  }

  private async work(intake: IntakeRow): Promise<number> {
    const { db, campaigns } = this.opts;
    const mailing = await campaigns.mailing(intake.campaign_id);
    const skip = notMailed(intake, mailing);
    if (skip || !mailing.mailDesign) {
      await finishIntake(db, intake.id, 'done', skip ?? ErrorKeys.mail.invalidTemplateData);
      return 0;
    }
    const language = mailing.language;
    const prepared = await this.opts.designs.prepare(mailing.mailDesign, language);
    const content = await ensureContent(db, {
      campaignId: mailing.campaignId,
      designKey: designKey(mailing.mailDesign, language),
      language,
      content: buildContent(prepared, campaignValues(mailing, language)),
    });
    const ctx = {
      campaignId: mailing.campaignId,
      ...(intake.kind === 'requested' ? { requestId: intake.id } : {}),
      language,
      contentId: content.id,
      content: { nonce: content.tag_nonce, subject: content.subject, html: content.html, text: content.text },
      unsubscribeLink: (recipientId: string) => this.opts.unsubscribeLink(mailing.campaignId, recipientId),
    };
    let cursor = intake.cursor;
    let queued = 0;
    for (;;) {
      const ids = intake.recipient_ids?.filter((id) => !cursor || id > cursor).slice(0, PAGE_SIZE);
      if (ids && ids.length === 0) break;
      const page = await campaigns.recipients(intake.campaign_id, {
        limit: PAGE_SIZE,
        ...(ids ? { ids } : { after: cursor }),
      });
      const last = ids ? ids[ids.length - 1] : page.items[page.items.length - 1]?.recipientId;
      if (!last) break;
      const messages = planRecipientMessages(ctx, page.items);
      await db.transaction(async (trx) => {
        const stored = await insertCampaignMessages(trx, messages);
        // Refused at intake for another reason than an unsubscribe svc-campaign already knows of.
        const refused = stored.filter(
          (m) => m.status === 'failed' && m.last_error !== ErrorKeys.mail.recipientUnsubscribed,
        );
        for (const key of new Set(refused.map((m) => m.last_error ?? ErrorKeys.mail.invalidFormat))) {
          const rows = refused.filter((m) => m.last_error === key);
          await emitFailed(
            this.opts.emit,
            trx,
            rows.map((m) => ({ campaign_id: mailing.campaignId, voucher_id: m.voucher_id })),
            key,
          );
        }
        queued += stored.filter((m) => m.status === 'pending').length;
        await advanceIntake(trx, intake.id, last, stored.length, LEASE_MS);
      });
      cursor = ids ? last : (page.next ?? last);
      if (!ids && !page.next) break;
    }
    await finishIntake(db, intake.id, 'done');
    return queued;
  }
}
