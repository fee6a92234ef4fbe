import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { renderMailDesignRoute } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { createInternalClient, signInternalCall, signUserContext } from '@cadeau/service-kit';
import { createTestDatabase, startNatsServer, type NatsServer, type TestDatabase } from '@cadeau/service-kit/testing';
import request from 'supertest';
import { createMailService, type MailService } from '../src/app';
import { everyBlockDesign } from './helpers/designs';
import { PUBLIC_URL, SECRET, testOptions, TestSettings } from './helpers/mail-env';

const PATH = '/internal/mail-design/render';
const admin = {
  userId: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  roles: ['platformAdmin'],
  organizations: [],
  currentOrganizationId: null,
  impersonatorId: null,
  language: 'en',
};

/**
 * svc-campaign's preview of a mail design (issue 11): `POST /internal/mail-design/render`, a signed service
 * call, answers the design as e-mail HTML with sample values where none are given.
 */
describe('POST /internal/mail-design/render', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  let mail: MailService;

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    mail = await createMailService({
      ...testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }),
      settings: new TestSettings(),
      transactionalLoop: false,
    });
  });
  afterAll(async () => {
    await mail?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  const http = () => request(mail.service.app.callback());
  /** A call signed as svc-campaign signs it (ADR 0008), with `secret`. */
  const signed = (body: unknown, secret = SECRET) => {
    const text = JSON.stringify(body);
    const headers = signInternalCall(secret, {
      method: 'POST',
      path: PATH,
      body: text,
      caller: 'svc-campaign',
      timestampSec: Math.floor(Date.now() / 1000),
    });
    return http().post(PATH).set(headers).set('content-type', 'application/json').send(text);
  };

  it('renders the design with sample values for the preview', async () => {
    const res = await signed({ design: everyBlockDesign(), language: 'de' }).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['html', 'subject']);
    expect(res.body.subject).toBe('Ein Geschenk von Muster AG <b>');
    expect(res.body.html).toMatch(/^<!doctype html>\s*<html lang="de"/);
    expect(res.body.html).toContain('Liebe Frau Muster');
    expect(res.body.html).toContain('1234-5678-9012-3452');
    expect(res.body.html).toContain(`href="${PUBLIC_URL}/campaign"`);
    expect(res.body.html).toContain(`href="${PUBLIC_URL}/unsubscribe"`);
    expect(res.body.html).toContain(`href="${PUBLIC_URL}/imprint"`);
    expect(res.body.html).not.toMatch(/\{\{|<script/);
  });

  it('fills the values it is given, escaped, and samples for the rest', async () => {
    const res = await signed({
      design: everyBlockDesign(),
      language: 'en',
      values: { salutation: 'Dear <script>alert(1)</script>', giverName: 'Acme & Co' },
    }).expect(200);
    expect(res.body.subject).toBe('A gift from Acme & Co & "friends"');
    expect(res.body.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body.html).not.toContain('<script');
    expect(res.body.html).toContain('12/31/26');
  });

  it('answers a malformed design with 400 and its issues, never a 5xx', async () => {
    const design = everyBlockDesign();
    const bad = [
      // An unknown block type never reaches MJML.
      { ...design, blocks: [...design.blocks, { type: 'html', html: '<script>alert(1)</script>' }] },
      // An unknown placeholder, a javascript: link, a second footer, a data: image.
      { ...design, subject: { de: 'Hallo {{password}}', en: 'Hi' } },
      { ...design, blocks: [{ type: 'text', text: { de: '[x](javascript:alert(1))', en: 'x' } }, ...design.blocks] },
      { ...design, blocks: [...design.blocks, design.blocks[design.blocks.length - 1]] },
      { ...design, blocks: [{ type: 'headerImage', imageUrl: 'data:image/png;base64,AAAA', alt: { de: '', en: '' } }] },
      { ...design, version: 2 },
      { ...design, theme: { ...design.theme, primaryColor: 'red;background:url(x)' } },
      'not a design',
    ];
    const keys: string[] = [];
    for (const d of bad) {
      const res = await signed({ design: d, language: 'de' });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: expect.stringMatching(/^zod\./),
      });
      expect(res.body.issues.length).toBeGreaterThan(0);
      keys.push(...res.body.issues.map((i: { message: string }) => i.message));
    }
    expect(keys).toEqual(
      expect.arrayContaining([
        ErrorKeys.mailDesign.unknownPlaceholder,
        ErrorKeys.mailDesign.invalidLink,
        ErrorKeys.mailDesign.footerCount,
        ErrorKeys.mailDesign.invalidImageUrl,
      ]),
    );
    expect((await signed({ design: everyBlockDesign(), language: 'fr' })).status).toBe(400);
  });

  it('refuses every call that is not a signed service call', async () => {
    const body = { design: everyBlockDesign(), language: 'de' };
    const unsigned = await http().post(PATH).send(body);
    expect({ status: unsigned.status, message: unsigned.body.message }).toEqual({
      status: 403,
      message: 'error.forbidden',
    });
    const foreign = await signed(body, 'another-secret-0123456789abcdef');
    expect(foreign.status).toBe(403);
    const asAdmin = await http().post(PATH).set(signUserContext(admin, SECRET)).send(body);
    expect(asAdmin.status).toBe(403);

    // A body changed after signing, and a signature older than a minute.
    const text = JSON.stringify(body);
    const headers = signInternalCall(SECRET, {
      method: 'POST',
      path: PATH,
      body: text,
      caller: 'svc-campaign',
      timestampSec: Math.floor(Date.now() / 1000),
    });
    const tampered = await http()
      .post(PATH)
      .set(headers)
      .set('content-type', 'application/json')
      .send(text.replace('Ein Geschenk', 'Phishing'));
    expect(tampered.status).toBe(403);
    const stale = signInternalCall(SECRET, {
      method: 'POST',
      path: PATH,
      body: text,
      caller: 'svc-campaign',
      timestampSec: Math.floor(Date.now() / 1000) - 120,
    });
    expect((await http().post(PATH).set(stale).set('content-type', 'application/json').send(text)).status).toBe(403);
  });

  it("answers svc-campaign's typed internal client over HTTP", async () => {
    const server: http.Server = mail.service.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const client = createInternalClient({
        caller: 'svc-campaign',
        service: 'mail',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        secret: SECRET,
      });
      const rendered = await client.call(renderMailDesignRoute, {
        body: { design: everyBlockDesign(), language: 'en', values: { campaignName: 'Winter' } },
      });
      expect(rendered.subject).toBe('A gift from Sample Ltd & "friends"');
      expect(rendered.html).toContain('Valid until 12/31/26 for Winter.');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
