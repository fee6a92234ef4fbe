import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { createService, type EventOf, type Service } from '../src';
import { insertOutboxEvent, insertOutboxEvents } from '../src/outbox';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/**
 * `kit.addEvents` (a bulk booking's events, issue 19): the same outbox rows as `kit.addEvent` once per event, in
 * the same order, each payload checked by its schema before anything is written.
 */
describe('kit.addEvents', () => {
  let database: TestDatabase;
  let service: Service<'billing'>;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await createService({
      name: 'svc-billing',
      service: 'billing',
      secret: 'add-events-test-secret',
      database: { url: database.url, schema: 'addevents', migrations: [] },
      setup: () => undefined,
    });
    await service.migrate();
  });
  afterAll(async () => {
    await service?.close();
    await database?.drop();
  });

  const facts = (n: number) => ({
    invoiceId: randomUUID(),
    number: `2026-${String(n).padStart(6, '0')}`,
    type: 'manual' as const,
    status: 'paid' as const,
    organizationId: randomUUID(),
    campaignId: n % 2 ? null : randomUUID(),
    amountRappen: 100 * n,
    openRappen: 0,
  });

  /** The rows written in one transaction, without what is generated (id, seq) and with the ids returned. */
  async function written(write: (trx: import('knex').Knex.Transaction) => Promise<string[]>) {
    const { kit } = service;
    const before = ((await kit.db('outbox').max('seq as seq').first()) as { seq: string | null }).seq ?? '0';
    const ids = await kit.db.transaction(write);
    const rows: { id: string; seq: string; subject: string; payload: unknown; created_at: Date; published_at: null }[] =
      await kit.db('outbox').where('seq', '>', before).orderBy('seq');
    return { ids, rows };
  }

  it('writes the rows addEvent writes, in order, in one transaction', async () => {
    const { kit } = service;
    const events: EventOf[] = [
      { subject: 'invoice.paid', data: facts(1) },
      { subject: 'invoice.reopened', data: facts(2) },
      { subject: 'invoice.paid', data: facts(3) },
      { subject: 'payout.done', data: { ...facts(4), type: 'payout', status: 'paidOut' } },
    ];
    const one = await written(async (trx) => {
      const ids: string[] = [];
      for (const e of events) ids.push(await kit.addEvent(trx, e.subject, e.data));
      return ids;
    });
    const bulk = await written((trx) => kit.addEvents(trx, events));

    const shape = (r: (typeof one.rows)[number]) => ({
      subject: r.subject,
      payload: r.payload,
      published: r.published_at,
    });
    expect(bulk.rows.map(shape)).toEqual(one.rows.map(shape));
    expect(bulk.rows.map(shape)).toEqual(events.map((e) => ({ subject: e.subject, payload: e.data, published: null })));
    // Ids answered in order, each the row's; seq increasing; one transaction's timestamp, as addEvent gives.
    expect(bulk.rows.map((r) => r.id)).toEqual(bulk.ids);
    expect(new Set(bulk.ids).size).toBe(events.length);
    expect(new Set(bulk.rows.map((r) => r.created_at.getTime())).size).toBe(1);
    expect(new Set(one.rows.map((r) => r.created_at.getTime())).size).toBe(1);
  });

  it('writes more events than one statement holds, in order', async () => {
    const events: EventOf[] = Array.from({ length: 12_001 }, (_, i) => ({ subject: 'invoice.paid', data: facts(i) }));
    const bulk = await written((trx) => service.kit.addEvents(trx, events));
    expect(bulk.rows).toHaveLength(events.length);
    expect(bulk.rows.map((r) => r.payload)).toEqual(events.map((e) => e.data));
    expect(bulk.rows.map((r) => r.id)).toEqual(bulk.ids);
  });

  it('refuses the whole list when one payload breaks its schema or a subject is unknown; nothing is written', async () => {
    const { kit } = service;
    const count = async () => Number(((await kit.db('outbox').count('* as n').first()) as { n: string }).n);
    const before = await count();
    const broken = [
      { subject: 'invoice.paid', data: facts(1) },
      { subject: 'invoice.paid', data: { ...facts(2), amountRappen: 1.5 } },
    ] as EventOf[];
    await expect(kit.db.transaction((trx) => kit.addEvents(trx, broken))).rejects.toBeInstanceOf(ZodError);
    const unknown = [{ subject: 'invoice.lost', data: facts(3) }] as unknown as EventOf[];
    await expect(kit.db.transaction((trx) => kit.addEvents(trx, unknown))).rejects.toThrow(/not in the event registry/);
    expect(await kit.db.transaction((trx) => kit.addEvents(trx, []))).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('stores any payload as insertOutboxEvent does: null, quotes, backslashes, letters beyond ASCII', async () => {
    const payloads = [
      null,
      undefined,
      { text: 'say "hi" \\ back\nslash', name: 'Łódź Müller 😀', n: 1.5, list: [1, null, 'x'] },
      'plain string',
      0,
    ];
    const one = await written(async (trx) => {
      const ids: string[] = [];
      for (const data of payloads) ids.push(await insertOutboxEvent(trx, 'test.payload', data));
      return ids;
    });
    const bulk = await written((trx) =>
      insertOutboxEvents(
        trx,
        payloads.map((data) => ({ subject: 'test.payload', data })),
      ),
    );
    expect(bulk.rows.map((r) => r.payload)).toEqual(one.rows.map((r) => r.payload));
    const text = async (ids: string[]) =>
      (
        await service.kit
          .db('outbox')
          .whereIn('id', ids)
          .orderBy('seq')
          .select(service.kit.db.raw('payload::text as t'))
      ).map((r: { t: string }) => r.t);
    expect(await text(bulk.ids)).toEqual(await text(one.ids));
  });

  it('calls onCommit once after a commit, never after a rollback', async () => {
    const { kit } = service;
    const committed = jest.fn();
    await kit.db.transaction((trx) =>
      insertOutboxEvents(
        trx,
        [
          { subject: 'invoice.paid', data: facts(1) },
          { subject: 'invoice.paid', data: facts(2) },
        ],
        committed,
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(committed).toHaveBeenCalledTimes(1);

    const rolledBack = jest.fn();
    await expect(
      kit.db.transaction(async (trx) => {
        await insertOutboxEvents(trx, [{ subject: 'invoice.paid', data: facts(3) }], rolledBack);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setImmediate(resolve));
    expect(rolledBack).not.toHaveBeenCalled();
  });
});
