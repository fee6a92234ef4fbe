import { routes, type AccessRule, type RouteDef, type ServiceName } from '@cadeau/contracts';
import request, { type Response } from 'supertest';

export type PermissionMode = 'development' | 'production';

/** One call of a route: path parameters, query, body (a string is sent as raw JSON) and extra headers. */
export interface PermissionSample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: string | object;
  headers?: Record<string, string>;
}

/**
 * `P` the persona names, `W` the per-route world, `X` the sample type (a PermissionSample with whatever
 * flags `around` needs, e.g. `foreign: true` for a call naming another organisation's data).
 */
export interface RoutePermissionsOptions<P extends string, W, X extends PermissionSample = PermissionSample> {
  service: ServiceName;
  /** The callers, one of them `'anonymous'` (no user context). */
  personas: readonly P[];
  /** Which personas each access rule lets through (`internal` lets no user through: 403 for all). */
  allowedBy: Record<Exclude<AccessRule, 'internal'>, readonly P[]>;
  /** Modes to run every route in; production follows the route's `production` rule. Default development. */
  modes?: readonly PermissionMode[];
  /** The service's HTTP handler in a mode (read when a test runs, so it may be set in beforeAll). */
  app(mode: PermissionMode): Parameters<typeof request>[0];
  /** Fresh data for one route's test (e.g. organisations, sessions); default none. */
  world?(route: RouteDef, mode: PermissionMode): Promise<W>;
  /** A sample call per route of the service, keyed `'METHOD /path'`. */
  samples: Record<string, (world: W) => X>;
  /** Signed user context headers of a persona ({} for anonymous). */
  headersOf(persona: P, world: W): Record<string, string>;
  /**
   * What "allowed" means: `notRefused` (default), the rule did not refuse (no 401 error.unauthorized,
   * no 403 error.forbidden; the sample may still be refused for other reasons, e.g. 404 or 409);
   * `success`: a 2xx answer.
   */
  allowed?: 'notRefused' | 'success';
  /**
   * The critical routes (approving, setting statuses, paying out) with the personas that may call them, written by
   * hand: a wrong rule in the route table would otherwise move its own expectation. The route's test then expects
   * exactly these personas through, whatever the table says, and a pinned route missing from the table fails.
   */
  pinned?: Readonly<Record<string, readonly P[]>>;
  /** Wraps each persona's call for extra checks (a snapshot before, no leak after); returns the response. */
  around?(persona: P, context: AroundContext<W, X>, call: () => Promise<Response>): Promise<Response>;
}

export interface AroundContext<W, X extends PermissionSample = PermissionSample> {
  route: RouteDef;
  mode: PermissionMode;
  world: W;
  sample: X;
}

const key = (r: RouteDef) => `${r.method} ${r.path}`;
const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`sample has no value for {${name}} of ${path}`);
    return encodeURIComponent(params[name]);
  });

/**
 * A success: a 2xx, or 303 See Other, the answer of a form post that did its work and sends the browser on to a
 * page (Post/Redirect/Get: the dev mailbox's "open").
 */
export const isSuccess = (status: number): boolean => (status >= 200 && status < 300) || status === 303;

/** The outcome the table promises for a persona: `allowed`, or the refusal as `<status> <message>`. */
export function expectedOutcome<P extends string>(
  route: RouteDef,
  mode: PermissionMode,
  persona: P,
  allowedBy: RoutePermissionsOptions<P, unknown>['allowedBy'],
): string {
  const rule = mode === 'production' && route.production ? route.production : route.access;
  if (rule === 'absent') return '404 error.notFound';
  // No user passes `internal`: only a signed call of another service does (see createInternalClient).
  if ((rule as string) === 'internal') return '403 error.forbidden';
  if (allowedBy[rule as keyof typeof allowedBy].includes(persona)) return 'allowed';
  return persona === 'anonymous' ? '401 error.unauthorized' : '403 error.forbidden';
}

/** The outcome of a persona on a pinned route: through, or refused as anonymous (401) or signed in (403). */
function pinnedOutcome(persona: string, through: boolean): string {
  if (through) return 'allowed';
  return persona === 'anonymous' ? '401 error.unauthorized' : '403 error.forbidden';
}

function outcomeOf(res: Response, allowed: 'notRefused' | 'success', expected: string): string {
  const actual = `${res.status} ${res.body?.message ?? ''}`.trim();
  if (res.status >= 500) return actual;
  if (expected !== 'allowed') return actual;
  const refusedByRule =
    (res.status === 401 && res.body?.message === 'error.unauthorized') ||
    (res.status === 403 && res.body?.message === 'error.forbidden');
  if (allowed === 'success') return isSuccess(res.status) ? 'allowed' : actual;
  return refusedByRule ? actual : 'allowed';
}

/**
 * The generated permission test of a service: every route of the table owned by `service`, in every mode,
 * called as every persona; the outcome must be what the route's rule promises (`access`, or in production
 * its `production` rule). A route without a sample, or a sample without a route, fails. Call it at the top
 * level of a test file, next to the beforeAll that starts the service.
 */
export function describeRoutePermissions<
  P extends string,
  W = undefined,
  X extends PermissionSample = PermissionSample,
>(title: string, opts: RoutePermissionsOptions<P, W, X>): void {
  const serviceRoutes = (routes as readonly RouteDef[]).filter((r) => r.service === opts.service);
  const modes = opts.modes ?? ['development'];
  const allowed = opts.allowed ?? 'notRefused';

  describe(title, () => {
    it(`has a sample call for every ${opts.service} route and no sample without a route`, () => {
      const keys = serviceRoutes.map(key);
      expect(keys.filter((k) => !(k in opts.samples))).toEqual([]);
      expect(Object.keys(opts.samples).filter((k) => !keys.includes(k))).toEqual([]);
      expect(Object.keys(opts.pinned ?? {}).filter((k) => !keys.includes(k))).toEqual([]);
    });

    for (const route of serviceRoutes) {
      for (const mode of modes) {
        const name = modes.length > 1 ? `${key(route)} in ${mode}` : `${key(route)} (${route.access})`;
        it(name, async () => {
          const world = (opts.world ? await opts.world(route, mode) : undefined) as W;
          const makeSample = opts.samples[key(route)];
          if (!makeSample) throw new Error(`no sample call for ${key(route)}`);
          const sample = makeSample(world);
          const outcomes: Record<string, string> = {};
          const wanted: Record<string, string> = {};
          for (const persona of opts.personas) {
            const call = async () => {
              const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
              const agent = request(opts.app(mode));
              const req = agent[method](fill(route.path, sample.params)).set(opts.headersOf(persona, world));
              if (sample.headers) req.set(sample.headers);
              if (sample.query) req.query(sample.query);
              if (typeof sample.body === 'string') req.set('content-type', 'application/json');
              return sample.body === undefined ? await req : await req.send(sample.body);
            };
            const res = opts.around ? await opts.around(persona, { route, mode, world, sample }, call) : await call();
            const pinned = opts.pinned?.[key(route)];
            wanted[persona] = pinned
              ? pinnedOutcome(persona, pinned.includes(persona))
              : expectedOutcome(route, mode, persona, opts.allowedBy);
            outcomes[persona] = outcomeOf(res, allowed, wanted[persona]);
          }
          expect(outcomes).toEqual(wanted);
        });
      }
    }
  });
}
