import { listQuery } from '@cadeau/contracts';
import { z } from 'zod';
import { createDatabase, migrateLatest } from '../src';
import { pageQuery, type ListSpec } from '../src/page-query';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import type { Knex } from 'knex';

const people = [
  { name: 'Anna Muster', city: 'Zürich', age: 31 },
  { name: 'Beat Keller', city: 'Bern', age: 45 },
  { name: 'Carla 100%_Sicher', city: 'Basel', age: 27 },
  { name: 'Dario Rossi', city: 'Zürich', age: 31 },
  { name: 'Eva Meier', city: 'Luzern', age: 52 },
];
const spec: ListSpec = {
  sortColumns: { name: 'p.name', age: 'p.age' },
  searchColumns: ['p.name', 'p.city'],
  tieBreaker: 'p.id',
};
const query = listQuery(['name', 'age'], { city: z.string().optional() });
type Row = { name: string; age: number };

describe('pageQuery', () => {
  let testDb: TestDatabase;
  let db: Knex;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = createDatabase({ url: testDb.url, schema: 'pagetest', migrations: [] });
    await migrateLatest(db, 'pagetest', [
      {
        name: '001_people',
        up: (k) =>
          k.schema.createTable('people', (t) => {
            t.increments('id');
            t.string('name');
            t.string('city');
            t.integer('age');
          }),
        down: (k) => k.schema.dropTable('people'),
      },
    ]);
    await db('people').insert(people);
  });
  afterAll(async () => {
    await db.destroy();
    await testDb.drop();
  });

  const list = (raw: Record<string, string>) => {
    const q = query.parse(raw);
    const base = db('people as p').select('p.name', 'p.age');
    if (q.city) base.where('p.city', q.city);
    return pageQuery(base, q, spec, (r: Row) => `${r.name} (${r.age})`);
  };

  it('sorts, cuts a page and counts all matches', async () => {
    expect(await list({ sort: 'age', order: 'desc', pageSize: '2' })).toEqual({
      items: ['Eva Meier (52)', 'Beat Keller (45)'],
      page: 1,
      pageSize: 2,
      total: 5,
    });
    // Equal ages keep the insertion order through the tie-breaker, so pages never overlap.
    expect((await list({ sort: 'age', pageSize: '2', page: '1' })).items).toEqual([
      'Carla 100%_Sicher (27)',
      'Anna Muster (31)',
    ]);
    expect((await list({ sort: 'age', pageSize: '2', page: '2' })).items).toEqual([
      'Dario Rossi (31)',
      'Beat Keller (45)',
    ]);
    expect((await list({ sort: 'age', pageSize: '2', page: '3' })).items).toEqual(['Eva Meier (52)']);
  });

  it('runs the tie-breaker the way the spec says', async () => {
    const q = query.parse({ sort: 'age', pageSize: '2', page: '1' });
    const page = (base: Knex.QueryBuilder) =>
      pageQuery(base, q, { ...spec, tieBreakerOrder: 'desc' }, (r: Row) => `${r.name} (${r.age})`);
    expect((await page(db('people as p').select('p.name', 'p.age'))).items).toEqual([
      'Carla 100%_Sicher (27)',
      'Dario Rossi (31)',
    ]);
  });

  it('matches the free text against the search columns, case-insensitively, with the list filters', async () => {
    expect(await list({ q: 'zürich' })).toMatchObject({ items: ['Anna Muster (31)', 'Dario Rossi (31)'], total: 2 });
    expect(await list({ q: 'ROSSI', city: 'Zürich' })).toMatchObject({ items: ['Dario Rossi (31)'], total: 1 });
    expect(await list({ q: 'rossi', city: 'Bern' })).toMatchObject({ items: [], total: 0 });
  });

  it('takes LIKE wildcards in the free text literally', async () => {
    expect((await list({ q: '100%_' })).items).toEqual(['Carla 100%_Sicher (27)']);
    expect((await list({ q: '%' })).items).toEqual(['Carla 100%_Sicher (27)']);
    expect((await list({ q: '_' })).items).toEqual(['Carla 100%_Sicher (27)']);
  });

  it('refuses a sort key the spec does not map (only mapped columns reach SQL)', async () => {
    const q = { ...query.parse({}), sort: 'p.id; drop table people' };
    await expect(pageQuery(db('people as p'), q, spec, (r) => r)).rejects.toThrow('unknown sort column');
    expect(() => query.parse({ sort: 'city' })).toThrow();
  });

  it('orders word keys as people read them (wordSortKeys), case and accents aside; other keys in the column order', async () => {
    await db('people').insert([
      { name: 'de Weck Lea', city: 'Bern', age: 40 },
      { name: 'Ämmer Otto', city: 'Bern', age: 41 },
    ]);
    // Not compared with the database's own order: that depends on its collation (C.UTF-8 puts "Ä" after "Z").
    const names = async (order: string) =>
      (
        await pageQuery(
          db('people as p').select('p.name', 'p.age').where('p.city', 'Bern'),
          query.parse({ sort: 'name', order }),
          { ...spec, wordSortKeys: ['name'] },
          (r: Row) => r.name,
        )
      ).items;
    expect(await names('asc')).toEqual(['Ämmer Otto', 'Beat Keller', 'de Weck Lea']);
    expect(await names('desc')).toEqual(['de Weck Lea', 'Beat Keller', 'Ämmer Otto']);
    await db('people').whereIn('name', ['de Weck Lea', 'Ämmer Otto']).delete();
  });
});
