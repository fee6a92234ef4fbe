import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { until } from '@cadeau/service-kit/testing';
import { isWithinBusinessHours } from '../src/domain/business-hours';
import { startChildService } from './helpers/child-service';
import { campaignMail, queue } from './helpers/mail-env';
import { useProcessWorld } from './helpers/process-world';

const API_KEY = 'SG.campaign-crash-key';
const N = 15;
const MAX_PER_RUN = 3;
const HOURS = { from: '07:00', to: '17:00', timeZone: 'Europe/Zurich' };
// Winter: Zurich is UTC+1. The test clock starts 8 s before the business hours open.
const CLOCK_START = '2026-01-15T05:59:52Z';
const OPENING = Date.parse('2026-01-15T06:00:00Z');

/**
 * svc-mail runs as a real process whose campaign runs (node-cron, every second) read a test clock that
 * starts before the business hours and runs at real speed, continued across the restart. The SendGrid
 * stand-in answers the first 7 requests and holds the 8th: SendGrid has that mail, but no event of it
 * ever comes (only the Email Activity search knows it). With MAIL_CONCURRENCY 1 the third run is then
 * mid-send with a third mail claimed and not yet tried. SIGKILL, restart: every mail goes out exactly
 * once, never more than MailMaxPerRun per run, none before 07:00.
 */
describe('campaign runs killed with SIGKILL mid-run', () => {
  const world = useProcessWorld(API_KEY);

  it('sends every campaign mail exactly once, at most MailMaxPerRun per run, only within the business hours', async () => {
    const { db, standin } = world;
    const ids = await queue(db, ...Array.from({ length: N }, (_, i) => campaignMail(`run-crash${i}@example.ch`)));
    // The held mail is accepted on receipt and its events are lost: only a lookup can tell it went out.
    standin.hold({ after: 7, acceptOnReceipt: (id) => (standin.silentIds.add(id!), true) });

    // The clock stands at CLOCK_START until the process is ready, then runs: a slow start on a busy
    // machine must not eat the 8 s before the opening that the proof needs.
    const epochFile = path.join(os.tmpdir(), `cadeau-clock-${process.pid}-${Date.now()}`);
    let epoch = Number.POSITIVE_INFINITY;
    const fakeTime = (realMs: number) => Date.parse(CLOCK_START) + (realMs - epoch);
    const env = {
      ...world.env,
      MAIL_SEND_TIMEOUT_MS: '2000',
      MAIL_LEASE_MS: '2500',
      MAIL_RECONCILE_MS: '1500',
      MAIL_CONCURRENCY: '1',
      MAIL_MAX_PER_RUN: String(MAX_PER_RUN),
      MAIL_BUSINESS_HOURS: `${HOURS.from}-${HOURS.to}`,
      MAIL_CAMPAIGN_CRON: '* * * * * *',
      TEST_CLOCK_START: CLOCK_START,
      TEST_CLOCK_EPOCH_FILE: epochFile,
    };

    world.child = await startChildService(world.port, env, 'test/helpers/clocked-main.ts');
    epoch = Date.now();
    fs.writeFileSync(epochFile, String(epoch));
    // Ticks before 07:00 with mail pending must have happened, or "none before the hours" proves nothing.
    expect(fakeTime(Date.now())).toBeLessThan(OPENING - 1000);
    await until('the third run mid-send', async () => standin.heldCount === 1, 20_000, 20);
    const killedAt = Date.now();
    await world.child.kill9();
    world.child = null;

    const held = standin.requests.find((r) => r.status === 'held')!.messageId!;
    const [killedRun] = await db('campaign_runs').whereNull('finished_at');
    expect(killedRun).toBeDefined();
    const atKill = await db('messages').whereIn('id', ids).select('id', 'status', 'claim_token');
    const inFlight = atKill.filter((m) => m.status === 'sending');
    // The held mail and the one the run had claimed but not yet tried; 7 sent, 6 never claimed.
    expect(inFlight.map((m) => m.id)).toContain(held);
    expect(inFlight).toHaveLength(2);
    expect(atKill.filter((m) => m.status === 'sent')).toHaveLength(7);
    const untried = inFlight.find((m) => m.id !== held)!.id;
    standin.release();

    world.child = await startChildService(world.port, env, 'test/helpers/clocked-main.ts');
    await until(
      'all sent',
      async () =>
        Number((await db('messages').whereIn('id', ids).where({ status: 'sent' }).count({ n: '*' }))[0].n) === N,
      25_000,
      100,
    );
    expect(await world.child.stop()).toBe(0);
    world.child = null;

    // The provider's log: every mail exactly once.
    const counts = new Map<string, number>();
    for (const a of standin.accepted) counts.set(a.messageId!, (counts.get(a.messageId!) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    // The held one was found through the Email Activity search, the untried one was not there and was sent.
    const lookups = (id: string) => standin.activityQueries.filter((q) => q.query?.includes(id)).map((q) => q.found);
    expect(lookups(held)).toEqual([1]);
    expect(lookups(untried)).toEqual([0]);
    expect(await db('messages').whereIn('id', [held, untried]).orderBy('id').select('id', 'attempts')).toEqual(
      [
        { id: held, attempts: 1 },
        { id: untried, attempts: 2 },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );

    // Every request to the provider belongs to one run (runs of a process never overlap; the killed one
    // ended with the process), and no run handed more than MailMaxPerRun mails to it.
    const sends = standin.requests.filter((r) => r.status !== 'aborted');
    expect(sends).toHaveLength(N);
    const runs: { slot: Date; started_at: Date; finished_at: Date | null }[] =
      await db('campaign_runs').orderBy('started_at');
    const perRun = runs.map((run) => {
      const end = run.finished_at ? new Date(run.finished_at).getTime() : killedAt;
      return sends.filter((s) => s.at >= new Date(run.started_at).getTime() - 1 && s.at <= end + 1).length;
    });
    expect(perRun.reduce((a, b) => a + b, 0)).toBe(N);
    expect(Math.max(...perRun)).toBe(MAX_PER_RUN);
    expect(perRun.every((n) => n <= MAX_PER_RUN)).toBe(true);
    const finished = await db('campaign_runs').whereNotNull('finished_at').select('sent', 'claimed');
    expect(finished.every((r) => r.sent <= MAX_PER_RUN && r.claimed <= MAX_PER_RUN)).toBe(true);

    // None went out outside the business hours of the clock the service read.
    for (const s of sends)
      expect({
        at: new Date(fakeTime(s.at)).toISOString(),
        within: isWithinBusinessHours(new Date(fakeTime(s.at)), HOURS),
      }).toMatchObject({ within: true });
    expect(Math.min(...sends.map((s) => fakeTime(s.at)))).toBeGreaterThanOrEqual(OPENING);
    fs.rmSync(epochFile, { force: true });
  }, 45_000);
});
