import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { againstAllowList, findingKey, inspectServiceAnatomy, modulesImportedBy } from './anatomy';

/** A throwaway service folder with the given files under `src/` (a `.keep` makes an empty folder). */
function serviceWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'anatomy-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'src', path)), { recursive: true });
    writeFileSync(join(dir, 'src', path), text);
  }
  return dir;
}

const healthy = {
  'adapters/register.ts': "import { request } from 'undici';\n",
  'api/get-thing.ts': "import { loadThing } from '../db/things';\nexport const h = () => loadThing();\n",
  'db/things.ts': "import type { Knex } from 'knex';\nexport const loadThing = (db: Knex) => db('things').first();\n",
  'db/migrations/001-things.ts': 'export const up = 1;\n',
  'domain/thing.ts':
    "import { DomainError } from '@cadeau/service-kit/errors';\nexport const check = () => DomainError;\n",
  'domain/thing.test.ts': "import { check } from './thing';\nit('checks', () => expect(check).toBeDefined());\n",
  'workers/loop.ts': "import { PollingWorker } from '@cadeau/service-kit';\nexport { PollingWorker };\n",
};

describe('inspectServiceAnatomy', () => {
  const made: string[] = [];
  const service = (files: Record<string, string>) => {
    const dir = serviceWith(files);
    made.push(dir);
    return dir;
  };
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('finds nothing in a service laid out as ADR 0006 says', () => {
    const findings = inspectServiceAnatomy(service(healthy));
    expect(findings).toMatchObject({
      missingFolders: [],
      unknownFolders: [],
      impureDomainImports: [],
      sqlInApi: [],
      apiFilesWithSeveralRoutes: [],
      domainTests: ['domain/thing.test.ts'],
      domainTestsWithInfrastructure: [],
    });
    expect(findings.rulesInDb).toEqual([]);
  });

  it('names missing and unknown folders; listed extra folders are allowed', () => {
    const { 'workers/loop.ts': _w, 'db/migrations/001-things.ts': _m, ...rest } = healthy;
    const dir = service({ ...rest, 'jobs/cron.ts': '', 'data/zips.ts': '' });
    expect(inspectServiceAnatomy(dir, { extraFolders: ['data'] })).toMatchObject({
      missingFolders: ['workers', 'db/migrations'],
      unknownFolders: ['jobs'],
    });
    expect(inspectServiceAnatomy(dir).unknownFolders).toEqual(['data', 'jobs']);
  });

  it('names every domain import of the database, Koa or another layer, however it is written', () => {
    const dir = service({
      ...healthy,
      'domain/leaky.ts': [
        "import knex from 'knex';",
        "import type { Context } from 'koa';",
        "import {\n  saveThing,\n} from '../db/things';",
        "export { handler } from '../api/get-thing';",
        "const pg = require('pg');",
        "const lazy = () => import('../adapters/register');",
        "import '../workers/loop';",
        // The kit root loads Koa, knex and NATS: domain/ takes DomainError from @cadeau/service-kit/errors.
        "import { errors } from '@cadeau/service-kit';",
        "import { until } from '@cadeau/service-kit/testing';",
      ].join('\n'),
    });
    expect(inspectServiceAnatomy(dir).impureDomainImports.sort()).toEqual(
      [
        'domain/leaky.ts imports knex',
        'domain/leaky.ts imports koa',
        'domain/leaky.ts imports ../db/things',
        'domain/leaky.ts imports ../api/get-thing',
        'domain/leaky.ts imports pg',
        'domain/leaky.ts imports ../adapters/register',
        'domain/leaky.ts imports ../workers/loop',
        'domain/leaky.ts imports @cadeau/service-kit',
        'domain/leaky.ts imports @cadeau/service-kit/testing',
      ].sort(),
    );
  });

  it('names each line of a handler that builds SQL, with its place', () => {
    const dir = service({
      ...healthy,
      'api/bad.ts': "export const h = (trx) =>\n  trx('things').where({ id: 1 }).update({ a: 1 });\n",
    });
    expect(inspectServiceAnatomy(dir).sqlInApi).toEqual([
      "api/bad.ts:2 trx('things').where({ id: 1 }).update({ a: 1 });",
    ]);
  });

  it('names a handler that opens a transaction or calls a table by a name it holds', () => {
    const dir = service({
      ...healthy,
      'api/tx.ts': [
        'export const h = async (kit, table) => {',
        '  await kit.db.transaction(async (trx) => save(trx));',
        '  return trx(table).first();',
        '};',
        "const joined = ['a', 'b'].join(', ');",
      ].join('\n'),
    });
    expect(inspectServiceAnatomy(dir).sqlInApi).toEqual([
      'api/tx.ts:2 await kit.db.transaction(async (trx) => save(trx));',
      'api/tx.ts:3 return trx(table).first();',
    ]);
  });

  it('names each line of db/ that makes a rule, once per text with its count', () => {
    const dir = service({
      ...healthy,
      'db/rules.ts': [
        "import { errors, DomainError } from '@cadeau/service-kit/errors';",
        "import { assertMove } from '../domain/thing';",
        'export async function assertFree(trx, id) {',
        "  const row = await trx('things').where({ id }).first();",
        "  if (!row) throw errors.notFound('error.thing.notFound');",
        "  if (row.taken) throw new DomainError(409, 'error.thing.taken');",
        '}',
        'export const assertOther = () => undefined;',
        'export async function move(trx, id) {',
        "  const row = await trx('things').where({ id }).forUpdate().first();",
        "  if (!row) throw errors.notFound('error.thing.notFound');",
        "  assertMove(row.status, 'done');",
        '  if (row.status === "gone") throw soldOut();',
        "  const refusal = new DomainError(409, 'error.thing.busy');",
        '}',
      ].join('\n'),
    });
    expect(inspectServiceAnatomy(dir).rulesInDb).toEqual([
      'db/rules.ts: export async function assertFree(trx, id) {',
      "db/rules.ts: if (!row) throw errors.notFound('error.thing.notFound'); ×2",
      "db/rules.ts: if (row.taken) throw new DomainError(409, 'error.thing.taken');",
      'db/rules.ts: export const assertOther = () => undefined;',
      "db/rules.ts: assertMove(row.status, 'done');",
      'db/rules.ts: if (row.status === "gone") throw soldOut();',
      "db/rules.ts: const refusal = new DomainError(409, 'error.thing.busy');",
    ]);
  });

  it('leaves db/ its own: a database error answered in a catch block, a broken invariant, comments, migrations', () => {
    const dir = service({
      ...healthy,
      'db/own.ts': [
        'export async function insertThing(trx, thing) {',
        '  try {',
        "    await trx('things').insert(thing);",
        '  } catch (err) {',
        "    if ((err as { code?: string }).code === '23505')",
        "      throw errors.conflict('error.thing.taken');",
        '    throw err;',
        '  }',
        "  if (!thing.id) throw new Error('a thing without an id');",
        "  await trx('log').insert({}).catch((err) => {",
        "    if (isDuplicate(err)) throw errors.conflict('error.log.duplicate');",
        '  });',
        '  // A comment may say: throw errors.conflict(...) or assertMove(...).',
        '}',
        "export const after = () => { throw errors.conflict('error.thing.after'); };",
      ].join('\n'),
      'db/migrations/002-rules.ts': "export const up = () => { throw errors.conflict('x'); };\n",
    });
    expect(inspectServiceAnatomy(dir).rulesInDb).toEqual([
      "db/own.ts: export const after = () => { throw errors.conflict('error.thing.after'); };",
    ]);
  });

  it('holds findings against an allow-list: what it does not name, and what it names that is gone', () => {
    expect(findingKey("api/bad.ts:2 trx('things').first();")).toBe("api/bad.ts: trx('things').first();");
    expect(findingKey('db/rules.ts: assertMove(row.status);')).toBe('db/rules.ts: assertMove(row.status);');
    expect(
      againstAllowList(['api/a.ts:3 trx(x);', 'db/b.ts: assertMove(s);'], {
        'api/a.ts: trx(x);': 'moves with the next change',
        'db/c.ts: assertGone();': 'fixed since',
      }),
    ).toEqual({ unlisted: ['db/b.ts: assertMove(s);'], stale: ['db/c.ts: assertGone();'] });
    expect(againstAllowList([], undefined)).toEqual({ unlisted: [], stale: [] });
  });

  it('names each api/ file that serves more than one route of the handler map', () => {
    const dir = service({
      ...healthy,
      'api/index.ts': [
        "import type { RouteHandlers } from '@cadeau/service-kit';",
        "import { getThing } from './get-thing';",
        "import { listThings, deleteThing as removeThing } from './things';",
        'export const handlers = (deps: Deps): RouteHandlers<"x"> => ({',
        "  'GET /thing/{id}': getThing(deps),",
        "  'GET /thing': listThings(deps),",
        "  'DELETE /thing/{id}': removeThing(deps),",
        '});',
      ].join('\n'),
    });
    expect(inspectServiceAnatomy(dir).apiFilesWithSeveralRoutes).toEqual([
      'api/things.ts serves 2 routes: GET /thing, DELETE /thing/{id}',
    ]);
  });

  it('wants domain tests, and none that needs a harness or the test infrastructure', () => {
    const { 'domain/thing.test.ts': _t, ...untested } = healthy;
    expect(inspectServiceAnatomy(service(untested)).domainTests).toEqual([]);
    const dir = service({
      ...healthy,
      'domain/slow.test.ts':
        "import { startService } from '../../test/harness';\nimport { until } from '@cadeau/service-kit/testing';\n",
    });
    expect(inspectServiceAnatomy(dir).domainTestsWithInfrastructure).toEqual([
      'domain/slow.test.ts imports ../../test/harness',
      'domain/slow.test.ts imports @cadeau/service-kit/testing',
    ]);
  });

  it('reads the modules of every import form', () => {
    expect(
      modulesImportedBy(
        "import a from 'a';\nimport type { B } from \"b\";\nexport * from './c';\nimport './d';\nawait import('e');\nrequire('f');",
      ).sort(),
    ).toEqual(['./c', './d', 'a', 'b', 'e', 'f']);
  });
});
