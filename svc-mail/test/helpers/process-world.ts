import { createDatabase, migrateLatest } from '@cadeau/service-kit';
import {
  createTestDatabase,
  freePort,
  startNatsServer,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import type { Knex } from 'knex';
import { migrations } from '../../src/db/migrations';
import { MAIL_SCHEMA } from '../../src/schema';
import type { ChildService } from './child-service';
import { SECRET } from './mail-env';
import { SendGridStandin } from './sendgrid-standin';
import { createWebhookKeys } from './webhook-keys';

export interface ProcessWorld {
  /** The migrated mail schema, to queue mails and read their states. */
  db: Knex;
  /** The SendGrid stand-in svc-mail sends to; its event webhook calls svc-mail on `port`. */
  standin: SendGridStandin;
  /** The port svc-mail listens on. */
  port: number;
  /** The running svc-mail process, if any; stopped after the file. */
  child: ChildService | null;
  /** What svc-mail needs to reach the world and the stand-in as a SendGrid account; tests add their tuning. */
  env: Record<string, string>;
}

/**
 * The world of the crash tests, where svc-mail runs as a real process: its own database and NATS server, a
 * migrated schema and a SendGrid stand-in with signed event webhooks. Set up before the file's tests and
 * torn down after them, the process included.
 */
export function useProcessWorld(apiKey: string): ProcessWorld {
  const world = { child: null } as ProcessWorld;
  let testDb: TestDatabase;
  let nats: NatsServer;

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    world.db = createDatabase({ url: testDb.url, schema: MAIL_SCHEMA, migrations });
    await migrateLatest(world.db, MAIL_SCHEMA, migrations);
    world.port = await freePort();
    const keys = createWebhookKeys();
    world.standin = await new SendGridStandin({
      apiKey,
      webhook: { url: `http://127.0.0.1:${world.port}/mail/webhook/sendgrid`, keys, intervalMs: 100 },
    }).start();
    world.env = {
      DATABASE_URL: testDb.url,
      NATS_URL: nats.url,
      USER_CONTEXT_SECRET: SECRET,
      MAIL_PROVIDER: 'sendgrid',
      MAIL_PROVIDER_KEY: apiKey,
      MAIL_PROVIDER_URL: world.standin.url,
      SENDGRID_WEBHOOK_PUBLIC_KEY: keys.publicKey,
    };
  });

  afterAll(async () => {
    await world.child?.stop();
    await world.standin?.close();
    await world.db?.destroy();
    await nats?.destroy();
    await testDb?.drop();
  });

  return world;
}
