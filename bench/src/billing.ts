import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PaymentFileResult } from '@cadeau/contracts';
import { createService, type Service } from '@cadeau/service-kit';
import { defaultSettingValues, type IdentityAdapter } from '@cadeau/service-kit/identity';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import {
  BILLING_SCHEMA,
  accounts,
  balanced,
  book,
  bookBankTransactions,
  bookNewTransactions,
  contentOf,
  finishCampaign,
  invoiceReference,
  migrations,
  parseCamt054,
  planManualInvoice,
  planOrderPlaced,
  releaseCampaign,
  writeCamt054,
  type BillingDeps,
  type Camt054WriteEntry,
  type CampaignFacts,
  type NewTransaction,
} from '@cadeau/svc-billing/bench';
import { billingFacts, paymentSettings, QR_IBAN } from '@cadeau/svc-billing/testing';
import { round } from './load';

/**
 * svc-billing at scale (issue 19), without the stack, on a database of its own with billing's migrations; every
 * figure beside a baseline measured in the same run on the same tables:
 *
 * - journal: transactions booked through `book()` (transaction row, postings, account totals, idempotency key), one
 *   database transaction each, against the same postings written by bare single-row INSERTs into `postings`, one
 *   database transaction per booking's postings. Goal: at least a third of the bare postings per second.
 * - final billing: `finishCampaign` of a campaign with 100,000 orders in billing's read model (inserted set-wise,
 *   their spending booked as one transaction) and its paid deposit, against one `select sum(spent_rappen)` over the
 *   same rows. Goal: at most 3 times.
 * - camt.054: a file of 20,000 payments paying 20,000 open invoices (issued set-wise), parsed and booked by
 *   `bookBankTransactions` in a process of its own, against parsing the same file alone in a process of its own.
 *   Goal: at most 3 times, and the booking process's peak RSS (its own `maxRSS`) under 256 MiB.
 */
export const BILLING_GOALS = { journalRatio: 1 / 3, finalBillingRatio: 3, camtRatio: 3, camtRssMiB: 256 };
const TRANSACTIONS = Number(process.env.BENCH_JOURNAL_TRANSACTIONS ?? 5000);
const ORDERS = Number(process.env.BENCH_BILLING_ORDERS ?? 100_000);
const PAYMENTS = Number(process.env.BENCH_CAMT_PAYMENTS ?? 20_000);
/** Final billing and camt.054 are medians of this many runs: the machine is shared, single runs scatter widely. */
const RUNS = Number(process.env.BENCH_BILLING_RUNS ?? 3);
/** The journal runs alternate in this many rounds, so both see the same moments of a shared machine. */
const JOURNAL_ROUNDS = 5;
const PAYMENTS_PER_ENTRY = 500;
const WARM_PAYMENTS = 500;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

export interface BillingBench {
  journal: {
    transactions: number;
    postingsPerTransaction: number;
    bookPostingsPerSecond: number;
    barePostingsPerSecond: number;
    ratio: number;
    withinGoal: boolean;
  };
  finalBilling: {
    orders: number;
    /** Medians of RUNS campaigns (ms); `runs`: each campaign's. */
    finishMs: number;
    finishRuns: number[];
    sumMs: number;
    sumRuns: number[];
    ratio: number;
    withinGoal: boolean;
  };
  camt: {
    payments: number;
    fileMiB: number;
    /** Medians of RUNS child processes (s); `runs`: each one's. */
    parseSeconds: number;
    parseRuns: number[];
    parseRssMiB: number;
    bookedSeconds: number;
    bookedRuns: number[];
    /** Within bookedSeconds: the parse and the booking of the booking process. */
    bookedParseSeconds: number;
    bookSeconds: number;
    /** The booking processes' peak RSS (the largest of the runs) and their RSS before the file was read. */
    bookedRssMiB: number;
    bookedRssMiBBefore: number;
    result: PaymentFileResult;
    ratio: number;
    withinGoal: boolean;
  };
  loadAverage: number;
  goals: typeof BILLING_GOALS;
}

