import { createTestDatabase, startNatsServer } from '@cadeau/service-kit/testing';
import request from 'supertest';
import { createIdentityService } from '../src/app';
import { startUidRegisterStandIn } from '../src/adapters/company-register';

/**
 * Measures POST /auth/forgot-password for an address with an account and one without (issue 8: the
 * answer's timing must not tell them apart), or with `resend` POST /auth/confirmation/resend by address for
 * an unconfirmed account and no account. svc-identity runs in-process on a fresh database and a
 * private NATS server; the two kinds of request alternate, so load on the machine hits both alike.
 * Prints the median and 90th percentile of each in milliseconds. Not a test: timings depend on the
 * machine, so nothing is asserted (ADR 0012 records the numbers).
 *
 *   npx tsx svc-identity/scripts/forgot-password-timing.ts [rounds=300] [forgot-password|resend]
 */
async function main() {
  const rounds = Number(process.argv[2] ?? 300);
  const resend = process.argv[3] === 'resend';
  const path = resend ? '/auth/confirmation/resend' : '/auth/forgot-password';
  const db = await createTestDatabase();
  const nats = await startNatsServer();
  const register = await startUidRegisterStandIn();
  const service = await createIdentityService({
    databaseUrl: db.url,
    natsUrl: nats.url,
    secret: 'timing-secret-0123456789abcdef',
    uidRegisterUrl: register.url,
  });
  try {
    await service.migrate();
    service.startWorkers();
    const known = 'known-account@example.ch';
    await service.kit.db('users').insert({
      email: known,
      first_name: 'Known',
      last_name: 'Account',
      password_hash: 'not-used',
      language: 'en',
      roles: [],
      blocked: false,
      // Resend mails only an unconfirmed account: that is the one whose existence must not show.
      email_confirmed_at: resend ? null : service.kit.db.fn.now(),
    });
    const http = request(service.app.callback());
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await http.post(path).send({ email });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (res.status !== 204) throw new Error(`answered ${res.status}`);
      return ms;
    };
    // Warm-up: connections in the pool, JIT, the first lookups.
    for (let i = 0; i < 20; i++) await time(i % 2 ? known : 'nobody@example.ch');
    const samples = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < rounds; i++) {
      samples.known.push(await time(known));
      samples.unknown.push(await time(`nobody-${i}@example.ch`));
    }
    for (const [name, list] of Object.entries(samples)) {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
      console.log(`${path} ${name.padEnd(8)} median ${at(0.5)} ms  p90 ${at(0.9)} ms  (${list.length} requests)`);
    }
  } finally {
    await service.close();
    await register.close();
    await nats.destroy();
    await db.drop();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
