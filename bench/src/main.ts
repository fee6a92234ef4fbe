import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@cadeau/stack';
import { signInternalCall, signUserContext } from '@cadeau/service-kit';
import { measureAvailability } from './availability';
import { measureBilling } from './billing';
import { measureCampaignMail } from './campaign-mail';
import { measureFunnel } from './funnel';
import { measureMailDesign } from './mail-design';
import { measureRecipients } from './recipients';
import { measureVouchers, printVouchers } from './vouchers';
import { runLoad, round, type LoadResult } from './load';
import { BUNDLE_GOALS, measureBundles } from './bundles';
import { runPaced } from './paced';
import { measureRace, printRace } from './race';
import { measureScaleOut, printScaleOut } from './scale-out';
import { PUBLIC_PAGE_GOALS, measurePublicPage, printPublicPage } from './public-page';

/**
 * npm run bench: the gateway hop (GET /api/user/myuser through the gateway vs. directly against
 * svc-identity with the same signed context), at a fixed rate and at full speed, plus the JavaScript
 * /login, the first cockpit page and a second micro-frontend transfer, and first, without the stack,
 * reservations of weekly availability (availability.ts). Prints a table and writes bench/results/.
 * `npm run bench -- --bundles-only` measures only the JavaScript (no load runs) and leaves
 * bench/results/latest.json alone; `--availability-only` only the reservations (bench/results/availability-*.json);
 * `--mail-design-only` only the campaign mail rendering (mail-design.ts, bench/results/mail-design-*.json);
 * `--recipients-only` only the recipients CSV upload and download (recipients.ts, bench/results/recipients-*.json);
 * `--public-page-only` only the public page's budgets: initial JavaScript of / and /campaign and the LCP of / on
 * Lighthouse's mobile profile (public-page.ts, bench/results/public-page-*.json); `--campaign-mail-only` only the
 * campaign mails of issue 12: 100,000 mails with MailMaxPerRun 1,000 in at most 100 SendGrid requests
 * (campaign-mail.ts, bench/results/campaign-mail-*.json); `--vouchers-only` only the gift codes an approval makes:
 * 100,000 in at most 10 s (vouchers.ts, bench/results/vouchers-*.json); `--race-only` only the order race: 10,000
 * orders on one code and 2,000 codes for 500 units through the gateway, clean and with svc-campaign and svc-catalog
 * SIGKILLed mid-race (race.ts, bench/results/race-*.json); `--billing-only` only svc-billing's figures of issue 19
 * without the stack, each beside its baseline of the same run: journal postings/s through book() against bare
 * INSERTs, the final billing of a campaign with 100,000 orders against one SUM over them, a 20,000-payment camt.054
 * parsed and booked against parsed alone, with the booking process's peak RSS (billing.ts,
 * bench/results/billing-*.json); `--funnel-only` only the engagement funnel's kept counters of issue 20 without the
 * stack: 1,000,000 recipients and 5,000,000 mail events loaded through the trigger, the funnel of one campaign and of
 * all read from the counters against a recount from the rows, and the cost per event of keeping them against a bare
 * insert of the event (funnel.ts, bench/results/funnel-*.json).
 * `--scale-out-only` the loopback cluster of issue 21 (scale-out/): two gateways and two replicas of every service
 * behind HAProxy, three NATS nodes; the order race through both gateways (10,000 orders on one code, 2,000 codes
 * for 500 units), one login budget across the gateways, a notification, logout, block and role change crossing
 * gateways, every replica restarted in turn and a NATS node killed under steady load, and the order path's
 * throughput with one replica against two (bench/results/scale-out-*.json).
 * From the repository root the flags need the workspace: `npm run bench -w @cadeau/bench -- --availability-only`.
 */
