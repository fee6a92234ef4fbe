import {
  createTestDatabase,
  startNatsServer,
  until,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import { connect, type NatsConnection } from 'nats';
import request from 'supertest';
import { createMailService, type MailService } from '../src/app';
import { invoiceMail, publishCommand, samplePdf, testOptions, TestSettings } from './helpers/mail-env';
import { SendGridStandin } from './helpers/sendgrid-standin';

const API_KEY = 'SG.attachment-test-key';

/**
 * Attachments (issue 19: svc-billing's invoice PDFs) end to end: a command published on MAIL, stored with its PDF,
 * shown and downloaded byte for byte from the dev mailbox, sent to SendGrid as v3 `attachments[]`, and a command
 * with a bad attachment failed with error.mail.invalidAttachmentEncoding.
 */
describe('mail attachments', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  let mail: MailService;
  let nc: NatsConnection;
  let standin: SendGridStandin;
  const settings = new TestSettings({ provider: 'dev' });

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    standin = await new SendGridStandin({ apiKey: API_KEY }).start();
    mail = await createMailService({ ...testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }), settings });
    await mail.migrate();
    await mail.startWorkers();
    nc = await connect({ servers: nats.url });
  });
  afterAll(async () => {
    await nc?.close();
    await mail?.close();
    await standin?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  const http = () => request(mail.service.app.callback());
  const messageFor = (key: string, status: string) =>
    until(status, () => mail.kit.db('messages').where({ idempotency_key: key, status }).first());

  it('stores the PDF with the mail and serves the same bytes from the dev mailbox', async () => {
    const pdf = samplePdf(50_000);
    const cmd = invoiceMail('buchhaltung@example.ch', pdf);
    await publishCommand(nc, cmd, { producer: 'billing' });
    const row = await messageFor(cmd.idempotencyKey, 'sent');
    expect(row.subject).toBe('Depotrechnung R-2026-0001: Weihnachten 2026');

    const shown = (await http().get(`/dev/mails/${row.id}`).expect(200)).body;
    expect(shown.attachments).toEqual([
      {
        index: 0,
        filename: 'Rechnung-R-2026-0001.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        url: `http://localhost:8080/api/dev/mails/${row.id}/attachments/0`,
      },
    ]);
    // The url goes through the gateway (/api); svc-mail itself serves the path below it.
    const file = await http()
      .get(new URL(shown.attachments[0].url).pathname.replace(/^\/api/, ''))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Rechnung-R-2026-0001.pdf"');
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    await http().get(`/dev/mails/${row.id}/attachments/1`).expect(404);

    const page = await http().get('/dev/mailbox').query({ id: row.id }).expect(200);
    expect(page.text).toContain(
      `<a href="mails/${row.id}/attachments/0" download="Rechnung-R-2026-0001.pdf">Rechnung-R-2026-0001.pdf</a>`,
    );
  });

  it('fails a command with a bad attachment with error.mail.invalidAttachmentEncoding, the mail kept to be seen', async () => {
    const cmd = invoiceMail('bad@example.ch');
    const [attachment] = cmd.attachments!;
    // Valid base64, but not a PDF: the contract checks what the bytes are, not only their encoding.
    const notPdf = {
      ...cmd,
      attachments: [{ ...attachment, contentBase64: Buffer.from('<html>').toString('base64') }],
    };
    await publishCommand(nc, notPdf);
    const row = await messageFor(cmd.idempotencyKey, 'failed');
    expect(row).toMatchObject({ last_error: 'error.mail.invalidAttachmentEncoding', attempts: 0 });
    expect(row.error_detail).toContain('attachments.0.contentBase64');
    expect(row.subject).toBe('Depotrechnung R-2026-0001: Weihnachten 2026');
    expect(await mail.kit.db('message_attachments').where({ message_id: row.id })).toEqual([]);
  });

  it('sends the PDF to SendGrid as a v3 attachment', async () => {
    Object.assign(settings.value, { provider: 'sendgrid', providerKey: API_KEY, providerUrl: standin.url });
    const pdf = samplePdf(60_000);
    const cmd = invoiceMail('finance@example.ch', pdf);
    await publishCommand(nc, cmd, { producer: 'billing' });
    const row = await messageFor(cmd.idempotencyKey, 'sent');
    const [accepted] = standin.accepted.filter((m) => m.messageId === row.id);
    expect(accepted.attachments).toHaveLength(1);
    expect(accepted.attachments[0]).toMatchObject({
      filename: 'Rechnung-R-2026-0001.pdf',
      type: 'application/pdf',
      disposition: 'attachment',
    });
    expect(Buffer.compare(accepted.attachments[0].content, pdf)).toBe(0);
  });
});
