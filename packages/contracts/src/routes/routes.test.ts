import { z } from 'zod';
import {
  BULK_REQUEST_TIMEOUT_MS,
  compilePath,
  findRoute,
  rateLimitPolicies,
  routes,
  toKoaPath,
  uuidParam,
  type RouteDef,
} from '.';

const rules = ['public', 'authenticated', 'self', 'orgMember', 'orgAdmin', 'platformAdmin', 'internal'];

describe('route table', () => {
  it('gives every route an owning service and a known access rule', () => {
    for (const r of routes as readonly RouteDef[]) {
      expect(rules).toContain(r.access);
      expect(r.service).toBeTruthy();
      expect(r.path.startsWith('/')).toBe(true);
    }
  });

  it('gives a longer upstream timeout only to the routes doing bulk work in one request', () => {
    const long = (routes as readonly RouteDef[]).filter((r) => r.timeoutMs).map((r) => `${r.method} ${r.path}`);
    expect(long.sort()).toEqual([
      'POST /campaign/{campaignId}/approve',
      'POST /campaign/{campaignId}/create-template',
      'POST /campaign/{campaignId}/recipients/import',
      'POST /invoice/payments',
    ]);
    for (const r of routes as readonly RouteDef[]) if (r.timeoutMs) expect(r.timeoutMs).toBe(BULK_REQUEST_TIMEOUT_MS);
  });

  it('has no two routes with the same method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives internal routes nothing the gateway would use: it never forwards them (ADR 0008)', () => {
    const internal = (routes as readonly RouteDef[]).filter((r) => r.access === 'internal');
    expect(internal.map((r) => `${r.method} ${r.path}`)).toContain('POST /internal/sessions/resolve');
    for (const r of internal) {
      expect(r).not.toHaveProperty('rateLimit');
      expect(r).not.toHaveProperty('forwardHeaders');
      // A development tool may be absent in production (the service does not register it); no other rule.
      if ('production' in r) expect(r.production).toBe('absent');
      expect(findRoute(r.method, r.path)?.route).toBe(r);
    }
  });

  it('uses `self` only on paths that name the user', () => {
    for (const r of (routes as readonly RouteDef[]).filter((x) => x.access === 'self'))
      expect(r.path).toContain('{userId}');
  });

  it('gives every POST and PUT route that reads input a body schema', () => {
    const withoutBody = (routes as readonly RouteDef[])
      .filter((r) => (r.method === 'PUT' || r.method === 'POST') && !r.body)
      .map((r) => r.path);
    // The SendGrid webhook verifies a signature over its raw bytes and parses them itself; an upload's body is
    // the file, which svc-catalog reads as a stream and judges by its first bytes; a recipients import is a CSV
    // file that svc-campaign parses as it arrives (its column mapping is the query); the redemption page's visit
    // beacon carries nothing (navigator.sendBeacon without data: the path names the code), nor does the dev mailbox's
    // "open this mail" form (the path names the mail); the dev send-now of a
    // campaign's mails and its end name their campaign in the path, the demo's money needs nothing; a bank's camt.054 notification is XML, which svc-billing
    // reads as bytes and checks itself (no DOCTYPE, the ISO namespace).
    expect(withoutBody).toEqual([
      '/invoice/payments',
      '/internal/dev/demo-billing',
      '/auth/logout',
      '/dev/mails/{mailId}/open',
      '/mail/webhook/sendgrid',
      '/internal/dev/campaign-mail/{campaignId}/send',
      '/file/upload',
      '/campaign/{campaignId}/recipients/import',
      '/voucher/{code}/visit',
      '/internal/dev/campaigns/{campaignId}/finish',
    ]);
  });
});

