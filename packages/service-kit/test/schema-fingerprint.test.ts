import knex, { type Knex } from 'knex';
import { createTestDatabase, schemaFingerprint, type TestDatabase } from '../src/testing';

/**
 * The route-property tests' "a refused call wrote nothing" rests on this fingerprint: every kind of write moves it,
 * including the ones that leave a table looking the same (an update to the same value, a row deleted and inserted
 * again); the outbox relay's `published_at` does not.
 */
let testDb: TestDatabase;
let db: Knex;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = knex({ client: 'pg', connection: testDb.url, pool: { min: 0, max: 2 } });
  await db.raw(`create table items (id int primary key, name text not null)`);
  await db.raw(`create table outbox (id int primary key, subject text not null, published_at timestamptz)`);
  await db('items').insert([
    { id: 1, name: 'one' },
    { id: 2, name: 'two' },
  ]);
  await db('outbox').insert({ id: 1, subject: 'thing.happened' });
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

async function movedBy(write: () => Promise<unknown>, ignore: string[] = []): Promise<string[]> {
  const before = await schemaFingerprint(db, ignore);
  await write();
  const after = await schemaFingerprint(db, ignore);
  return Object.keys(after).filter((t) => after[t] !== before[t]);
}

describe('schemaFingerprint', () => {
  it('stays when nothing is written, or only read', async () => {
    expect(await movedBy(() => db('items').select())).toEqual([]);
  });

  it('moves for an insert, an update to the same value, a delete, and a delete with an identical insert', async () => {
    expect(await movedBy(() => db('items').insert({ id: 3, name: 'three' }))).toEqual(['items']);
    expect(await movedBy(() => db('items').where({ id: 3 }).update({ name: 'three' }))).toEqual(['items']);
    expect(await movedBy(() => db('items').where({ id: 3 }).delete())).toEqual(['items']);
    expect(
      await movedBy(() =>
        db.transaction(async (trx) => {
          await trx('items').where({ id: 2 }).delete();
          await trx('items').insert({ id: 2, name: 'two' });
        }),
      ),
    ).toEqual(['items']);
  });

  it('stays for a write that was rolled back', async () => {
    const rolledBack = db.transaction(async (trx) => {
      await trx('items').insert({ id: 9, name: 'nine' });
      throw new Error('rolled back');
    });
    expect(await movedBy(() => rolledBack.catch(() => undefined))).toEqual([]);
  });

  it("ignores the relay marking the outbox published, not a new event; leaves out the tables it's told to", async () => {
    expect(await movedBy(() => db('outbox').update({ published_at: db.fn.now() }))).toEqual([]);
    expect(await movedBy(() => db('outbox').insert({ id: 2, subject: 'thing.happened' }))).toEqual(['outbox']);
    expect(await movedBy(() => db('items').insert({ id: 4, name: 'four' }), ['items'])).toEqual([]);
  });
});
