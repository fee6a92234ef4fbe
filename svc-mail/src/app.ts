import type http from 'node:http';
import { mailLinkPaths, mailStream } from '@cadeau/contracts';
import { createService, errors, registerRoutes, type Kit, type PollingWorker, type Service } from '@cadeau/service-kit';
import { campaignService, type CampaignService } from './adapters/campaign-service';
import { MxChecker } from './adapters/mx';
import { ProviderFactory } from './adapters/providers';
import { WebhookVerifier } from './adapters/webhook-signature';
import { mailHandlers } from './api';
import type { MailConfig } from './config';
import { addIntake, intakePending } from './db/campaign-intakes';
import { addDevDeliveries } from './db/mailbox';
import { migrations } from './db/migrations';
import { signUnsubscribeToken } from './domain/campaign-mail/unsubscribe-token';
import { StoredSettingsSource } from './db/settings';
import { DesignRenderer } from './domain/design/renderer';
import { defaultSettings, type SettingsSource } from './domain/settings';
import { MAIL_SCHEMA } from './schema';
import { CampaignIntake, campaignIntakeConsumer } from './workers/campaign-intake';
import type { EmitCampaignMail } from './workers/campaign-events';
import { CampaignRunner } from './workers/campaign-runner';
import { CampaignSender } from './workers/campaign-sender';
import { Dispatcher } from './workers/dispatcher';
import { intakeConsumer } from './workers/intake-consumer';
import { settingsConsumer } from './workers/settings-consumer';
import { transactionalLoop } from './workers/transactional-loop';

export { MAIL_SCHEMA };

export type MailServiceOptions = Omit<MailConfig, 'port'> & {
  /** The clock campaign runs read the business hours from (tests inject one). */
  clock?: () => Date;
  /** Replaces the stored settings (tests); by default the `settings` table, defaults and MAIL_* overrides. */
  settings?: SettingsSource;
  /** Whether startWorkers runs the transactional loop (tests of single batches switch it off). */
  transactionalLoop?: boolean;
  /** Replaces the signed client of svc-campaign (never in production: tests reach a loopback stand-in by URL). */
  campaigns?: CampaignService;
};

export interface MailService {
  service: Service<'mail'>;
  kit: Kit<'mail'>;
  dispatcher: Dispatcher;
  campaign: CampaignRunner;
  transactional: PollingWorker;
  settings: SettingsSource;
  /** Campaign mails: the intake of mailings and recipients, and the sender of their batches. */
  intake: CampaignIntake;
  sender: CampaignSender;
  /** Queues one campaign's mails if not yet done and sends them all now (the dev route). */
  sendCampaignNow(campaignId: string): Promise<{ queued: number; sent: number; failed: number }>;
  migrate(): Promise<void>;
  /** Prepares the MAIL stream, then starts intake, the transactional loop and the campaign cron. */
  startWorkers(): Promise<void>;
  listen(port: number, host?: string): Promise<http.Server>;
  close(): Promise<void>;
}

type Workers = Pick<MailService, 'dispatcher' | 'campaign' | 'settings' | 'transactional' | 'intake' | 'sender'>;

/** The settings source, the dispatcher and the loops that send through it. */
function createWorkers(
  kit: Kit<'mail'>,
  opts: MailServiceOptions,
  mx: MxChecker | null,
  designs: DesignRenderer,
): Workers {
  const settings =
    opts.settings ??
    new StoredSettingsSource(kit.db, defaultSettings(opts.production), opts.settingsOverrides, kit.logger);
  const dispatcher = new Dispatcher({
    db: kit.db,
    logger: kit.logger,
    settings,
    providers: new ProviderFactory({
      sendTimeoutMs: opts.dispatch.sendTimeoutMs,
      reconcileWindowMs: opts.dispatch.reconcileMs,
      // The filled mails hold the codes: only a development or test database may keep them (never production).
      devInbox: opts.production ? undefined : (deliveries) => addDevDeliveries(kit.db, deliveries),
    }),
    from: opts.from,
    replyTo: opts.replyTo,
    mx,
    leaseMs: opts.dispatch.leaseMs,
    maxAttempts: opts.dispatch.maxAttempts,
    maxLookups: opts.dispatch.maxLookups,
    retryBaseMs: opts.dispatch.retryBaseMs,
    concurrency: opts.dispatch.concurrency,
  });
  const loopOptions = { batchSize: opts.dispatch.batchSize, pollMs: opts.dispatch.pollMs };
  // The signature of EmitCampaignMail checks each subject's data; the registry's generic input type cannot see it.
  const emit: EmitCampaignMail = (trx, subject, data) => kit.addEvent(trx, subject, data as never);
  const campaigns = opts.campaigns ?? campaignService({ baseUrl: opts.campaignUrl, secret: opts.secret });
  const key = Buffer.from(opts.unsubscribeKey, 'utf8');
  const unsubscribeLink = (campaignId: string, recipientId: string) =>
    `${opts.publicUrl}${mailLinkPaths.unsubscribe}?token=${signUnsubscribeToken(key, { campaignId, recipientId })}`;
  const sender = new CampaignSender({
    db: kit.db,
    dispatcher,
    campaigns,
    publicUrl: opts.publicUrl,
    emit,
    logger: kit.logger.child({ component: 'campaign-sender' }),
  });
  return {
    settings,
    dispatcher,
    sender,
    intake: new CampaignIntake({
      db: kit.db,
      campaigns,
      designs,
      publicUrl: opts.publicUrl,
      unsubscribeLink,
      emit,
      logger: kit.logger.child({ component: 'campaign-intake' }),
    }),
    transactional: transactionalLoop(dispatcher, loopOptions, kit.logger),
    campaign: new CampaignRunner(kit.db, dispatcher, sender, settings, opts.clock ?? (() => new Date()), kit.logger),
  };
}