describe('path parameters and query strings', () => {
  const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('gives every `{param}` of a path a schema, and the schema no key the path lacks', () => {
    for (const r of routes as readonly RouteDef[]) {
      const keys = r.params instanceof z.ZodObject ? Object.keys(r.params.shape).sort() : [];
      expect({ route: `${r.method} ${r.path}`, keys }).toEqual({
        route: `${r.method} ${r.path}`,
        keys: placeholders(r.path),
      });
    }
  });

  it('accepts a uuid in any case and passes it on in lower case', () => {
    const id = uuidParam();
    expect(id.parse('3F2A9C1B-0D4E-4F6A-8B7C-1D2E3F4A5B6C')).toBe('3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c');
  });

  it('refuses a malformed id with the key the route answers for an unknown one', () => {
    const sessions = findRoute('DELETE', '/user/u1/sessions/s1')!.route;
    const result = sessions.params!.safeParse({ userId: 'not-a-uuid', sessionId: 'x' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe('error.session.notFound');
    const list = findRoute('GET', '/user/u1/sessions')!.route;
    expect(list.params!.safeParse({ userId: 'not-a-uuid' }).error!.issues[0].message).toBe('error.notFound');
  });

  it('declares a query schema on every list route (a GET answering a page)', () => {
    // A page: its items, its number and size, the total (GET /platform/tasks counts what waits, it pages nothing).
    const pages = (routes as readonly RouteDef[]).filter(
      (r) =>
        r.method === 'GET' &&
        r.response instanceof z.ZodObject &&
        'total' in r.response.shape &&
        'page' in r.response.shape,
    );
    expect(pages.length).toBeGreaterThan(5);
    for (const r of pages) expect({ route: r.path, query: !!r.query }).toEqual({ route: r.path, query: true });
  });

  it('finds the GET route for HEAD, and no route for a method without one', () => {
    expect(findRoute('HEAD', '/user/u1/sessions')!.route).toBe(findRoute('GET', '/user/u1/sessions')!.route);
    expect(findRoute('OPTIONS', '/user/u1/sessions')).toBeNull();
  });

  it('coerces list query strings into typed values', () => {
    const users = findRoute('GET', '/user')!.route;
    expect(users.query!.parse({ page: '2', blocked: 'true' })).toMatchObject({ page: 2, pageSize: 25, blocked: true });
    expect(users.query!.safeParse({ page: 'zero' }).success).toBe(false);
  });
});

describe('rate-limit policies', () => {
  it('names a known policy on every limited route', () => {
    const limited = (routes as readonly RouteDef[]).filter((r) => r.rateLimit);
    expect(limited.length).toBeGreaterThan(10);
    for (const r of limited) expect(Object.keys(rateLimitPolicies)).toContain(r.rateLimit);
  });

  it('keeps login attempts in a budget of their own', () => {
    const loginPolicy = (routes as readonly RouteDef[]).filter((r) => r.rateLimit === 'login').map((r) => r.path);
    expect(loginPolicy).toEqual(['/auth/login']);
  });

  it('limits every route that mails someone outside the platform at a press of a button', () => {
    const byPath = new Map((routes as readonly RouteDef[]).map((r) => [`${r.method} ${r.path}`, r.rateLimit]));
    expect(byPath.get('POST /campaign/{campaignId}/recipients/{id}/send-code')).toBe('codeMail');
    expect(byPath.get('POST /campaign/{campaignId}/mail-design/{id}/test')).toBe('testMail');
  });

  it("keeps every public gift-code route in the voucher budget, the used code's order too (issue 23)", () => {
    const codeRoutes = (routes as readonly RouteDef[]).filter(
      (r) => r.access === 'public' && r.path.startsWith('/voucher/{code}'),
    );
    expect(codeRoutes.map((r) => `${r.method} ${r.path}`)).toContain('GET /voucher/{code}/order');
    for (const r of codeRoutes)
      expect({ route: `${r.method} ${r.path}`, rateLimit: r.rateLimit }).toMatchObject({
        rateLimit: 'voucher',
      });
    const used = findRoute('GET', '/voucher/1234-5678-9012-3456/order')!;
    expect(used.route.path).toBe('/voucher/{code}/order');
    expect(used.params).toEqual({ code: '1234-5678-9012-3456' });
    expect(findRoute('POST', '/voucher/1234/order')!.route.body).toBeDefined();
  });

  it('limits every public route that writes, except the signed SendGrid webhook', () => {
    const unlimited = (routes as readonly RouteDef[])
      .filter((r) => r.access === 'public' && r.method !== 'GET' && !r.rateLimit && !r.production)
      .map((r) => r.path);
    expect(unlimited).toEqual(['/mail/webhook/sendgrid']);
  });
});

describe('path matching', () => {
  it('extracts and decodes parameters', () => {
    expect(compilePath('/user/{userId}/sessions/{sessionId}')('/user/a%20b/sessions/c')).toEqual({
      userId: 'a b',
      sessionId: 'c',
    });
  });

  it('does not match a parameter with a bad percent-encoding (a client mistake, not an exception)', () => {
    expect(compilePath('/user/{userId}/sessions')('/user/%ZZ/sessions')).toBeNull();
    expect(findRoute('GET', '/user/%ZZ/sessions')).toBeNull();
    expect(findRoute('GET', '/user/%E0%A4%A/sessions')).toBeNull();
  });

  it('does not let a parameter span segments', () => {
    expect(compilePath('/user/{userId}/sessions')('/user/a/b/sessions')).toBeNull();
  });

  it('finds routes by method and path', () => {
    expect(findRoute('GET', '/user/myuser')?.route.path).toBe('/user/myuser');
    expect(findRoute('DELETE', '/user/u1/sessions/s1')?.params).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(findRoute('POST', '/user/myuser')).toBeNull();
  });

  it('converts to koa-router syntax', () => {
    expect(toKoaPath('/user/{userId}/sessions/{sessionId}')).toBe('/user/:userId/sessions/:sessionId');
  });
});

describe('route order', () => {
  it('never lets an earlier `{param}` route shadow a later fixed route', () => {
    const list = routes as readonly RouteDef[];
    list.forEach((later, j) => {
      const earlier = list
        .slice(0, j)
        .find((r) => r.method === later.method && compilePath(r.path)(later.path) !== null);
      expect({
        route: `${later.method} ${later.path}`,
        shadowedBy: earlier ? `${earlier.method} ${earlier.path}` : null,
      }).toEqual({ route: `${later.method} ${later.path}`, shadowedBy: null });
    });
  });
});
