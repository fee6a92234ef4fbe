import { randomUUID } from 'node:crypto';
import { signUserContext } from '@cadeau/service-kit';
import { createTestDatabase, startNatsServer, type NatsServer, type TestDatabase } from '@cadeau/service-kit/testing';
import request from 'supertest';
import { createMailService, type MailService } from '../src/app';
import { startDnsServer, type DnsServer } from './helpers/dns-server';
import { invoiceMail, passwordReset, queue, SECRET, testOptions, TestSettings } from './helpers/mail-env';

const admin = {
  userId: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  roles: ['platformAdmin'],
  organizations: [],
  currentOrganizationId: null,
  impersonatorId: null,
  language: 'en',
};
const plainUser = { ...admin, roles: [] };
const renderBody = {
  template: 'invitation',
  locale: 'en',
  data: { organizationName: 'Acme <AG>', inviterName: 'Zoë', token: 'abcdefghijklmnop1234' },
};

describe('dev routes, render-mail and address checks', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  let dns: DnsServer;
  let dev: MailService;
  let prod: MailService;

  beforeAll(async () => {
    [testDb, nats, dns] = await Promise.all([
      createTestDatabase(),
      startNatsServer(),
      startDnsServer({ 'mx.example.ch': { mx: [{ exchange: 'mail.mx.example.ch', priority: 10 }] } }),
    ]);
    const base = testOptions({ databaseUrl: testDb.url, natsUrl: nats.url });
    dev = await createMailService({ ...base, settings: new TestSettings(), transactionalLoop: false });
    prod = await createMailService({
      ...base,
      production: true,
      mx: { enabled: true, servers: [dns.address], timeoutMs: 500 },
      settings: new TestSettings(),
      transactionalLoop: false,
    });
    await dev.migrate();
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
    await dns?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  const devHttp = () => request(dev.service.app.callback());
  const prodHttp = () => request(prod.service.app.callback());

  it('renders a template outside production for anyone', async () => {
    const res = await devHttp().post('/dev/render-mail').send(renderBody).expect(200);
    expect(res.body.subject).toBe('Invitation to Acme <AG> on Cadeau');
    expect(res.body.html).toContain('Acme &lt;AG&gt;');
    expect(res.body.text).toContain('http://localhost:8080/invitation?token=abcdefghijklmnop1234');
    const missing = await devHttp()
      .post('/dev/render-mail')
      .send({ ...renderBody, data: { token: 'abcdefghijklmnop1234' } })
      .expect(400);
    expect(missing.body.message).toBe('zod.invalid');
    expect(missing.body.issues).toContainEqual({ path: ['data', 'organizationName'], message: 'zod.required' });
  });

  it('renders in production only for platform administrators', async () => {
    await prodHttp().post('/dev/render-mail').send(renderBody).expect(401);
    await prodHttp().post('/dev/render-mail').set(signUserContext(plainUser, SECRET)).send(renderBody).expect(403);
    await prodHttp().post('/dev/render-mail').set(signUserContext(admin, SECRET)).send(renderBody).expect(200);
  });

  it('has no dev mailbox in production', async () => {
    for (const path of [
      '/dev/mails',
      '/dev/mails/11111111-1111-4111-8111-111111111111',
      '/dev/mails/11111111-1111-4111-8111-111111111111/attachments/0',
      '/dev/mailbox',
    ]) {
      const res = await prodHttp().get(path).expect(404);
      expect(res.body.message).toBe('error.notFound');
    }
  });

  it('opens the dev mailbox only in development or test, and only to callers on this machine (issue 8)', async () => {
    // An attachment that exists (an invoice's PDF): only the guard can refuse it.
    const [invoiceId] = await queue(dev.kit.db, invoiceMail('guard@example.ch'));
    const attachment = `/dev/mails/${invoiceId}/attachments/0`;
    const paths = ['/dev/mails', '/dev/mails/11111111-1111-4111-8111-111111111111', '/dev/mailbox', attachment];
    await devHttp().get('/dev/mails').expect(200);
    await devHttp().get(attachment).expect(200);
    // Through the gateway the socket is loopback; the caller the gateway forwards is not.
    for (const path of paths) {
      const res = await devHttp().get(path).set('x-forwarded-for', '203.0.113.9');
      expect([path, res.status, res.body.message]).toEqual([path, 404, 'error.notFound']);
    }
    await devHttp().get('/dev/mails').set('x-forwarded-for', '127.0.0.1').expect(200);
    const staging = await createMailService({
      ...testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }),
      environment: 'staging',
      settings: new TestSettings(),
      transactionalLoop: false,
    });
    try {
      for (const path of paths) {
        const res = await request(staging.service.app.callback()).get(path);
        expect([path, res.status]).toEqual([path, 404]);
      }
    } finally {
      await staging.close();
    }
  });

  it('serves the mailbox page with the mail in a sandboxed frame, its links, and no script', async () => {
    const [id] = await queue(dev.kit.db, {
      ...passwordReset('page@example.ch'),
      template: 'passwordReset',
      data: { firstName: 'Eve <img src=x onerror=alert(1)>', token: 'tokentokentoken123456' },
    });
    await dev.dispatcher.sendBatch('transactional', 10);
    const list = await devHttp().get('/dev/mailbox').expect(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.text).toContain(`<form method="post" action="mails/${id}/open?">`);
    expect(list.text).toContain('Passwort zurücksetzen');
    // Opening it posts its opening (issue 20) and goes on to the mail, relative to where the page is served.
    const opened = await devHttp().post(`/dev/mails/${id}/open`).query({ to: 'page@example.ch', page: 2 }).expect(303);
    expect(opened.headers.location).toBe(`../../mailbox?id=${id}&to=page%40example.ch&page=2`);
    const openedAt = (await dev.kit.db('messages').where({ id }).first('opened_at')).opened_at;
    expect(openedAt).toBeInstanceOf(Date);
    // The first opening stays; an unknown mail opens nothing and still lands on the mailbox.
    await devHttp().post(`/dev/mails/${id}/open`).expect(303);
    expect((await dev.kit.db('messages').where({ id }).first('opened_at')).opened_at).toEqual(openedAt);
    await devHttp().post(`/dev/mails/${randomUUID()}/open`).expect(303);

    const page = await devHttp().get('/dev/mailbox').query({ id, to: 'page@example.ch' }).expect(200);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('<iframe title="Mail content" sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page.text).toContain('<a href="http://localhost:8080/reset-password?token=tokentokentoken123456">');
    // The mail's own markup is inside srcdoc, escaped twice: no live element can come out of the data.
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).toContain('&amp;lt;img src=x onerror=alert(1)&amp;gt;');

    const unknown = await devHttp().get('/dev/mailbox').query({ id: 'nope' }).expect(200);
    expect(unknown.text).toContain('This mail does not exist.');
    await devHttp().get('/dev/mailbox').query({ page: 0 }).expect(400);
  });

  it('checks addresses: lengths and format always, the MX record when MX checks are on', async () => {
    const check = async (http: () => request.Agent | ReturnType<typeof request>, address: string) =>
      (await http().post('/mail/check-address').send({ address }).expect(200)).body;
    await expect(check(devHttp, 'anna@nowhere.example')).resolves.toEqual({ valid: true });
    await expect(check(devHttp, 'anna@@x')).resolves.toEqual({ valid: false, message: 'error.mail.invalidFormat' });
    await expect(check(prodHttp, 'anna@mx.example.ch')).resolves.toEqual({ valid: true });
    await expect(check(prodHttp, 'anna@nowhere.example')).resolves.toEqual({
      valid: false,
      message: 'error.mail.noMx',
    });
    await expect(check(prodHttp, `anna@${'a'.repeat(64)}.ch`)).resolves.toEqual({
      valid: false,
      message: 'error.mail.domainPartTooLong',
    });
  });
});