// Its own ports (defaults + 200) so it can run beside `npm start`.
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 200);
const IDENTITY_PORT = 3101 + PORT_OFFSET;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 1000;
const LIGHT_RATE = 500;
const CONNECTIONS = 50;
const LOGIN = { email: 'giver@cadeau.test', password: 'Cadeau-Demo-2026!' };
const GOALS = { addedMeanMsAt1000: 2, throughputRatio: 0.5, ...BUNDLE_GOALS, publicPage: PUBLIC_PAGE_GOALS };
const BUNDLES_ONLY = process.argv.includes('--bundles-only');
const AVAILABILITY_ONLY = process.argv.includes('--availability-only');
const MAIL_DESIGN_ONLY = process.argv.includes('--mail-design-only');
const RECIPIENTS_ONLY = process.argv.includes('--recipients-only');
const RACE_ONLY = process.argv.includes('--race-only');
const PUBLIC_PAGE_ONLY = process.argv.includes('--public-page-only');
const CAMPAIGN_MAIL_ONLY = process.argv.includes('--campaign-mail-only');
const VOUCHERS_ONLY = process.argv.includes('--vouchers-only');
const BILLING_ONLY = process.argv.includes('--billing-only');
const FUNNEL_ONLY = process.argv.includes('--funnel-only');
const SCALE_OUT_ONLY = process.argv.includes('--scale-out-only');