/** svc-identity and svc-catalog in this process: what issuing an invoice asks of them, answered at once. */
function benchDeps(kit: Service<'billing'>['kit']): BillingDeps {
  const unused = () => Promise.reject(new Error('not asked by billing in the bench'));
  const identity: IdentityAdapter = {
    settingValues: async () => ({ ...defaultSettingValues(), ...paymentSettings }),
    settingsChanged: () => undefined,
    organizationFacts: unused,
    user: unused,
    orderNotifications: unused,
    billingFacts: async (id) => billingFacts(id),
  };
  return {
    kit,
    production: false,
    identity,
    vat: { rateOn: async () => 810, vatChanged: () => undefined },
    now: () => new Date(),
    demoWaitMs: 0,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Journal

/** A placed order's booking: spent from the campaign's prepaid, the seller's pending earning, fee and its VAT. */
function orderPlan(n: number) {
  return planOrderPlaced(`bench:order:${randomUUID()}`, {
    orderId: randomUUID(),
    campaignId: `00000000-0000-4000-8000-${String(n % 100).padStart(12, '0')}`,
    sellerOrganizationId: `00000000-0000-4000-9000-${String(n % 50).padStart(12, '0')}`,
    priceRappen: 2_000 + ((n * 37) % 8_000),
    shippingRappen: 700,
    feeSellerPercent: 10,
    vatRateBasisPoints: 810,
  });
}

async function measureJournal(kit: Service<'billing'>['kit']): Promise<BillingBench['journal']> {
  const db = kit.db;
  const postingsPerTransaction = orderPlan(1).postings.length;
  // Bare INSERTs need a transaction to name (the foreign key): the warm-up's.
  const warm: string[] = [];
  for (let i = 0; i < 200; i++) warm.push((await db.transaction((trx) => book(trx, orderPlan(i), kit))).id);
  const bare = async (n: number) => {
    const plan = orderPlan(n);
    await db.transaction(async (trx) => {
      for (const p of plan.postings)
        await trx.raw(`insert into postings (transaction_id, account, amount_rappen, role) values (?, ?, ?, ?)`, [
          warm[n % warm.length],
          p.account,
          p.amountRappen,
          p.role ?? null,
        ]);
    });
  };
  for (let i = 0; i < 200; i++) await bare(i);

  let bookSeconds = 0;
  let bareSeconds = 0;
  const perRound = Math.ceil(TRANSACTIONS / JOURNAL_ROUNDS);
  for (let r = 0; r < JOURNAL_ROUNDS; r++) {
    let started = process.hrtime.bigint();
    for (let i = 0; i < perRound; i++) await db.transaction((trx) => book(trx, orderPlan(i), kit));
    bookSeconds += seconds(started);
    started = process.hrtime.bigint();
    for (let i = 0; i < perRound; i++) await bare(i);
    bareSeconds += seconds(started);
  }
  const postings = perRound * JOURNAL_ROUNDS * postingsPerTransaction;
  const bookPostingsPerSecond = Math.round(postings / bookSeconds);
  const barePostingsPerSecond = Math.round(postings / bareSeconds);
  const ratio = round(bookPostingsPerSecond / barePostingsPerSecond);
  return {
    transactions: perRound * JOURNAL_ROUNDS,
    postingsPerTransaction,
    bookPostingsPerSecond,
    barePostingsPerSecond,
    ratio,
    withinGoal: ratio >= BILLING_GOALS.journalRatio,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Final billing

/**
 * A released campaign whose deposit a bank file paid, with `orders` orders in billing's read model (every 50th
 * cancelled, every 3rd delivered) inserted set-wise and their spending booked as one transaction.
 */
async function campaignWithOrders(deps: BillingDeps, orders: number): Promise<CampaignFacts> {
  const { kit } = deps;
  const db = kit.db;
  const c: CampaignFacts = {
    campaignId: randomUUID(),
    organizationId: randomUUID(),
    name: 'Bench final billing',
    status: 'running',
    budgetRappen: orders * 10_000,
  };
  await db.transaction((trx) => releaseCampaign(deps, trx, { ...c, status: 'pending' }, randomUUID()));
  const deposit: { reference: string; amount_rappen: string } = await db('invoices')
    .where({ campaign_id: c.campaignId, type: 'deposit' })
    .first('reference', 'amount_rappen');
  const paid = await bookBankTransactions(
    kit,
    parseCamt054(
      writeCamt054({
        messageId: `DEP-${c.campaignId.slice(0, 8)}`,
        account: QR_IBAN,
        createdAt: '2026-11-30T06:00:00',
        entries: [
          {
            bankReference: `DEP-E-${c.campaignId}`.slice(0, 35),
            bookingDate: '2026-11-30',
            transactions: [
              {
                bankReference: `DEP-${c.campaignId}`.slice(0, 35),
                amountRappen: Number(deposit.amount_rappen),
                reference: deposit.reference,
                referenceType: 'QRR',
              },
            ],
          },
        ],
      }),
    ).transactions,
  );
  if (paid.booked !== 1) throw new Error(`deposit not paid: ${JSON.stringify(paid)}`);

  const seller = randomUUID();
  const placed = randomUUID();
  await db.raw(
    `insert into orders (id, number, campaign_id, seller_organization_id, giver_organization_id, product_name,
                         spent_rappen, fee_rappen, earning_rappen, status, placed_transaction_id, placed_at)
     select gen_random_uuid(), 'O-' || i, :campaign, :seller, :giver, 'Kerze',
            s.spent, s.spent / 10, s.spent - s.spent / 10,
            case when i % 50 = 0 then 'canceled' when i % 3 = 0 then 'done' else 'placed' end,
            :placed, now() - make_interval(secs => i)
       from generate_series(1, :orders::int) as i, lateral (select 2000 + (i * 37) % 8000 as spent) s`,
    { campaign: c.campaignId, seller, giver: c.organizationId, placed, orders },
  );
  const totals: { spent: string; fee: string; earning: string } = (
    await db.raw(
      `select sum(spent_rappen) as spent, sum(fee_rappen) as fee, sum(earning_rappen) as earning
         from orders where campaign_id = ? and status <> 'canceled'`,
      [c.campaignId],
    )
  ).rows[0];
  const fee = Number(totals.fee);
  const feeVat = Math.round((fee * 810) / 10_810);
  await db.transaction((trx) =>
    book(
      trx,
      balanced({
        key: `bench:orders:${c.campaignId}`,
        kind: 'orderPlaced',
        postings: [
          { account: accounts.prepaid(c.campaignId), amountRappen: Number(totals.spent) },
          { account: accounts.pending(seller), amountRappen: -Number(totals.earning) },
          { account: accounts.fees, amountRappen: -(fee - feeVat) },
          { account: accounts.vat, amountRappen: -feeVat },
        ],
      }),
      deps.kit,
    ),
  );
  return c;
}

async function measureFinalBilling(deps: BillingDeps): Promise<BillingBench['finalBilling']> {
  const db = deps.kit.db;
  const sum = async (campaignId: string) => {
    const started = process.hrtime.bigint();
    await db.raw('select sum(spent_rappen) from orders where campaign_id = ?', [campaignId]);
    return seconds(started) * 1000;
  };
  const finish = async (c: CampaignFacts) => {
    const started = process.hrtime.bigint();
    await db.transaction((trx) => finishCampaign(deps, trx, c));
    const ms = seconds(started) * 1000;
    const done = await db('campaigns').where({ id: c.campaignId }).first('final_invoice_id');
    if (!done?.final_invoice_id) throw new Error('final billing not issued');
    return ms;
  };
  const warm = await campaignWithOrders(deps, 1000);
  const campaigns: CampaignFacts[] = [];
  for (let run = 0; run < RUNS; run++) campaigns.push(await campaignWithOrders(deps, ORDERS));
  // As autovacuum would have left the table long before a campaign ends.
  await db.raw('vacuum analyze orders');
  // Warm-up: plans, caches and JIT, before anything is timed.
  for (let i = 0; i < 3; i++) await sum(campaigns[0]!.campaignId);
  await finish(warm);

  const sumRuns: number[] = [];
  const finishRuns: number[] = [];
  for (const c of campaigns) {
    // The baseline's median of three beside each campaign's one final billing.
    sumRuns.push(median([await sum(c.campaignId), await sum(c.campaignId), await sum(c.campaignId)]));
    finishRuns.push(await finish(c));
  }
  const finishMs = round(median(finishRuns));
  const sumMs = round(median(sumRuns));
  const ratio = round(finishMs / sumMs);
  return {
    orders: ORDERS,
    finishMs,
    finishRuns: finishRuns.map(round),
    sumMs,
    sumRuns: sumRuns.map(round),
    ratio,
    withinGoal: ratio <= BILLING_GOALS.finalBillingRatio,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// camt.054

/**
 * `count` open manual invoices (CHF 100 to 5,000 plus VAT) of 1,000 organisations, issued set-wise: their numbers
 * taken from the year's counter at once, their issuing transactions written by `bookNewTransactions`, their rows by
 * one statement per 5,000. Answers what a bank file paying them in full carries.
 */
async function openInvoices(
  kit: Service<'billing'>['kit'],
  count: number,
): Promise<{ reference: string; amountRappen: number }[]> {
  const year = new Date().getFullYear();
  return kit.db.transaction(async (trx) => {
    const counter: { last: number } = (
      await trx.raw(
        `insert into invoice_numbers (year, last) values (?, ?)
         on conflict (year) do update set last = invoice_numbers.last + excluded.last returning last`,
        [year, count],
      )
    ).rows[0];
    const first = counter.last - count + 1;
    const organizations = Array.from({ length: 1000 }, () => randomUUID());
    const creditor = {
      organizationId: null,
      name: paymentSettings['Payment.Name'],
      street: paymentSettings['Payment.Street'],
      houseNumber: paymentSettings['Payment.HouseNumber'],
    };
    const issued: NewTransaction[] = [];
    const rows: object[] = [];
    const out: { reference: string; amountRappen: number }[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const number = `${year}-${String(first + i).padStart(6, '0')}`;
      const reference = invoiceReference(number, QR_IBAN);
      const plan = planManualInvoice({
        key: `manual:${id}`,
        invoiceId: id,
        lines: [{ text: 'Bench workshop', amountRappen: 10_000 + ((i * 7919) % 490_000) }],
        vatRateBasisPoints: 810,
        byUserId: null,
        reason: 'bench',
      });
      issued.push({ id: randomUUID(), plan: plan.transaction, content: contentOf(plan.transaction) });
      const organizationId = organizations[i % organizations.length]!;
      rows.push({
        id,
        number,
        organization_id: organizationId,
        reference,
        creditor: { ...creditor, zip: '8001', city: 'Zürich', country: 'CH', vatNumber: null, iban: QR_IBAN },
        debtor: { ...creditor, organizationId, name: 'Bench Giver AG', zip: '4051', city: 'Basel', country: 'CH' },
        lines: plan.lines,
        amount_rappen: plan.amountRappen,
      });
      out.push({ reference, amountRappen: plan.amountRappen });
    }
    await bookNewTransactions(trx, issued, kit);
    for (let start = 0; start < rows.length; start += 5000)
      await trx.raw(
        `insert into invoices (id, number, type, organization_id, reference, language, creditor, debtor, lines,
                               due_date, status, amount_rappen, original_amount_rappen)
         select id, number, 'manual', organization_id, reference, 'de', creditor, debtor, lines,
                current_date + 30, 'open', amount_rappen, amount_rappen
           from jsonb_to_recordset(?::jsonb) as r(id uuid, number text, organization_id uuid, reference text,
                                                  creditor jsonb, debtor jsonb, lines jsonb, amount_rappen bigint)`,
        [JSON.stringify(rows.slice(start, start + 5000))],
      );
    return out;
  });
}

/** A camt.054 paying each invoice in full, in entries of PAYMENTS_PER_ENTRY payments as banks batch them. */
function paymentFile(id: string, invoices: { reference: string; amountRappen: number }[]): string {
  const entries: Camt054WriteEntry[] = [];
  for (let start = 0; start < invoices.length; start += PAYMENTS_PER_ENTRY)
    entries.push({
      bankReference: `${id}-E${start / PAYMENTS_PER_ENTRY + 1}`,
      bookingDate: '2026-11-30',
      transactions: invoices.slice(start, start + PAYMENTS_PER_ENTRY).map((inv, i) => ({
        bankReference: `${id}-${start + i + 1}`,
        amountRappen: inv.amountRappen,
        reference: inv.reference,
        referenceType: 'QRR' as const,
        debtorName: `Zahler ${start + i + 1} AG`,
      })),
    });
  return writeCamt054({ messageId: id, account: QR_IBAN, createdAt: '2026-11-30T06:00:00', entries });
}

interface ChildAnswer {
  seconds: number;
  parseSeconds?: number;
  bookSeconds?: number;
  payments: number;
  result?: PaymentFileResult;
  maxRssMiB: number;
  rssMiBBefore: number;
}

/** billing-camt-child.ts in a process of its own, as the service runs (node --import tsx): its answer. */
function child(args: string[], env: NodeJS.ProcessEnv): Promise<ChildAnswer> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'billing-camt-child.ts'), ...args], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`billing-camt-child ${args[0]} exited with ${code}: ${out}`));
      resolve(JSON.parse(last) as ChildAnswer);
    });
  });
}

