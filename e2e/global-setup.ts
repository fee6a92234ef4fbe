import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startStack } from '@cadeau/stack';
import {
  E2E_GATEWAY_PORT,
  E2E_IDENTITY_PORT,
  E2E_NATS_PORT,
  E2E_PORT_OFFSET,
  E2E_SECRET_ENV,
} from './support/stack-config';

/**
 * Starts ONE stack for the whole run, the way `npm start` does (front-end build through turbo's cache,
 * migrations, demo seed, identity and gateway as child processes), on its own ports, with a fresh
 * database and a throw-away NATS store. The returned function is Playwright's teardown: it stops the
 * stack and drops the database.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const logFile = path.join(__dirname, 'stack.log');
  fs.writeFileSync(logFile, '');
  const natsStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-e2e-nats-'));
  // The services' files (svc-catalog's uploads) of this run only, not those of `npm start` or an earlier run.
  const servicesDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-e2e-data-'));
  const removeDirs = () => {
    for (const dir of [natsStoreDir, servicesDataDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
  // Known to the tests (support/internal-calls.ts), which drive a dev-only internal route of svc-mail: the workers
  // are started after this and inherit the variable.
  const userContextSecret = randomBytes(32).toString('hex');
  process.env[E2E_SECRET_ENV] = userContextSecret;
  const started = Date.now();
  process.stdout.write(
    `Starting the e2e stack on :${E2E_GATEWAY_PORT} (output in ${path.relative(process.cwd(), logFile)})…\n`,
  );
  const stack = await startStack({
    gatewayPort: E2E_GATEWAY_PORT,
    identityPort: E2E_IDENTITY_PORT,
    portOffset: E2E_PORT_OFFSET,
    natsPort: E2E_NATS_PORT,
    natsStoreDir,
    servicesDataDir,
    database: `cadeau_e2e_${randomBytes(4).toString('hex')}`,
    userContextSecret,
    dropDatabaseOnStop: true,
    env: 'test',
    seed: true,
    // E2E_SKIP_BUILD=1 reuses the last build while iterating on tests; a normal run builds (turbo's cache).
    build: process.env.E2E_SKIP_BUILD !== '1',
    colour: false,
    // A NATS_URL of the environment would share a NATS with other stacks; this run wants its own.
    // Every browser of the run calls from 127.0.0.1: the gateway's per-IP rate-limit budgets (login 60 a
    // minute, forms, token links, look-ups) are for one person, not for a whole suite test after test.
    // The campaign clock ticks every two seconds instead of every minute (svc-campaign's CAMPAIGN_CLOCK): a
    // campaign approved to start today runs within moments, as it would at the next minute.
    processEnv: { ...process.env, NATS_URL: '', RATE_LIMIT_SCALE: '10', CAMPAIGN_CLOCK: '*/2 * * * * *' },
    log: (text) => fs.appendFileSync(logFile, text),
    onUnexpectedExit: (info) => {
      process.stderr.write(
        `\nThe e2e stack lost ${info.name} (exit code ${info.code}, signal ${info.signal}); see ${logFile}\n`,
      );
    },
  }).catch((error: Error) => {
    removeDirs();
    throw new Error(`${error.message}\n--- last lines of ${logFile} ---\n${tail(logFile, 40)}`, { cause: error });
  });
  process.stdout.write(
    `e2e stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Postgres: ${stack.sources.postgres}, NATS: ${stack.sources.nats})\n`,
  );
  return async () => {
    await stack.stop();
    removeDirs();
  };
}

function tail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
