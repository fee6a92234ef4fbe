import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createService } from '@cadeau/service-kit';
import { BILLING_SCHEMA, bookBankTransactions, migrations, parseCamt054 } from '@cadeau/svc-billing/bench';

/**
 * One side of billing.ts's camt.054 measure in a process of its own, so its peak RSS is its own
 * (`process.resourceUsage().maxRSS`): `parse <file> <warm-up file>` reads the file alone; `book <file> <warm-up
 * file>` reads and books it (DATABASE_URL: billing's database) as `POST /invoice/payments` does. Each first handles
 * the small warm-up file the same way (JIT, connections, plans). Prints its answer as one line of JSON.
 */
const [mode, file, warmFile] = process.argv.slice(2);
const mib = (bytes: number) => bytes / 1024 / 1024;

async function main() {
  if ((mode !== 'parse' && mode !== 'book') || !file || !warmFile)
    throw new Error('usage: billing-camt-child.ts parse|book <file> <warm-up file>');
  if (mode === 'parse') {
    parseCamt054(fs.readFileSync(warmFile));
    const body = fs.readFileSync(file);
    const rssMiBBefore = mib(process.memoryUsage().rss);
    const started = process.hrtime.bigint();
    const parsed = parseCamt054(body);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return {
      seconds,
      payments: parsed.transactions.length,
      maxRssMiB: process.resourceUsage().maxRSS / 1024,
      rssMiBBefore,
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const service = await createService({
    name: 'svc-billing',
    service: 'billing',
    secret: randomUUID(),
    database: { url, schema: BILLING_SCHEMA, migrations },
    setup: () => undefined,
  });
  try {
    const warm = await bookBankTransactions(service.kit, parseCamt054(fs.readFileSync(warmFile)).transactions);
    if (warm.booked === 0) throw new Error(`warm-up booked nothing: ${JSON.stringify(warm)}`);
    const body = fs.readFileSync(file);
    const rssMiBBefore = mib(process.memoryUsage().rss);
    const started = process.hrtime.bigint();
    const parsed = parseCamt054(body);
    const parsedAt = process.hrtime.bigint();
    const result = await bookBankTransactions(service.kit, parsed.transactions);
    const done = process.hrtime.bigint();
    return {
      seconds: Number(done - started) / 1e9,
      parseSeconds: Number(parsedAt - started) / 1e9,
      bookSeconds: Number(done - parsedAt) / 1e9,
      payments: parsed.transactions.length,
      result,
      maxRssMiB: process.resourceUsage().maxRSS / 1024,
      rssMiBBefore,
    };
  } finally {
    await service.close();
  }
}

main().then(
  (answer) => console.log(JSON.stringify(answer)),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
