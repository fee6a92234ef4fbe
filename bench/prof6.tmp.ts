import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createService } from '@cadeau/service-kit';
import { BILLING_SCHEMA, bookBankTransactions, migrations, parseCamt054 } from '@cadeau/svc-billing/bench';
const [file, warm] = process.argv.slice(2);
const pgCpu = (pid: number) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
(async () => {
  const service = await createService({ name: 'svc-billing', service: 'billing', secret: randomUUID(), database: { url: process.env.DATABASE_URL!, schema: BILLING_SCHEMA, migrations }, setup: () => undefined });
  const db = service.kit.db;
  // one connection so the backend is known
  await bookBankTransactions(service.kit, parseCamt054(fs.readFileSync(warm!)).transactions);
  const tx = parseCamt054(fs.readFileSync(file!)).transactions; if (process.env.GC) (globalThis as any).gc();
  const pids = (await db.raw(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)).rows.map((r: any) => r.pid).concat([(await db.raw('select pg_backend_pid() as p')).rows[0].p]);
  const session = new Session(); if (process.env.PROFILE) { session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start'); }
  const before = pids.map(pgCpu); const c0 = process.cpuUsage(); const t0 = performance.now();
  const r = await bookBankTransactions(service.kit, tx);
  const wall = performance.now() - t0; const c = process.cpuUsage(c0); const after = pids.map(pgCpu);
  if (process.env.PROFILE) { const { profile } = await session.post('Profiler.stop'); fs.mkdirSync('/tmp/cpuprof2', { recursive: true }); fs.writeFileSync('/tmp/cpuprof2/book.cpuprofile', JSON.stringify(profile)); }
  const pg = after.reduce((s: number, v: number, i: number) => s + v - before[i], 0);
  console.log(`wall ${(wall/1000).toFixed(2)} s node cpu ${((c.user + c.system) / 1e6).toFixed(2)} s pg cpu ${pg.toFixed(2)} s rss ${(process.resourceUsage().maxRSS/1024).toFixed(0)} booked ${r.booked}`);
  await service.close();
})();
