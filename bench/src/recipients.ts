import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, migrateLatest, signUserContext } from '@cadeau/service-kit';
import {
  createTestDatabase,
  freePort,
  startIdentityStandIn,
  startNatsServer,
  until,
} from '@cadeau/service-kit/testing';
import type { ImportResult } from '@cadeau/contracts';
import {
  migrations,
  inImportTransaction,
  readRecipientCsv,
  copyLine,
  FileDuplicates,
  CAMPAIGN_SCHEMA,
} from '@cadeau/svc-campaign/bench';
import type { Knex } from 'knex';
import { round } from './load';

/**
 * Recipients at scale (issue 11): a 100,000-row CSV uploaded to svc-campaign (its own process, its own database,
 * a private NATS) from the first byte sent to the answer, which comes after the rows are committed, with the
 * service's RSS sampled while it runs; then the same rows downloaded as CSV. Beside the upload, in the same run
 * and in this process, the same file read by the same code and loaded two ways: COPY into a staging table and a
 * set-wise merges (what the service does), and batched multi-row INSERTs of 1,000 rows (the usual alternative).
 * Each figure is the median of RUNS runs; the service's RSS is sampled over all its uploads.
 */
export const RECIPIENT_GOALS = { uploadSeconds: 3, serviceRssMiB: 256, downloadSeconds: 2 };
const ROWS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const BATCH = 1000;
const RSS_SAMPLE_MS = 10;
/** Each figure is the median of this many runs: the machine is shared, single runs scatter widely. */
const RUNS = Number(process.env.BENCH_RECIPIENT_RUNS ?? 3);

const median = (values: number[]) => round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

export interface RecipientsBench {
  rows: number;
  fileBytes: number;
  /** Medians of RUNS runs (`runs`: each run's seconds). */
  upload: { seconds: number; runs: number[]; imported: number; serviceRssMiBBefore: number; serviceRssMiBMax: number };
  download: { seconds: number; runs: number[]; rows: number; bytes: number };
  inProcess: { label: string; seconds: number; runs: number[]; imported: number }[];
  /** The machine's 1-minute load average as the run started (it is shared: figures are read against it). */
  loadAverage: number;
  goals: typeof RECIPIENT_GOALS;
}

