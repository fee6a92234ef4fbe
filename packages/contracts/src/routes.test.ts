import { compilePath, findRoute, routes, toKoaPath, type RouteDef } from './routes';

const rules = ['public', 'authenticated', 'self', 'orgMember', 'orgAdmin', 'platformAdmin'];

describe('route table', () => {
  it('gives every route an owning service and a known access rule', () => {
    for (const r of routes as readonly RouteDef[]) {
      expect(rules).toContain(r.access);
      expect(r.service).toBeTruthy();
      expect(r.path.startsWith('/')).toBe(true);
    }
  });

  it('has no two routes with the same method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses `self` only on paths that name the user', () => {
    for (const r of (routes as readonly RouteDef[]).filter((x) => x.access === 'self')) expect(r.path).toContain('{userId}');
  });

  it('gives every POST and PUT route that reads input a body schema', () => {
    const withoutBody = (routes as readonly RouteDef[]).filter((r) => (r.method === 'PUT' || r.method === 'POST') && !r.body).map((r) => r.path);
    // The SendGrid webhook verifies a signature over its raw bytes and parses them itself.
    expect(withoutBody).toEqual(['/auth/logout', '/mail/webhook/sendgrid']);
  });
});

describe('path matching', () => {
  it('extracts and decodes parameters', () => {
    expect(compilePath('/user/{userId}/sessions/{sessionId}')('/user/a%20b/sessions/c')).toEqual({ userId: 'a b', sessionId: 'c' });
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
      const earlier = list.slice(0, j).find((r) => r.method === later.method && compilePath(r.path)(later.path) !== null);
      expect({ route: `${later.method} ${later.path}`, shadowedBy: earlier ? `${earlier.method} ${earlier.path}` : null }).toEqual({ route: `${later.method} ${later.path}`, shadowedBy: null });
    });
  });
});