async function main() {
  if (SCALE_OUT_ONLY) {
    const scaleOut = await measureScaleOut(
      {
        oneCodeOrders: Number(process.env.BENCH_RACE_ONE_CODE ?? 10_000),
        codes: Number(process.env.BENCH_RACE_CODES ?? 2_000),
        steadyPerSecond: 20,
        restartAll: true,
        throughput: true,
        basePort: 8480,
      },
      path.resolve(__dirname, '..', 'results', 'scale-out-processes.log.tmp'),
    );
    printScaleOut(scaleOut);
    const at = new Date().toISOString();
    const name = `scale-out-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, scaleOut };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    return;
  }
  // Its own processes, database and NATS: the order race of issue 12 at full size, clean and with SIGKILLs (race.ts).
  if (RACE_ONLY) {
    const race = await measureRace(path.resolve(__dirname, '..', 'results', 'race-services.log.tmp'));
    printRace(race);
    const at = new Date().toISOString();
    const name = `race-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, race };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    return;
  }
  // svc-campaign's code generation in this process on a database of its own (issue 12).
  if (VOUCHERS_ONLY) {
    const vouchers = await measureVouchers();
    printVouchers(vouchers);
    const at = new Date().toISOString();
    const name = `vouchers-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, vouchers };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    if (!vouchers.withinGoal) process.exitCode = 1;
    return;
  }
  // svc-billing in this process (and the camt.054 sides in processes of their own) on its own database (issue 19).
  if (BILLING_ONLY) {
    const billing = await measureBilling();
    const at = new Date().toISOString();
    const name = `billing-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, billing };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    if (!billing.journal.withinGoal || !billing.finalBilling.withinGoal || !billing.camt.withinGoal)
      process.exitCode = 1;
    return;
  }
  // svc-campaign's funnel counters in this process on a database of its own (issue 20).
  if (FUNNEL_ONLY) {
    const funnel = await measureFunnel();
    const at = new Date().toISOString();
    const name = `funnel-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, funnel };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    if (!funnel.read.oneCampaign.withinGoal || !funnel.read.allCampaigns.withinGoal || !funnel.write.withinGoal)
      process.exitCode = 1;
    return;
  }
  // svc-mail in this process with svc-campaign and SendGrid stand-ins, its own database and NATS (issue 12).
  if (CAMPAIGN_MAIL_ONLY) {
    const campaignMail = await measureCampaignMail();
    const at = new Date().toISOString();
    const name = `campaign-mail-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, campaignMail };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    if (!campaignMail.withinGoal) process.exitCode = 1;
    return;
  }
  // svc-campaign in its own process on its own database, before the stack (issue 11).
  if (RECIPIENTS_ONLY) {
    const recipients = await measureRecipients();
    const at = new Date().toISOString();
    const name = `recipients-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, recipients };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    return;
  }
  // In-process, no stack: one MJML render per design, then per-recipient fills (issue 11).
  const mailDesign = BUNDLES_ONLY || PUBLIC_PAGE_ONLY ? undefined : await measureMailDesign();
  if (MAIL_DESIGN_ONLY) {
    const at = new Date().toISOString();
    const name = `mail-design-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, mailDesign };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    return;
  }
  // Its own database, no stack: runs before the stack starts so the two never share the machine.
  const availability = BUNDLES_ONLY || PUBLIC_PAGE_ONLY ? undefined : await measureAvailability();
  if (AVAILABILITY_ONLY) {
    const at = new Date().toISOString();
    const name = `availability-${at.replace(/[:.]/g, '-')}.json`;
    const report = { at, machine: { cpus: os.cpus().length, node: process.version }, availability };
    fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${name}`);
    return;
  }
  const recipients = BUNDLES_ONLY || PUBLIC_PAGE_ONLY ? undefined : await measureRecipients();
  const billing = BUNDLES_ONLY || PUBLIC_PAGE_ONLY ? undefined : await measureBilling();
  const funnel = BUNDLES_ONLY || PUBLIC_PAGE_ONLY ? undefined : await measureFunnel();
  const secret = process.env.USER_CONTEXT_SECRET ?? crypto.randomBytes(32).toString('hex');
  const logFile = path.resolve(__dirname, '..', 'results', 'stack.log.tmp');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');
  console.log(`starting the stack (logs in ${path.relative(process.cwd(), logFile)})…`);
  // The services' files of this run only (svc-catalog's uploads), removed afterwards.
  const servicesDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-bench-data-'));
  const stack = await startStack({
    userContextSecret: secret,
    servicesDataDir,
    // Request logs at info would measure the log pipe, not the hop; both sides run at warn.
    processEnv: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    log: (text) => fs.appendFileSync(logFile, text),
    portOffset: PORT_OFFSET,
    identityPort: IDENTITY_PORT,
    database: `cadeau_bench_${Date.now()}`,
    dropDatabaseOnStop: true,
    env: 'bench',
    // BENCH_SKIP_BUILD=1 measures the front ends as last built (while iterating on one app's weight).
    build: process.env.BENCH_SKIP_BUILD !== '1',
  });
  try {
    const gatewayUrl = stack.gatewayUrl;
    if (PUBLIC_PAGE_ONLY) {
      const publicPage = await measurePublicPage(gatewayUrl);
      printPublicPage(publicPage);
      const at = new Date().toISOString();
      const name = `public-page-${at.replace(/[:.]/g, '-')}.json`;
      const report = { at, machine: { cpus: os.cpus().length, node: process.version }, publicPage };
      fs.writeFileSync(path.resolve(__dirname, '..', 'results', name), JSON.stringify(report, null, 2));
      console.log(`results written to bench/results/${name}`);
      return;
    }
    const { results, hop } = BUNDLES_ONLY ? { results: [], hop: undefined } : await measureHop(gatewayUrl, secret);

    const bundles = await measureBundles(gatewayUrl, LOGIN);
    for (const b of bundles) {
      const kib = b.scriptBytesGzip / 1024;
      // The public pages must not download the cockpit's antd (ADR 0004).
      const antd = b.page === '/login' ? `, antd ${b.antd ? 'DOWNLOADED' : 'none'} (goal: none)` : '';
      console.log(
        `${b.page}: ${kib.toFixed(1)} KiB JavaScript (gzip), goal ≤ ${b.goalKiB} KiB${kib > b.goalKiB ? ' OVER BUDGET' : ''}${antd}; largest: ${b.scripts
          .slice(0, 5)
          .map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KiB`)
          .join(', ')}`,
      );
    }

    const publicPage = await measurePublicPage(gatewayUrl);
    printPublicPage(publicPage);

    const report = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      load: results,
      hop,
      availability,
      mailDesign,
      recipients,
      billing,
      funnel,
      bundles,
      publicPage,
      goals: GOALS,
    };
    const dir = path.resolve(__dirname, '..', 'results');
    fs.mkdirSync(dir, { recursive: true });
    const name = `${BUNDLES_ONLY ? 'bundles-' : ''}${report.at.replace(/[:.]/g, '-')}.json`;
    fs.writeFileSync(path.join(dir, name), JSON.stringify(report, null, 2));
    if (!BUNDLES_ONLY) fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(report, null, 2));
    console.log(`results written to bench/results/${BUNDLES_ONLY ? name : 'latest.json'}`);
  } finally {
    await stack.stop();
    fs.rmSync(servicesDataDir, { recursive: true, force: true });
  }
}