/** A realistic recipients file: Swiss names, every second with a phone, salutations and greetings. */
function recipientsCsv(rows: number): Buffer {
  const first = ['Anna', 'Luca', 'Mia', 'Noah', 'Lea', 'Elias', 'Lina', 'Levin', 'Elena', 'Nico'];
  const last = ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer'];
  const lines = ['E-Mail;Telefon;Anrede;Gruss'];
  for (let i = 0; i < rows; i++) {
    const f = first[i % first.length]!;
    const l = last[Math.floor(i / first.length) % last.length]!;
    const phone = i % 2 ? `+41 79 ${String(1_000_000 + i).slice(-7, -4)} ${String(i % 100).padStart(2, '0')} 00` : '';
    lines.push(`${f.toLowerCase()}.${i}@example.ch;${phone};Liebe ${f} ${l};Herzlichen Dank für Ihre Treue, ${f}!`);
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
}

/** The resident set size of a process in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

async function newCampaign(db: Knex, organizationId: string): Promise<string> {
  const [row] = await db('campaigns')
    .insert({ organization_id: organizationId, name: 'Bench recipients', status: 'draft' })
    .returning('id');
  return (row as { id: string }).id;
}

const chunksOf = async function* (file: Buffer) {
  for (let i = 0; i < file.length; i += 64 * 1024) yield file.subarray(i, i + 64 * 1024);
};
const reading = { mapping: { email: 'E-Mail', phone: 'Telefon', salutation: 'Anrede', greeting: 'Gruss' } };
const readOptions = {
  ...reading,
  maxRows: 200_000,
  maxLineLength: 64 * 1024,
  progressEvery: 5000,
  onProgress: () => undefined,
};

/** The service's way, in this process: COPY into the staging table as rows are read, then the set-wise merge. */
async function copyInProcess(db: Knex, url: string, campaignId: string, file: Buffer): Promise<number> {
  return inImportTransaction(db, url, CAMPAIGN_SCHEMA, campaignId, async (staging) => {
    const repeats = new FileDuplicates();
    await readRecipientCsv(chunksOf(file), {
      ...readOptions,
      onRecipient: (row, r) =>
        repeats.repeats(row, r.email)
          ? undefined
          : staging.stage(copyLine([row, r.email, r.phone, r.salutation, r.greeting])),
    });
    return (await staging.finish(() => undefined)).imported;
  });
}

/** The alternative: the same rows as multi-row INSERTs of BATCH rows in one transaction. */
async function insertInProcess(db: Knex, campaignId: string, file: Buffer): Promise<number> {
  return db.transaction(async (trx) => {
    let batch: (string | null)[] = [];
    let imported = 0;
    const flush = async () => {
      if (!batch.length) return;
      const values = Array.from({ length: batch.length / 5 }, () => '(?, ?, ?, ?, ?)').join(', ');
      const result = await trx.raw<{ rowCount: number }>(
        `insert into recipients (campaign_id, email, phone, salutation, greeting) values ${values}
         on conflict (campaign_id, lower(email)) do nothing`,
        batch,
      );
      imported += result.rowCount;
      batch = [];
    };
    await readRecipientCsv(chunksOf(file), {
      ...readOptions,
      onRecipient: (_row, r) => {
        batch.push(campaignId, r.email, r.phone, r.salutation, r.greeting);
        return batch.length >= BATCH * 5 ? flush() : undefined;
      },
    });
    await flush();
    return imported;
  });
}

function startService(env: NodeJS.ProcessEnv): ChildProcess {
  const cwd = path.dirname(require.resolve('@cadeau/svc-campaign/package.json'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  return child;
}

/** Runs the recipient measurements and prints each next to its goal. */
export async function measureRecipients(): Promise<RecipientsBench> {
  const loadAverage = round(os.loadavg()[0]!);
  console.log(`recipients bench: ${ROWS} rows, load average ${loadAverage} on ${os.cpus().length} cores`);
  const secret = randomUUID() + randomUUID();
  const database = await createTestDatabase();
  const nats = await startNatsServer();
  const identity = await startIdentityStandIn(secret);
  const db = createDatabase({ url: database.url, schema: CAMPAIGN_SCHEMA, migrations, pool: { max: 4 } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-bench-campaign-'));
  let service: ChildProcess | null = null;
  try {
    await migrateLatest(db, CAMPAIGN_SCHEMA, migrations);
    const port = await freePort();
    service = startService({
      ...process.env,
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      USER_CONTEXT_SECRET: secret,
      CAMPAIGN_PORT: String(port),
      PORT: String(port),
      IDENTITY_URL: identity.url,
      CAMPAIGN_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    const base = `http://127.0.0.1:${port}`;
    await until('svc-campaign ready', async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok, 60_000);

    const organizationId = randomUUID();
    const caller = {
      userId: randomUUID(),
      sessionId: randomUUID(),
      roles: [],
      organizations: [{ id: organizationId, roles: ['admin'], features: ['giver'] }],
      currentOrganizationId: organizationId,
      impersonatorId: null,
      language: 'de',
    };
    const file = recipientsCsv(ROWS);

    // Warm-up: a small file through the same route (JIT, connections, plans), then the measured one.
    const warmId = await newCampaign(db, organizationId);
    const query = '?email=E-Mail&phone=Telefon&salutation=Anrede&greeting=Gruss';
    await fetch(`${base}/campaign/${warmId}/recipients/import${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...signUserContext(caller, secret) },
      body: new Uint8Array(recipientsCsv(2000)),
    }).then((r) => r.text());

    const pid = service.pid!;
    const rssBefore = rssMiB(pid);
    let rssMax = rssBefore;
    const sampler = setInterval(() => {
      rssMax = Math.max(rssMax, rssMiB(pid));
    }, RSS_SAMPLE_MS);
    const uploads: number[] = [];
    const imported: string[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        const campaignId = await newCampaign(db, organizationId);
        const started = process.hrtime.bigint();
        const res = await fetch(`${base}/campaign/${campaignId}/recipients/import${query}`, {
          method: 'POST',
          headers: { 'content-type': 'text/csv', ...signUserContext(caller, secret) },
          body: new Uint8Array(file),
        });
        const answer = (await res.json()) as ImportResult;
        uploads.push(Number(process.hrtime.bigint() - started) / 1e9);
        if (!res.ok || !answer.committed || answer.imported !== ROWS)
          throw new Error(`import failed: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
        imported.push(campaignId);
      }
    } finally {
      clearInterval(sampler);
    }
    rssMax = Math.max(rssMax, rssMiB(pid));
    const upload = {
      seconds: median(uploads),
      runs: uploads.map(round),
      imported: ROWS,
      serviceRssMiBBefore: round(rssBefore),
      serviceRssMiBMax: round(rssMax),
    };
    console.log(
      `recipients upload, ${ROWS} rows (${(file.length / 1024 / 1024).toFixed(1)} MiB), service: ${upload.seconds} s to committed, median of ${upload.runs.join(', ')} (goal ≤ ${RECIPIENT_GOALS.uploadSeconds} s), service RSS ${upload.serviceRssMiBBefore} → max ${upload.serviceRssMiBMax} MiB (goal < ${RECIPIENT_GOALS.serviceRssMiB} MiB)`,
    );

    const downloads: number[] = [];
    let bytes = 0;
    for (const campaignId of imported) {
      const downloadStarted = process.hrtime.bigint();
      const download = await fetch(`${base}/campaign/${campaignId}/recipients/export`, {
        headers: signUserContext(caller, secret),
      });
      let lines = 0;
      bytes = 0;
      for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 0x0a) lines++;
      }
      downloads.push(Number(process.hrtime.bigint() - downloadStarted) / 1e9);
      // Multi-line cells would count twice; this file has none: one line per row plus the header.
      if (!download.ok || lines - 1 !== ROWS) throw new Error(`download failed: ${download.status}, ${lines} lines`);
    }
    const downloaded = { seconds: median(downloads), runs: downloads.map(round), rows: ROWS, bytes };
    console.log(
      `recipients download, ${ROWS} rows (${(bytes / 1024 / 1024).toFixed(1)} MiB), service, streamed: ${downloaded.seconds} s, median of ${downloaded.runs.join(', ')} (goal ≤ ${RECIPIENT_GOALS.downloadSeconds} s)`,
    );

    const inProcess: RecipientsBench['inProcess'] = [];
    for (const [label, load] of [
      ['COPY into staging + set-wise merges', (id: string) => copyInProcess(db, database.url, id, file)],
      [`batched INSERT of ${BATCH} rows`, (id: string) => insertInProcess(db, id, file)],
    ] as const) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const id = await newCampaign(db, organizationId);
        const t = process.hrtime.bigint();
        const count = await load(id);
        runs.push(Number(process.hrtime.bigint() - t) / 1e9);
        if (count !== ROWS) throw new Error(`${label}: ${count} rows`);
      }
      inProcess.push({ label, seconds: median(runs), runs: runs.map(round), imported: ROWS });
      console.log(
        `recipients load, ${ROWS} rows, in this process, ${label.padEnd(36)} ${median(runs)} s, median of ${runs.map(round).join(', ')}`,
      );
    }
    return {
      rows: ROWS,
      fileBytes: file.length,
      upload,
      download: downloaded,
      inProcess,
      loadAverage,
      goals: RECIPIENT_GOALS,
    };
  } finally {
    if (service && service.exitCode === null) {
      const exited = new Promise((resolve) => service!.once('exit', resolve));
      service.kill('SIGTERM');
      await exited;
    }
    await db.destroy();
    await identity.stop();
    await nats.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
