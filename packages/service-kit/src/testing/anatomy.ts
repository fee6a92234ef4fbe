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
  /**
   * Findings of `rulesInDb` and `sqlInApi` a service may keep, each, as `findingKey` names it, with the reason it
   * stays. An entry that is no longer found fails the test too, so a fix takes it off and the lists only shrink.
   * Since issue 22 no service keeps any: a db/ write calls the domain's plan or verdict on what it read (svc-catalog's
   * `changeOrderStatus` with `planStatusChange`, svc-identity's `inviteToOrganization` with `planInvitation`).
   */
  allowed?: { rulesInDb?: Readonly<Record<string, string>>; sqlInApi?: Readonly<Record<string, string>> };
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
  /** `api/<file>:<line> <text>` for each line of a handler that builds SQL or opens a transaction. */
  sqlInApi: string[];
  /**
   * `db/<file>: <text>` (with ` ×<n>` when the same line stands n times in the file) for each line of `db/` that
   * makes a rule instead of executing one: it defines or calls an `assert…` function, throws a refusal
   * (`errors.…`, a DomainError or a helper making one) or builds a DomainError. A refusal thrown in a `catch`
   * block (a unique index's violation answered in the API's words) and `throw new Error(…)` (a broken invariant,
   * not a refusal) are the database layer's own.
   */
  rulesInDb: string[];
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
 * pure `@cadeau/service-kit/errors` and `@cadeau/service-kit/dev-tools` (modules without imports; the kit root
 * loads Koa, knex and NATS).
 */
const IMPURE = /^(knex|koa|@koa\/|pg$|@cadeau\/service-kit(?!\/(errors|dev-tools)$))|\/(db|api|adapters|workers)(\/|$)/;
/**
 * A line of a handler that builds SQL: a table call on a transaction or knex, a query-builder step, or a
 * transaction opened (the handler would then compose the writes that db/ owns).
 */
const SQL = /\b(trx|db|knex)\(\s*['"`<\w]|\.(raw|where|whereRaw|forUpdate|insert|update|delete|transaction)\(/;
/**
 * A line of `db/` that makes a rule: an `assert…` function defined or called, a refusal thrown (anything thrown
 * that is made by a call, but a plain `new Error(…)`), or a DomainError built.
 */
const RULE =
  /\bfunction\s+assert\w*|\b(const|let)\s+assert\w*\s*=|\bassert[A-Z]\w*\s*\(|\bthrow\s+(new\s+)?(?!(Type|Range)?Error\b)[\w.]+\s*\(|\bnew\s+DomainError\b/;
/** What a domain test may not need: a running service, a database or the kit's test infrastructure. */
const INFRASTRUCTURE = /harness|testing/;

/**
 * The lines of a source, each with whether it starts inside a `catch` block (`catch (err) {` or `.catch((err) =>
 * {`), found by counting braces (good enough for this codebase's formatting; braces in strings are rare).
 */
function linesWithCatch(source: string): { text: string; inCatch: boolean }[] {
  let depth = 0;
  let pendingCatch = false;
  const catchDepths: number[] = [];
  return source.split('\n').map((text) => {
    const inCatch = catchDepths.length > 0;
    const catchAt = text.search(/\bcatch\b/);
    for (let i = 0; i < text.length; i++) {
      if (i === catchAt) pendingCatch = true;
      if (text[i] === '{') {
        if (pendingCatch) catchDepths.push(depth);
        pendingCatch = false;
        depth++;
      } else if (text[i] === '}') {
        depth--;
        if (catchDepths.at(-1) === depth) catchDepths.pop();
      }
    }
    return { text, inCatch };
  });
}

/** The rules made in one `db/` file, as `rulesInDb` names them. */
function rulesIn(file: string, rel: string): string[] {
  const counts = new Map<string, number>();
  for (const { text, inCatch } of linesWithCatch(readFileSync(file, 'utf8'))) {
    const line = text.trim();
    if (line.startsWith('//') || line.startsWith('*') || !RULE.test(line)) continue;
    if (inCatch && /^(if\b.*\)\s*)?throw\b/.test(line)) continue;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) => `${rel}: ${line}${n > 1 ? ` ×${n}` : ''}`);
}

/**
 * How an allow-list names a finding: `sqlInApi`'s without its line number (`api/<file>: <text>`), so an entry
 * survives edits elsewhere in the file; `rulesInDb`'s as they are.
 */
export const findingKey = (finding: string): string => finding.replace(/^(api\/[^:\s]+):\d+ /, '$1: ');

/** The findings no entry of `allowed` names, and the entries that name no finding (stale: to be taken off). */
export function againstAllowList(
  findings: readonly string[],
  allowed: Readonly<Record<string, string>> = {},
): { unlisted: string[]; stale: string[] } {
  const keys = new Set(findings.map(findingKey));
  return {
    unlisted: findings.filter((f) => !Object.hasOwn(allowed, findingKey(f))),
    stale: Object.keys(allowed).filter((entry) => !keys.has(entry)),
  };
}

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
    rulesInDb: tsFilesOf(join(src, 'db'))
      .filter((file) => !rel(file).startsWith('db/migrations/') && !file.endsWith('.test.ts'))
      .flatMap((file) => rulesIn(file, rel(file))),
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
 * `domain/` imports no knex, Koa, other layer or kit module but `@cadeau/service-kit/errors`, that no line in
 * `api/` builds SQL or opens a transaction, that `db/` executes plans and makes no rules (issue 22), that no `api/`
 * file serves more than one route, and that `domain/` has tests that need no database. A file that breaks the
 * layout fails with its name, before review. `allowed` lists what is left of SQL in `api/` and rules in `db/`,
 * each with its reason; the lists only shrink.
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

    it('keeps domain/ pure: no knex, no Koa, no kit but its errors and dev tools, nothing of db/, api/, adapters/ or workers/', () => {
      expect(findings.impureDomainImports).toEqual([]);
    });

    it('keeps SQL and transactions out of the handlers in api/', () => {
      expect(againstAllowList(findings.sqlInApi, opts.allowed?.sqlInApi).unlisted).toEqual([]);
    });

    it('keeps rules out of db/: it executes the plans domain/ makes (issue 22)', () => {
      expect(againstAllowList(findings.rulesInDb, opts.allowed?.rulesInDb).unlisted).toEqual([]);
    });

    it('allows only what is still found: a fixed entry is taken off its list', () => {
      expect({
        sqlInApi: againstAllowList(findings.sqlInApi, opts.allowed?.sqlInApi).stale,
        rulesInDb: againstAllowList(findings.rulesInDb, opts.allowed?.rulesInDb).stale,
      }).toEqual({ sqlInApi: [], rulesInDb: [] });
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
