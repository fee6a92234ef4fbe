import type http from 'node:http';
import { mailStream } from '@cadeau/contracts';
import { createLogger, createService, type Kit, type Service } from '@cadeau/service-kit';
import { registerCheckAddress } from './api/check-address';
import type { MailDeps } from './api/deps';
import { registerDevMailbox } from './api/dev-mailbox';
import { registerDevMails } from './api/dev-mails';
import { registerRenderMail } from './api/render-mail';
import { registerSendGridWebhook } from './api/sendgrid-webhook';
import type { MailConfig } from './config';
import { migrations } from './db/migrations';
import { CampaignRunner } from './domain/campaign-runner';
import { Dispatcher } from './domain/dispatcher';
import { intakeConsumer } from './domain/intake';
import { settingsConsumer } from './domain/settings-consumer';
import { MxChecker } from './domain/mx';
import { ProviderFactory } from './domain/providers';
import { defaultSettings, StoredSettingsSource, type SettingsSource } from './domain/settings';
import { TransactionalLoop } from './domain/transactional-loop';
import { WebhookVerifier } from './domain/webhook-signature';
import { MAIL_SCHEMA } from './schema';
import { ensureMailStream } from './stream';

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
  service: Service;
  kit: Kit;
  dispatcher: Dispatcher;
  campaign: CampaignRunner;
  transactional: TransactionalLoop;
  settings: SettingsSource;
  migrate(): Promise<void>;
  /** Creates the MAIL stream, then starts intake, the transactional loop and the campaign cron. */
  startWorkers(): Promise<void>;
  listen(port: number, host?: string): Promise<http.Server>;
  close(): Promise<void>;
}

interface Workers {
  dispatcher: Dispatcher;
  campaign: CampaignRunner;
  settings: SettingsSource;
  transactional: TransactionalLoop;
}

/** svc-mail as a service-kit service; main.ts listens, tests drive it in-process or as a child process. */
export async function createMailService(opts: MailServiceOptions): Promise<MailService> {
  const clock = opts.clock ?? (() => new Date());
  const mx = opts.mx.enabled ? new MxChecker({ servers: opts.mx.servers, timeoutMs: opts.mx.timeoutMs }) : null;
  const webhook = opts.webhookPublicKey ? new WebhookVerifier(opts.webhookPublicKey) : null;
  // Built in setup (they need the kit's database); the intake consumer, created before, reaches the loop
  // through this holder.
  let workers = null as Workers | null;

  const service = await createService({
    name: 'svc-mail',
    secret: opts.secret,
    database: { url: opts.databaseUrl, schema: MAIL_SCHEMA, migrations },
    nats: { url: opts.natsUrl },
    consumers: [
      intakeConsumer({ publicUrl: opts.publicUrl, logger: createLogger('svc-mail').child({ component: 'intake' }), onQueued: () => workers?.transactional.nudge() }),
      settingsConsumer({ logger: createLogger('svc-mail').child({ component: 'settings' }), onChanged: () => workers?.settings.invalidate?.() }),
    ],
    setup(kit) {
      const settings = opts.settings ?? new StoredSettingsSource(kit.db, defaultSettings(opts.production), opts.settingsOverrides, kit.logger);
      const dispatcher = new Dispatcher({
        db: kit.db,
        logger: kit.logger,
        settings,
        providers: new ProviderFactory({ sendTimeoutMs: opts.dispatch.sendTimeoutMs, reconcileWindowMs: opts.dispatch.reconcileMs }),
        from: opts.from,
        replyTo: opts.replyTo,
        mx,
        leaseMs: opts.dispatch.leaseMs,
        maxAttempts: opts.dispatch.maxAttempts,
        maxLookups: opts.dispatch.maxLookups,
        retryBaseMs: opts.dispatch.retryBaseMs,
        concurrency: opts.dispatch.concurrency,
      });
      workers = {
        dispatcher,
        settings,
        transactional: new TransactionalLoop(dispatcher, { batchSize: opts.dispatch.batchSize, pollMs: opts.dispatch.pollMs }, kit.logger),
        campaign: new CampaignRunner(kit.db, dispatcher, settings, clock, kit.logger),
      };

      const deps: MailDeps = { kit, production: opts.production, publicUrl: opts.publicUrl, mx, webhook };
      registerRenderMail(deps);
      registerCheckAddress(deps);
      registerSendGridWebhook(deps);
      if (!opts.production) {
        registerDevMails(deps);
        registerDevMailbox(deps);
      }
    },
  });
  if (!workers) throw new Error('svc-mail setup did not run');
  const parts: Workers = workers;
  const loop = parts.transactional;

  let started = false;
  const startWorkers = async () => {
    if (started) return;
    started = true;
    await ensureMailStream(service.kit.nats!, mailStream);
    service.startWorkers();
    if (opts.transactionalLoop ?? true) loop.start();
    if (opts.dispatch.campaignCron) parts.campaign.schedule(opts.dispatch.campaignCron);
  };

  return {
    service,
    kit: service.kit,
    dispatcher: parts.dispatcher,
    campaign: parts.campaign,
    transactional: loop,
    settings: parts.settings,
    migrate: () => service.migrate(),
    startWorkers,
    async listen(port, host) {
      // Workers first: the stream must exist before the kit's consumer binds to it.
      await startWorkers();
      return service.listen(port, host);
    },
    async close() {
      // Stop taking new work, let in-flight sends record their outcome, then close HTTP, NATS, the pool.
      await parts.campaign.stop();
      await loop.stop();
      await service.close();
    },
  };
}
