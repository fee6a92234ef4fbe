import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/** The folders every service has under `src/` (ADR 0006); `db/migrations` lives inside `db/`. */
export const ANATOMY_FOLDERS = ['adapters', 'api', 'db', 'domain', 'workers'] as const;

export interface ServiceAnatomyOptions {
  /**
   * Folders under `src/` beyond those of ADR 0006 that the service needs, e.g. svc-identity's `data`
   * (shipped data files). Every other folder is a finding.
   */
  extraFolders?: readonly string[];
}

export interface AnatomyFindings {
  /** The folders under `src/`, sorted. */
  folders: string[];
  /** Required folders (and `db/migrations`) that are missing. */
  missingFolders: string[];
  /** Folders that are neither required nor listed in `extraFolders`. */
  unknownFolders: string[];
  /**
   * `domain/<file> imports <module>` for each import of knex, Koa, pg, another layer of the service or the kit
   * other than `@cadeau/service-kit/errors`.
   */
  impureDomainImports: string[];
  /** `api/<file>:<line> <text>` for each line of a handler that builds SQL. */
  sqlInApi: string[];
  /**
   * `api/<file> serves <n> routes: <keys>` for each file whose exports `api/index.ts` maps to more than
   * one route: one file per route (ADR 0006).
   */
  apiFilesWithSeveralRoutes: string[];
  /** `domain/` test files: there must be some. */
  domainTests: string[];
  /** `domain/<file> imports <module>` for each domain test that needs a harness or the kit's test helpers. */
  domainTestsWithInfrastructure: string[];
}

const tsFilesOf = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? tsFilesOf(path) : path.endsWith('.ts') ? [path] : [];
      })
    : [];

/**
 * Every module a file names: `import … from`, `export … from`, side-effect `import '…'`, `import('…')` and
 * `require('…')`, so a re-export or a lazy import cannot slip a database into `domain/`.
 */
export function modulesImportedBy(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[1]));
}

/**
 * Modules `domain/` must not import: the database, HTTP, the service's other layers, and the kit beyond its
 * pure `@cadeau/service-kit/errors` (the kit root loads Koa, knex and NATS).
 */
const IMPURE = /^(knex|koa|@koa\/|pg$|@cadeau\/service-kit(?!\/errors$))|\/(db|api|adapters|workers)(\/|$)/;
/** A line of a handler that builds SQL: a table call on a transaction or knex, or a query-builder step. */
const SQL = /\b(trx|db|knex)\(\s*['"`<]|\.(raw|where|whereRaw|forUpdate|insert|update|delete)\(/;
/** What a domain test may not need: a running service, a database or the kit's test infrastructure. */
const INFRASTRUCTURE = /harness|testing/;

/**
 * The routes each `api/` file serves, read from the handler map of `api/index.ts`: its `'METHOD /path':
 * handler(deps)` entries and the files it imports the handlers from.
 */
function routesPerApiFile(apiDir: string): Map<string, string[]> {
  const index = join(apiDir, 'index.ts');
  const perFile = new Map<string, string[]>();
  if (!existsSync(index)) return perFile;
  const text = readFileSync(index, 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names, file] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g))
    for (const name of names.split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ))
      if (name) fileOf.set(name, `api/${file}.ts`);
  for (const [, key, handler] of text.matchAll(/'([A-Z]+ \/[^']*)':\s*(\w+)\(/g)) {
    const file = fileOf.get(handler);
    if (file) perFile.set(file, [...(perFile.get(file) ?? []), key]);
  }
  return perFile;
}

/** Reads a service's sources and reports every departure from the anatomy of ADR 0006 (files only, fast). */
export function inspectServiceAnatomy(serviceDir: string, opts: ServiceAnatomyOptions = {}): AnatomyFindings {
  const src = join(serviceDir, 'src');
  const rel = (file: string) => relative(src, file);
  const folders = readdirSync(src)
    .filter((n) => statSync(join(src, n)).isDirectory())
    .sort();
  const allowed = new Set<string>([...ANATOMY_FOLDERS, ...(opts.extraFolders ?? [])]);
  const required = [...ANATOMY_FOLDERS, 'db/migrations'];

  const domainFiles = tsFilesOf(join(src, 'domain'));
  const importsOf = (file: string) => modulesImportedBy(readFileSync(file, 'utf8'));
  const domainTests = domainFiles.filter((f) => f.endsWith('.test.ts'));

  return {
    folders,
    missingFolders: required.filter((f) => !existsSync(join(src, f)) || !statSync(join(src, f)).isDirectory()),
    unknownFolders: folders.filter((f) => !allowed.has(f)),
    impureDomainImports: domainFiles.flatMap((file) =>
      importsOf(file)
        .filter((m) => IMPURE.test(m))
        .map((m) => `${rel(file)} imports ${m}`),
    ),
    sqlInApi: tsFilesOf(join(src, 'api')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${rel(file)}:${i + 1}` }))
        .filter(({ line }) => SQL.test(line))
        .map(({ line, at }) => `${at} ${line}`),
    ),
    apiFilesWithSeveralRoutes: [...routesPerApiFile(join(src, 'api'))]
      .filter(([, keys]) => keys.length > 1)
      .map(([file, keys]) => `${file} serves ${keys.length} routes: ${keys.join(', ')}`),
    domainTests: domainTests.map(rel),
    domainTestsWithInfrastructure: domainTests.flatMap((file) =>
      importsOf(file)
        .filter((m) => INFRASTRUCTURE.test(m))
        .map((m) => `${rel(file)} imports ${m}`),
    ),
  };
}

/**
 * The anatomy test of a service (ADR 0006), one call in its `test/anatomy.test.ts`:
 * `describeServiceAnatomy(join(__dirname, '..'))`. It checks that the folders exist and no others, that
 * `domain/` imports no knex, Koa, other layer or kit module but `@cadeau/service-kit/errors`, that no line in `api/` builds SQL, that no `api/` file serves more than one route, and that `domain/` has
 * tests that need no database. A file that breaks the layout fails with its name, before review.
 */
export function describeServiceAnatomy(serviceDir: string, opts: ServiceAnatomyOptions = {}): void {
  const name = basename(serviceDir);
  describe(`${name} anatomy (ADR 0006)`, () => {
    let findings: AnatomyFindings;
    beforeAll(() => {
      findings = inspectServiceAnatomy(serviceDir, opts);
    });

    it('has the folders of every service and no others', () => {
      expect({ missing: findings.missingFolders, unknown: findings.unknownFolders }).toEqual({
        missing: [],
        unknown: [],
      });
    });

    it('keeps domain/ pure: no knex, no Koa, no kit but its errors, nothing of db/, api/, adapters/ or workers/', () => {
      expect(findings.impureDomainImports).toEqual([]);
    });

    it('keeps SQL out of the handlers in api/', () => {
      expect(findings.sqlInApi).toEqual([]);
    });

    it('has one file per route in api/', () => {
      expect(findings.apiFilesWithSeveralRoutes).toEqual([]);
    });

    it('tests domain/ rules next to them, without a database', () => {
      expect(findings.domainTests.length).toBeGreaterThan(0);
      expect(findings.domainTestsWithInfrastructure).toEqual([]);
    });
  });
}