/** The gateway hop: the same request through the gateway and directly against svc-identity with the same context. */
async function measureHop(gatewayUrl: string, secret: string) {
  const identityUrl = `http://127.0.0.1:${IDENTITY_PORT}`;
  const login = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const token = cookie.split('=')[1];
  // The session's context as the gateway gets it: svc-identity's internal route, by a signed call (ADR 0008).
  const lookup = { method: 'POST', path: '/internal/sessions/resolve', body: JSON.stringify({ token }) };
  const signed = signInternalCall(secret, { ...lookup, caller: 'bench', timestampSec: Math.floor(Date.now() / 1000) });
  const resolved = await fetch(identityUrl + lookup.path, {
    method: lookup.method,
    headers: { 'content-type': 'application/json', ...signed },
    body: lookup.body,
  });
  if (!resolved.ok) throw new Error(`session lookup failed: ${resolved.status} ${await resolved.text()}`);
  const context = await resolved.json();

  // Contexts are valid for 60 s, so each run signs a fresh one just before it starts.
  const direct = () => signUserContext(context, secret);
  const results: LoadResult[] = [];
  const run = async (label: string, url: string, headers: () => Record<string, string>, rate?: number) => {
    // Evenly paced requests at a fixed rate (see paced.ts), autocannon at full speed.
    const load = (durationSeconds: number) =>
      rate
        ? runPaced({ label, url, headers: headers(), durationSeconds, connections: CONNECTIONS, rate })
        : runLoad({ label, url, headers: headers(), durationSeconds, connections: CONNECTIONS });
    // Short warm-up so JIT and connection pools are in their steady state.
    await load(2);
    const r = await load(DURATION);
    results.push(r);
    console.log(
      `${r.label.padEnd(8)} ${r.mode.padEnd(11)} ${String(r.requestsPerSecond).padStart(9)} req/s  mean ${r.meanMs} ms  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors} non2xx ${r.non2xx}`,
    );
  };
  await run('direct', `${identityUrl}/user/myuser`, direct, RATE);
  await run('gateway', `${gatewayUrl}/api/user/myuser`, () => ({ cookie }), RATE);
  // The same at half the rate: on a 2-core machine the load generator, gateway, service and Postgres
  // together saturate near 1000 req/s, and then the hop's latency is queueing, not the hop.
  await run('direct', `${identityUrl}/user/myuser`, direct, LIGHT_RATE);
  await run('gateway', `${gatewayUrl}/api/user/myuser`, () => ({ cookie }), LIGHT_RATE);
  await run('direct', `${identityUrl}/user/myuser`, direct);
  await run('gateway', `${gatewayUrl}/api/user/myuser`, () => ({ cookie }));

  const [dFixed, gFixed, dLight, gLight, dFull, gFull] = results;
  const hop = {
    addedMeanMsAt1000: round(gFixed.meanMs - dFixed.meanMs),
    addedMeanMsAt500: round(gLight.meanMs - dLight.meanMs),
    throughputRatio: round(gFull.requestsPerSecond / dFull.requestsPerSecond),
  };
  console.log(
    `gateway hop: +${hop.addedMeanMsAt1000} ms mean at ${RATE} req/s (goal ≤ ${GOALS.addedMeanMsAt1000}), +${hop.addedMeanMsAt500} ms at ${LIGHT_RATE} req/s, full-speed throughput ratio ${hop.throughputRatio} (goal ≥ ${GOALS.throughputRatio})`,
  );
  return { results, hop };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
