import { routes, type RouteDef, type ServiceName } from '@cadeau/contracts';
import fc from 'fast-check';
import type { Knex } from 'knex';
import request, { type Response } from 'supertest';
import { isSuccess, type PermissionSample } from './route-permissions';

/**
 * Text that broke services before (issue 8: NUL, unpaired UTF-16 halves, year 0, `%00`) and text that
 * tends to break parsers and SQL, next to arbitrary Unicode and strings built from dangerous units.
 */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udc00\ud800',
  '%00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:60Z',
  '-1',
  '1e309',
  'NaN',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '__proto__',
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  'é'.repeat(300),
  '🎁',
];
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', 'a', '%', '-', '🎁'), maxLength: 12 }),
    weight: 2,
  },
);

/** Any JSON value a client could send, with nasty text in keys and values. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 3 }),
);

type Path = (string | number)[];

/** The paths of the leaves of a sample body (values to replace one at a time). */
function leafPaths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => leafPaths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]))];
  return [at];
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** Keys of a zod object schema (query strings are objects), or none. */
const shapeKeys = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD, as any HTTP client sends them). */
const encodeAll = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

export interface GeneratedRequest<P extends string> {
  persona: P;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON text sent (undefined: no body). */
  body?: string;
}

/**
 * Requests every run makes, whatever the generator draws: the sample with NUL, then an unpaired surrogate,
 * in each string of its body, each path parameter and each query value, from the first persona.
 */
export function fixedExamples<P extends string>(
  route: RouteDef,
  sample: PermissionSample,
  persona: P,
): GeneratedRequest<P>[] {
  const params = sample.params ?? {};
  const query = sample.query ?? {};
  const sampleBody = typeof sample.body === 'string' ? JSON.parse(sample.body) : sample.body;
  const json = (b: unknown) => (b === undefined ? undefined : JSON.stringify(b));
  const base = { persona, params, query, body: json(sampleBody) };
  const out: GeneratedRequest<P>[] = [];
  for (const bad of ['a\u0000b', 'a\ud800b']) {
    for (const path of sampleBody === undefined ? [] : leafPaths(sampleBody)) {
      const leaf = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], sampleBody);
      if (typeof leaf === 'string') out.push({ ...base, body: json(replaceAt(sampleBody, path, bad)) });
    }
    for (const name of Object.keys(params)) out.push({ ...base, params: { ...params, [name]: bad } });
    for (const name of [...new Set([...Object.keys(query), ...shapeKeys(route.query)])])
      out.push({ ...base, query: { ...query, [name]: bad } });
  }
  return out;
}

