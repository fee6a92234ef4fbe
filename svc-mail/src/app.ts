import type http from 'node:http';
import { mailStream } from '@cadeau/contracts';
import { createService, registerRoutes, type Kit, type PollingWorker, type Service } from '@cadeau/service-kit';
import { MxChecker } from './adapters/mx';
import { ProviderFactory } from './adapters/providers';
import { WebhookVerifier } from './adapters/webhook-signature';
import { mailHandlers } from './api';
import type { MailConfig } from './config';
import { migrations } from './db/migrations';
import { StoredSettingsSource } from './db/settings';
import { DesignRenderer } from './domain/design/renderer';
import { defaultSettings, type SettingsSource } from './domain/settings';
import { MAIL_SCHEMA } from './schema';
import { CampaignRunner } from './workers/campaign-runner';
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
};

export interface MailService {
  service: Service<'mail'>;
  kit: Kit<'mail'>;
  dispatcher: Dispatcher;
  campaign: CampaignRunner;
  transactional: PollingWorker;
  settings: SettingsSource;
  migrate(): Promise<void>;
  /** Prepares the MAIL stream, then starts intake, the transactional loop and the campaign cron. */
  startWorkers(): Promise<void>;
  listen(port: number, host?: string): Promise<http.Server>;
  close(): Promise<void>;
}

type Workers = Pick<MailService, 'dispatcher' | 'campaign' | 'settings' | 'transactional'>;

/** The settings source, the dispatcher and the loops that send through it. */
function createWorkers(kit: Kit<'mail'>, opts: MailServiceOptions, mx: MxChecker | null): Workers {
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
  return {
    settings,
    dispatcher,
    transactional: transactionalLoop(dispatcher, loopOptions, kit.logger),
    campaign: new CampaignRunner(kit.db, dispatcher, settings, opts.clock ?? (() => new Date()), kit.logger),
  };
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
      const parts = createWorkers(kit, opts, mx);
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
        }),
      );
    },
  });
  if (!workers) throw new Error('svc-mail setup did not run');
  const { dispatcher, campaign, settings, transactional } = workers;

  let started = false;
  const startWorkers = async () => {
    if (started) return;
    started = true;
    // The intake consumer binds to MAIL: the stream must exist first.
    await service.ensureStreams();
    service.startWorkers();
    if (opts.transactionalLoop ?? true) transactional.start();
    if (opts.dispatch.campaignCron) campaign.schedule(opts.dispatch.campaignCron);
  };

  return {
    service,
    kit: service.kit,
    dispatcher,
    campaign,
    transactional,
    settings,
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
      await service.close();
    },
  };
}