/**
 * The dev route's send-now: the campaign's intakes worked now (one is added when none ever was: its
 * `campaign.started` may still be on its way), then every queued mail of it sent, whatever the hour.
 */
/** How long the dev send waits for an intake another worker holds (its lease runs out sooner if that one died). */
const INTAKE_WAIT_MS = 30_000;

async function sendCampaignNow(kit: Kit<'mail'>, w: Workers, campaignId: string) {
  const known = await kit.db('campaign_intakes').where({ campaign_id: campaignId }).first('id');
  const added = known ? null : await kit.db.transaction((trx) => addIntake(trx, { campaignId, kind: 'started' }));
  const waitUntil = Date.now() + INTAKE_WAIT_MS;
  for (;;) {
    const intake = await w.intake.runOne(campaignId);
    if (intake === 'none') {
      // The background intake (its NATS event came first) may hold this campaign's intake under its lease and still
      // be queueing: this call must wait for it, or it answers "0 queued" and the mails wait for business hours.
      if (!(await intakePending(kit.db, campaignId)) || Date.now() > waitUntil) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (intake === 'unknown') {
      // A campaign svc-campaign does not know leaves nothing behind: a refused call writes nothing.
      if (added) await kit.db('campaign_intakes').where({ id: added }).del();
      throw errors.notFound();
    }
    if (intake === 'retry') throw errors.serviceUnavailable();
  }
  const total = { queued: 0, sent: 0, failed: 0 };
  const [{ n }] = await kit
    .db('messages')
    .where({ campaign_id: campaignId, status: 'pending' })
    .count<{ n: string }[]>({ n: '*' });
  total.queued = Number(n);
  for (;;) {
    const batch = await w.sender.sendBatch(1000, undefined, campaignId);
    total.sent += batch.sent;
    total.failed += batch.failed;
    if (batch.claimed === 0 || batch.paused || batch.disabled) break;
  }
  return total;
}

/** svc-mail as a service-kit service; main.ts listens, tests drive it in-process or as a child process. */
export async function createMailService(opts: MailServiceOptions): Promise<MailService> {
  const mx = opts.mx.enabled ? new MxChecker({ servers: opts.mx.servers, timeoutMs: opts.mx.timeoutMs }) : null;
  const webhook = opts.webhookPublicKey ? new WebhookVerifier(opts.webhookPublicKey) : null;
  let workers: Workers | undefined;
  // One renderer for the intake and the preview route: a design is rendered once, whoever asks first.
  const designs = new DesignRenderer({ publicUrl: opts.publicUrl });

  const service = await createService({
    name: 'svc-mail',
    service: 'mail',
    secret: opts.secret,
    // The route table's `production` rules: /dev/* tools absent, render-mail for platform administrators.
    production: opts.production,
    database: { url: opts.databaseUrl, schema: MAIL_SCHEMA, migrations },
    // svc-mail owns MAIL although others publish into it: their relays retry until it exists.
    nats: { url: opts.natsUrl, owns: mailStream },
    setup(kit) {
      const parts = createWorkers(kit, opts, mx, designs);
      workers = parts;
      kit.consume(
        intakeConsumer({
          publicUrl: opts.publicUrl,
          designs,
          logger: kit.logger.child({ component: 'intake' }),
          onQueued: parts.transactional.nudge,
        }),
      );
      kit.consume(
        campaignIntakeConsumer({
          onRecorded: () => parts.intake.worker.nudge(),
          emit: (trx, subject, data) => kit.addEvent(trx, subject, data as never),
        }),
      );
      kit.consume(
        settingsConsumer({
          logger: kit.logger.child({ component: 'settings' }),
          onChanged: () => parts.settings.invalidate?.(),
        }),
      );
      registerRoutes(
        kit,
        mailHandlers({
          kit,
          publicUrl: opts.publicUrl,
          designs,
          mx,
          webhook,
          environment: { name: opts.environment, production: opts.production },
          unsubscribeKey: Buffer.from(opts.unsubscribeKey, 'utf8'),
          campaignMail: { sendNow: (campaignId) => sendCampaignNow(kit, parts, campaignId) },
        }),
      );
    },
  });
  if (!workers) throw new Error('svc-mail setup did not run');
  const { dispatcher, campaign, settings, transactional, intake, sender } = workers;
  const parts = workers;

  let started = false;
  const startWorkers = async () => {
    if (started) return;
    started = true;
    // The intake consumer binds to MAIL: the stream must exist first.
    await service.ensureStreams();
    service.startWorkers();
    if (opts.transactionalLoop ?? true) transactional.start();
    intake.worker.start();
    if (opts.dispatch.campaignCron) campaign.schedule(opts.dispatch.campaignCron);
  };

  return {
    service,
    kit: service.kit,
    dispatcher,
    campaign,
    transactional,
    settings,
    intake,
    sender,
    sendCampaignNow: (campaignId) => sendCampaignNow(service.kit, parts, campaignId),
    migrate: () => service.migrate(),
    startWorkers,
    async listen(port, host) {
      await startWorkers();
      return service.listen(port, host);
    },
    async close() {
      // Stop taking new work, let in-flight sends record their outcome, then close HTTP, NATS, the pool.
      await campaign.stop();
      await transactional.stop();
      await intake.worker.stop();
      await service.close();
    },
  };
}