async function measureCamt(kit: Service<'billing'>['kit'], databaseUrl: string): Promise<BillingBench['camt']> {
  const db = kit.db;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-bench-camt-'));
  try {
    const parseRuns: number[] = [];
    const parseRss: number[] = [];
    const booked: ChildAnswer[] = [];
    let fileBytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const file = path.join(dir, `camt-${run}.xml`);
      const warmFile = path.join(dir, `camt-${run}-warm.xml`);
      fs.writeFileSync(file, paymentFile(`BENCH-${run}`, await openInvoices(kit, PAYMENTS)));
      fs.writeFileSync(warmFile, paymentFile(`WARM-${run}`, await openInvoices(kit, WARM_PAYMENTS)));
      // As autovacuum would have left the tables the setup filled, so neither side pays for the setup.
      await db.raw('vacuum analyze invoices, transactions, postings, accounts');
      fileBytes = fs.statSync(file).size;
      const parsed = await child(['parse', file, warmFile], {});
      parseRuns.push(parsed.seconds);
      parseRss.push(parsed.maxRssMiB);
      const answer = await child(['book', file, warmFile], { DATABASE_URL: databaseUrl });
      if (answer.result?.booked !== PAYMENTS || answer.payments !== PAYMENTS)
        throw new Error(`camt.054 run ${run}: ${JSON.stringify(answer.result)}`);
      booked.push(answer);
    }
    const parseSeconds = round(median(parseRuns));
    const bookedSeconds = round(median(booked.map((b) => b.seconds)));
    const middle = booked.find((b) => round(b.seconds) === bookedSeconds)!;
    const bookedRssMiB = round(Math.max(...booked.map((b) => b.maxRssMiB)));
    const ratio = round(bookedSeconds / parseSeconds);
    return {
      payments: PAYMENTS,
      fileMiB: round(fileBytes / 1024 / 1024),
      parseSeconds,
      parseRuns: parseRuns.map(round),
      parseRssMiB: round(Math.max(...parseRss)),
      bookedSeconds,
      bookedRuns: booked.map((b) => round(b.seconds)),
      bookedParseSeconds: round(middle.parseSeconds!),
      bookSeconds: round(middle.bookSeconds!),
      bookedRssMiB,
      bookedRssMiBBefore: round(Math.max(...booked.map((b) => b.rssMiBBefore))),
      result: middle.result!,
      ratio,
      withinGoal: ratio <= BILLING_GOALS.camtRatio && bookedRssMiB < BILLING_GOALS.camtRssMiB,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------

export async function measureBilling(): Promise<BillingBench> {
  const loadAverage = round(os.loadavg()[0]!);
  const database = await createTestDatabase();
  // svc-billing's kit without NATS or HTTP: its addEvent(s) write the outbox rows, checked by the events' schemas.
  const service = await createService({
    name: 'svc-billing',
    service: 'billing',
    secret: randomUUID(),
    database: { url: database.url, schema: BILLING_SCHEMA, migrations },
    setup: () => undefined,
  });
  try {
    await service.migrate();
    const deps = benchDeps(service.kit);
    console.log(`billing bench: load average ${loadAverage} on ${os.cpus().length} cores`);
    const journal = await measureJournal(service.kit);
    printJournal(journal);
    const finalBilling = await measureFinalBilling(deps);
    printFinalBilling(finalBilling);
    const camt = await measureCamt(service.kit, database.url);
    printCamt(camt);
    return { journal, finalBilling, camt, loadAverage, goals: BILLING_GOALS };
  } finally {
    await service.close();
    await database.drop();
  }
}

const verdict = (within: boolean) => (within ? 'within the goal' : 'OUTSIDE THE GOAL');

function printJournal(j: BillingBench['journal']) {
  console.log('');
  console.log(`Billing journal: ${j.transactions} order bookings of ${j.postingsPerTransaction} postings, one caller`);
  console.log(`  goal:     book() at least 1/3 of the bare INSERTs' postings/s`);
  console.log(`  measured: book() ${j.bookPostingsPerSecond} postings/s (transaction, postings, account totals, key)`);
  console.log(
    `  baseline: ${j.barePostingsPerSecond} postings/s, bare single-row INSERTs into postings, one database transaction per booking`,
  );
  console.log(`  ratio ${j.ratio}: ${verdict(j.withinGoal)}`);
}

function printFinalBilling(f: BillingBench['finalBilling']) {
  console.log('');
  console.log(`Billing final billing: a campaign with ${f.orders} orders, median of ${f.finishRuns.length} campaigns`);
  console.log(`  goal:     finishCampaign at most 3 × one SUM over the same orders`);
  console.log(`  measured: finishCampaign ${f.finishMs} ms (runs ${f.finishRuns.join(', ')} ms)`);
  console.log(`  baseline: select sum(spent_rappen) ${f.sumMs} ms (runs ${f.sumRuns.join(', ')} ms)`);
  console.log(`  ratio ${f.ratio}: ${verdict(f.withinGoal)}`);
}

function printCamt(c: BillingBench['camt']) {
  console.log('');
  console.log(
    `Billing camt.054: ${c.payments} payments (${c.fileMiB} MiB) paying ${c.payments} open invoices, each side in a process of its own, median of ${c.bookedRuns.length}`,
  );
  console.log(
    `  goal:     parse + book at most 3 × parse alone; booking process peak RSS < ${BILLING_GOALS.camtRssMiB} MiB`,
  );
  console.log(
    `  measured: parse + bookBankTransactions ${c.bookedSeconds} s (parse ${c.bookedParseSeconds} s + book ${c.bookSeconds} s; runs ${c.bookedRuns.join(', ')} s), peak RSS ${c.bookedRssMiB} MiB (${c.bookedRssMiBBefore} MiB before the file); ${JSON.stringify(c.result)}`,
  );
  console.log(
    `  baseline: parseCamt054 alone ${c.parseSeconds} s (runs ${c.parseRuns.join(', ')} s), peak RSS ${c.parseRssMiB} MiB`,
  );
  console.log(`  ratio ${c.ratio}: ${verdict(c.withinGoal)}`);
}
