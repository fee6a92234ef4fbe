import { listQuery, uuidParam } from '@cadeau/contracts';
import request from 'supertest';
import { z } from 'zod';
import { createService, type Service } from './service';
import { basicContexts } from './testing/personas';
import { signUserContext } from './user-context';

const secret = 'route-test-secret';
const user = basicContexts.user;
const ME = user.userId;

const itemRoute = {
  method: 'GET',
  path: '/things/{thingId}',
  service: 'identity',
  access: 'public',
  params: z.object({ thingId: uuidParam('error.thing.notFound') }),
} as const;
const listRoute = {
  method: 'GET',
  path: '/things',
  service: 'identity',
  access: 'public',
  query: listQuery(['name'], { archived: z.enum(['true', 'false']).optional() }),
} as const;
const selfRoute = {
  method: 'GET',
  path: '/people/{userId}/things',
  service: 'identity',
  access: 'self',
  params: z.object({ userId: uuidParam() }),
} as const;
const plainRoute = { method: 'GET', path: '/plain/{name}', service: 'identity', access: 'public' } as const;
const answerRoute = {
  method: 'GET',
  path: '/answer',
  service: 'identity',
  access: 'public',
  response: z.object({ id: z.string(), count: z.number() }),
} as const;

describe('kit.route path parameters and query strings', () => {
  let service: Service;
  const seen: unknown[] = [];
  beforeAll(async () => {
    service = await createService({
      name: 'route-test',
      secret,
      setup(kit) {
        kit.route(itemRoute, async (_ctx, { params }) => {
          // Typed from the route's schema: a string in lower case.
          const id: string = params.thingId;
          seen.push(id);
          return { id };
        });
        kit.route(listRoute, async (_ctx, { query }) => {
          const page: number = query.page;
          return { page, pageSize: query.pageSize, sort: query.sort, archived: query.archived ?? null };
        });
        kit.route(selfRoute, async (_ctx, { params }) => ({ userId: params.userId }));
        kit.route(plainRoute, async (_ctx, { params, query }) => ({ name: params.name, query }));
        kit.route(answerRoute, async () => ({ id: 'a', count: 1 }));
        // @ts-expect-error a handler must answer its route's response type (here `count` is missing)
        kit.route({ ...answerRoute, path: '/wrong-answer' }, async () => ({ id: 'a' }));
      },
    });
  });
  afterAll(() => service.close());
  const http = () => request(service.app.callback());

  it('hands the handler the parsed id, in lower case', async () => {
    const res = await http().get('/things/3F2A9C1B-0D4E-4F6A-8B7C-1D2E3F4A5B6C');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: '3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c' });
  });

  it.each(['not-a-uuid', '%ZZ', '1', `${ME}x`])(
    'answers a malformed id (%s) 404 with the key of the route, before the handler runs',
    async (id) => {
      const before = seen.length;
      const res = await http().get(`/things/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('error.thing.notFound');
      expect(seen.length).toBe(before);
    },
  );

  it('answers error.notFound when the schema names no key', async () => {
    const res = await http().get('/people/not-a-uuid/things').set(signUserContext(user, secret));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('error.notFound');
  });

  it('checks `self` against the normalised id', async () => {
    const res = await http().get(`/people/${ME.toUpperCase()}/things`).set(signUserContext(user, secret));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: ME });
  });

  it('still refuses an anonymous caller with 401 for a well-formed id', async () => {
    expect((await http().get(`/people/${ME}/things`)).status).toBe(401);
  });

  it('hands the handler the parsed query with its defaults', async () => {
    const res = await http().get('/things?page=3&archived=true&unknown=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ page: 3, pageSize: 25, sort: 'name', archived: 'true' });
  });

  it('answers a malformed query 400 with zod keys per field, as for bodies', async () => {
    const res = await http().get('/things?page=zero&sort=secret');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('zod.invalid');
    const fields = (res.body.issues as { path: string[]; message: string }[]).map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['page', 'sort']);
    for (const issue of res.body.issues as { message: string }[]) expect(issue.message).toMatch(/^zod\./);
  });

  it('answers HEAD on a GET route as GET does, headers without the body', async () => {
    const id = '3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c';
    const get = await http().get(`/things/${id}`);
    const head = await http().head(`/things/${id}`);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.text).toBeUndefined();
    // The same checks run: a bad id is refused as for GET, an anonymous caller of a `self` route is 401.
    expect((await http().head('/things/not-a-uuid')).status).toBe(404);
    expect((await http().head(`/people/${ME}/things`)).status).toBe(401);
  });

  it('passes the decoded values through for a route without schemas', async () => {
    const res = await http().get('/plain/a%20b?x=1&x=2');
    expect(res.body).toEqual({ name: 'a b', query: { x: '1' } });
    // The router keeps a bad encoding as it came instead of throwing.
    expect((await http().get('/plain/%ZZ')).status).toBe(200);
  });
});

describe('kit.route JSON bodies nested too deep', () => {
  const bodyRoute = {
    method: 'POST',
    path: '/deep',
    service: 'identity',
    access: 'public',
    body: z.object({ a: z.unknown().optional() }),
  } as const;
  let service: Service;
  beforeAll(async () => {
    service = await createService({
      name: 'route-depth-test',
      secret,
      setup(kit) {
        kit.route(bodyRoute, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => service.close());
  const post = (text: string) =>
    request(service.app.callback()).post('/deep').set('content-type', 'application/json').send(text);

  it('answers 400 error.validation, not 500, for arrays and objects 5,000 deep', async () => {
    const arrays = await post('['.repeat(5000) + ']'.repeat(5000));
    expect([arrays.status, arrays.body.message]).toEqual([400, 'error.validation']);
    const objects = await post('{"a":'.repeat(5000) + '1' + '}'.repeat(5000));
    expect([objects.status, objects.body.message]).toEqual([400, 'error.validation']);
  });

  it('takes a body up to JSON_MAX_DEPTH (64) and refuses one level more', async () => {
    // The outer object is level 1, so 63 nested objects inside it reach 64.
    const atLimit = await post('{"a":'.repeat(63) + '{}' + '}'.repeat(63));
    expect(atLimit.status).toBe(200);
    const beyond = await post('{"a":'.repeat(64) + '{}' + '}'.repeat(64));
    expect([beyond.status, beyond.body.message]).toEqual([400, 'error.validation']);
  });
});
