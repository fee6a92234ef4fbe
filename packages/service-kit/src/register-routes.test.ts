import { serviceNames } from '@cadeau/contracts';
import request from 'supertest';
import { createService, type Service } from './service';
import { registerRoutes, routeKey, routesOf, type RouteHandlers } from './register-routes';
import { basicPersonaHeaders } from './testing/personas';
import { mailStandIns } from '../test/helpers/mail-stand-ins';

const secret = 'register-routes-secret';
const platformAdmin = basicPersonaHeaders('platformAdmin', secret);

const handlers = mailStandIns;

const start = (production: boolean, given: object = handlers) =>
  createService({
    name: 'svc-mail',
    service: 'mail',
    secret,
    production,
    setup: (kit) => registerRoutes(kit, given as RouteHandlers<'mail'>),
  });

const renderBody = { template: 'notification', locale: 'de', data: { title: 'Hallo', body: 'Text' } };

describe('registerRoutes', () => {
  let development: Service;
  let production: Service;
  beforeAll(async () => {
    [development, production] = await Promise.all([start(false), start(true)]);
  });
  afterAll(() => Promise.all([development.close(), production.close()]));

  it('registers every route of the service from the table', async () => {
    const api = request(development.app.callback());
    expect((await api.get('/dev/mails')).body).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
    expect((await api.post('/dev/render-mail').send(renderBody)).body.subject).toBe('notification');
    // The route's body schema still applies.
    expect((await api.post('/dev/render-mail').send({ template: 'nope' })).status).toBe(400);
    expect(development.kit.service).toBe('mail');
  });

  it('leaves routes with production: absent out in production (404 error.notFound for everyone)', async () => {
    const api = request(production.app.callback());
    for (const path of ['/dev/mails', '/dev/mails/abc', '/dev/mailbox']) {
      const res = await api.get(path).set(platformAdmin);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { message: 'error.notFound', requestId: expect.any(String) },
      });
    }
  });

  it('applies a production rule in production instead of access', async () => {
    const api = request(production.app.callback());
    expect((await api.post('/dev/render-mail').send(renderBody)).status).toBe(401);
    expect((await api.post('/dev/render-mail').set(platformAdmin).send(renderBody)).status).toBe(200);
    expect((await request(development.app.callback()).post('/dev/render-mail').send(renderBody)).status).toBe(200);
    expect((await api.post('/mail/check-address').send({ address: 'a@example.ch' })).status).toBe(200);
  });

  it('stops the start when a route has no handler or a handler names no route', async () => {
    const { ['GET /dev/mailbox']: _left, ...missing } = handlers;
    await expect(start(false, missing)).rejects.toThrow('svc-mail has no handler for GET /dev/mailbox');
    await expect(start(false, { ...handlers, 'GET /dev/nothing': async () => undefined })).rejects.toThrow(
      'svc-mail has handlers without a route: GET /dev/nothing',
    );
  });

  it('needs to know the service', async () => {
    await expect(
      createService({ name: 'tool', secret, setup: (kit) => registerRoutes(kit as never, handlers as never) }),
    ).rejects.toThrow('tool serves no service of the route table');
  });

  it('knows every service of the platform registry, and the gateway, by its process name', async () => {
    // The names come from the registry (contracts serviceNames), so a new service needs no list of the kit's.
    for (const service of serviceNames) {
      const name = service === 'gateway' ? 'gateway' : `svc-${service}`;
      const started = await createService({ name, secret, setup: () => undefined });
      await started.close();
      expect({ name, service: started.kit.service }).toEqual({ name, service });
    }
  });

  it('lists the routes of a service in table order', () => {
    expect(routesOf('mail').map(routeKey)).toEqual(Object.keys(handlers));
  });
});