/** A request to `route` near its sample: one parameter, query value or body leaf replaced, or all of it. */
export function requestArbitrary<P extends string>(
  route: RouteDef,
  sample: PermissionSample,
  personas: readonly P[],
): fc.Arbitrary<GeneratedRequest<P>> {
  const params = sample.params ?? {};
  const paramNames = Object.keys(params);
  const query = sample.query ?? {};
  const queryNames = [...new Set([...Object.keys(query), ...shapeKeys(route.query)])];
  const sampleBody = typeof sample.body === 'string' ? JSON.parse(sample.body) : sample.body;
  const bodyPaths = sampleBody === undefined ? [] : leafPaths(sampleBody);

  const paramsArb = paramNames.length
    ? fc.oneof(
        fc.constant(params),
        fc.record({ name: fc.constantFrom(...paramNames), value: nastyText }).map(({ name, value }) => ({
          ...params,
          [name]: value,
        })),
        fc.constant(Object.fromEntries(paramNames.map((n) => [n, params[n].toUpperCase()]))),
      )
    : fc.constant(params);
  const queryArb = fc.oneof(
    fc.constant(query),
    queryNames.length
      ? fc.record({ name: fc.constantFrom(...queryNames), value: nastyText }).map(({ name, value }) => ({
          ...query,
          [name]: value,
        }))
      : fc.constant(query),
    fc.dictionary(nastyText, nastyText, { maxKeys: 2 }).map((extra) => ({ ...query, ...extra })),
  );
  const bodyArb: fc.Arbitrary<unknown> =
    route.body || sampleBody !== undefined
      ? fc.oneof(
          // The sample's own body, so the parameters, the query and the caller vary behind a valid body too.
          { arbitrary: fc.constant(sampleBody), weight: 1 },
          { arbitrary: nastyJson, weight: 1 },
          {
            arbitrary: bodyPaths.length
              ? fc
                  .record({
                    path: fc.constantFrom(...bodyPaths),
                    value: fc.oneof({ arbitrary: nastyText, weight: 4 }, { arbitrary: nastyJson, weight: 1 }),
                  })
                  .map(({ path, value }) => replaceAt(sampleBody, path, value))
              : nastyJson,
            weight: 3,
          },
          {
            arbitrary: fc
              .record({ name: fc.constantFrom(...shapeKeysOrAny(route.body)), value: nastyJson })
              .map(({ name, value }) => ({ ...(isObject(sampleBody) ? sampleBody : {}), [name]: value })),
            weight: 1,
          },
        )
      : fc.constant(undefined);

  return fc.record({
    persona: fc.constantFrom(...personas),
    params: paramsArb,
    query: queryArb,
    body: bodyArb.map((b) => (b === undefined ? undefined : JSON.stringify(b))),
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const shapeKeysOrAny = (schema: unknown) => {
  const keys = shapeKeys(schema);
  return keys.length ? keys : ['value'];
};

/** Path (with the prefix) and query string of a generated request, exactly as it is sent. */
export function generatedUrl(route: RouteDef, generated: GeneratedRequest<string>, pathPrefix = ''): string {
  const path =
    pathPrefix + route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeAll(generated.params[name] ?? ''));
  const search = Object.entries(generated.query)
    .map(([k, v]) => `${encodeAll(k)}=${encodeAll(v)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

export function sendGenerated(
  app: Parameters<typeof request>[0],
  route: RouteDef,
  generated: GeneratedRequest<string>,
  headers: Record<string, string>,
  pathPrefix = '',
): Promise<Response> {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const agent = request(app);
  const req = agent[method](generatedUrl(route, generated, pathPrefix)).set(headers);
  if (generated.body === undefined) return req.then((r) => r);
  return req
    .set('content-type', 'application/json')
    .send(generated.body)
    .then((r) => r);
}

/**
 * One fingerprint per table of the service's schema, for "a refused call wrote nothing": compare before and after.
 * `ignore` names tables a refusal writes on purpose (failed-login counters).
 */
export async function schemaFingerprint(db: Knex, ignore: readonly string[] = []): Promise<Record<string, string>> {
  const tables = (
    await db.raw<{ rows: { table_name: string }[] }>(
      `select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows
    .map((r) => r.table_name)
    .filter((t) => !ignore.includes(t) && !t.startsWith('knex_'));
  if (!tables.length) return {};
  // Any write shows in a table's row count and newest row version: an insert or delete moves the count, and every
  // inserted or updated row carries the writing transaction's id (xmin), newer than any before it, so a delete
  // with an insert moves the newest xmin. Cheaper than hashing every row's text (no sort, no md5), which made the
  // snapshots the bulk of these tests as the tables grew.
  // The outbox relay marks rows published in the background, whatever the request did: not a write of it, so the
  // outbox is hashed without that column.
  const fingerprint = (t: string) =>
    t === 'outbox'
      ? `(select md5(coalesce(string_agg(r, ',' order by r), '')) from (select (to_jsonb(x) - 'published_at')::text as r from "${t}" x) o)`
      : `(select count(*) || ':' || coalesce(max(x.xmin::text::bigint), 0) from "${t}" x)`;
  const columns = tables.map((t, i) => `${fingerprint(t)} as t${i}`).join(', ');
  const hashes = (await db.raw<{ rows: Record<string, string>[] }>(`select ${columns}`)).rows[0];
  return Object.fromEntries(tables.map((t, i) => [t, hashes[`t${i}`]]));
}

/** A generated request as sent: method, path with query string, and body text ('' without a body). */
export interface SentRequest {
  method: string;
  path: string;
  body: string;
}

export interface RoutePropertiesOptions<P extends string, W, X extends PermissionSample = PermissionSample> {
  service: ServiceName;
  /**
   * The callers generated requests come from: first one that passes every rule (the fixed examples use it),
   * and anonymous. Per route when no one caller passes every route's rules (a seller's routes and the platform
   * administrator's, or a signed service call for `internal` routes).
   */
  personas: readonly P[] | ((route: RouteDef) => readonly P[]);
  app(): Parameters<typeof request>[0];
  /** Fresh data for one route (the permission test's world does). */
  world?(route: RouteDef): Promise<W>;
  /** A valid call per route (the permission test's samples): generated requests vary it. */
  samples: Record<string, (world: W) => X>;
  /**
   * The persona's headers for one request. `sent` is the request as it goes out (method, path with query,
   * body text, '' for none): what a signed internal call's signature covers.
   */
  headersOf(persona: P, world: W, sent: SentRequest): Record<string, string>;
  /** The service's database: a refused call (not a success, `isSuccess`) and every GET must leave every table as it was. */
  db?: () => Knex;
  /** Tables a refused call writes on purpose (e.g. failed-login counters). */
  writtenOnRefusal?: readonly string[];
  /**
   * Waits until the service's background workers are idle, awaited before each snapshot: a worker that
   * settles an earlier call's work (a mail request) between "before" and "after" is not a write of the
   * refused call, and ignoring its table would hide a real one.
   */
  settle?: () => Promise<void>;
  /** Before every path: `/api` when the app is the gateway. */
  pathPrefix?: string;
  /** Generated requests per route (default 20; `ROUTE_PROPERTY_RUNS` raises it for a longer hunt). */
  numRuns?: number;
}

/**
 * Issue 8's property: whatever body, parameters and query a client sends to any route of the service, the
 * answer is never a 5xx, an answer that is not a 2xx wrote nothing, and a GET wrote nothing whatever it
 * answered. One test per route of the table.
 */
export function describeRouteProperties<P extends string, W = undefined, X extends PermissionSample = PermissionSample>(
  title: string,
  opts: RoutePropertiesOptions<P, W, X>,
): void {
  const serviceRoutes = (routes as readonly RouteDef[]).filter((r) => r.service === opts.service);
  const numRuns = Number(process.env.ROUTE_PROPERTY_RUNS) || opts.numRuns || 20;
  describe(title, () => {
    for (const route of serviceRoutes) {
      const key = `${route.method} ${route.path}`;
      it(key, async () => {
        const world = (opts.world ? await opts.world(route) : undefined) as W;
        const makeSample = opts.samples[key];
        if (!makeSample) throw new Error(`no sample call for ${key}`);
        const sample = makeSample(world);
        const personas = typeof opts.personas === 'function' ? opts.personas(route) : opts.personas;
        const arbitrary = requestArbitrary(route, sample, personas);
        const examples = fixedExamples(route, sample, personas[0]!).map((e) => [e] as [GeneratedRequest<P>]);
        await fc.assert(
          fc.asyncProperty(arbitrary, async (generated) => {
            await opts.settle?.();
            const before = opts.db ? await schemaFingerprint(opts.db(), opts.writtenOnRefusal) : null;
            // The sample's own headers (a webhook signature) go along: a mutated body then fails its check.
            const sent = {
              method: route.method,
              path: generatedUrl(route, generated, opts.pathPrefix),
              body: generated.body ?? '',
            };
            const headers = { ...sample.headers, ...opts.headersOf(generated.persona, world, sent) };
            const res = await sendGenerated(opts.app(), route, generated, headers, opts.pathPrefix);
            const outcome = `${res.status} ${(res.body as { message?: string })?.message ?? ''}`;
            expect({ key, outcome, serverError: res.status >= 500 }).toEqual({ key, outcome, serverError: false });
            // A refused call writes nothing, and a GET never writes, whatever it answers (link scanners and
            // prefetchers fetch GETs on their own; spec of the standards: "A GET never changes anything").
            if (before && (route.method === 'GET' || !isSuccess(res.status))) {
              await opts.settle?.();
              const after = await schemaFingerprint(opts.db!(), opts.writtenOnRefusal);
              const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
              expect({ key, outcome, changedTables: changed }).toEqual({ key, outcome, changedTables: [] });
            }
          }),
          { numRuns, endOnFailure: true, examples },
        );
      });
    }
  });
}
