import http from 'node:http';
import { connect, type NatsConnection } from 'nats';
import { signUserContext } from '@cadeau/service-kit';
import { until } from '@cadeau/service-kit/testing';
import { IMPORT_MAX_ROWS, IMPORT_PROGRESS_SUBJECT, type ImportProgressMessage } from '@cadeau/contracts';
import { MAX_COPY_CONNECTIONS } from '../src/api/recipient-connections';
import { startCampaign, member, SECRET, type CampaignHarness, type Caller } from './harness';
import { campaignOf, csvOf } from './recipients-world';

let h: CampaignHarness;
let admin: Caller;

beforeAll(async () => {
  h = await startCampaign();
  admin = member();
});
afterAll(() => h.stop());

const upload = (campaignId: string, body: string | Buffer, query = '') =>
  h
    .http()
    .post(`/campaign/${campaignId}/recipients/import${query}`)
    .set(h.as(admin))
    .set('content-type', 'text/csv')
    .send(body);

const countOf = async (campaignId: string) =>
  Number(((await h.knex('recipients').where({ campaign_id: campaignId }).count({ n: '*' })) as { n: string }[])[0]!.n);

/** Every answer of this suite is a client's or a success, never a 5xx, and a refused upload writes nothing. */
async function refused(campaignId: string, body: string | Buffer, status: number, key: string, query = '') {
  const res = await upload(campaignId, body, query);
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message: key });
  expect(await countOf(campaignId)).toBe(0);
}

describe('a good file', () => {
  it('imports every row of a semicolon file with a BOM and a mapping, keeping the file order', async () => {
    const id = await campaignOf(h.knex, admin);
    const file = `\ufeff${csvOf(
      [
        ['E-Mail', 'Telefon', 'Anrede', 'Gruss', 'Ort'],
        ['info@zürich.example', '+41 44 123 45 67', 'Grüezi Frau Züri', 'Merci!', 'Zürich'],
        ['bern@example.ch', '', 'Salut; Bern', 'Zeile 1\nZeile 2', 'Bern'],
        ['', '', '', '', ''],
        ['basel@example.ch', '0041 61 000 00 00', '', '', 'Basel'],
      ],
      ';',
    )}`;
    const res = await upload(id, file, '?email=E-Mail&phone=telefon&salutation=Anrede&greeting=Gruss');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      committed: true,
      rows: 3,
      imported: 3,
      duplicates: [],
      duplicateCount: 0,
      errors: [],
      errorCount: 0,
    });
    const stored = await h
      .knex('recipients')
      .where({ campaign_id: id })
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .select('email', 'phone', 'salutation', 'greeting');
    expect(stored).toEqual([
      {
        email: 'info@xn--zrich-kva.example',
        phone: '+41441234567',
        salutation: 'Grüezi Frau Züri',
        greeting: 'Merci!',
      },
      { email: 'bern@example.ch', phone: null, salutation: 'Salut; Bern', greeting: 'Zeile 1\nZeile 2' },
      { email: 'basel@example.ch', phone: '+41610000000', salutation: null, greeting: null },
    ]);
  });

  it('stores phone numbers as people write them in E.164, which the export writes and an import reads again (issue 23)', async () => {
    const id = await campaignOf(h.knex, admin);
    const res = await upload(
      id,
      csvOf(
        [
          ['E-Mail', 'Telefon'],
          ['local@example.ch', '079 123 45 67'],
          ['international@example.ch', '+41 79 123 45 68'],
          ['zeros@example.ch', '0041 44 123 45 67'],
          ['berlin@example.ch', '+49 30 1234567'],
        ],
        ';',
      ),
      '?email=E-Mail&phone=Telefon',
    );
    expect(res.body).toMatchObject({ committed: true, imported: 4, errorCount: 0 });
    const phones = async (campaignId: string) =>
      (await h.knex('recipients').where({ campaign_id: campaignId }).orderBy('email').select('email', 'phone')).map(
        (r: { email: string; phone: string }) => [r.email, r.phone],
      );
    expect(await phones(id)).toEqual([
      ['berlin@example.ch', '+49301234567'],
      ['international@example.ch', '+41791234568'],
      ['local@example.ch', '+41791234567'],
      ['zeros@example.ch', '+41441234567'],
    ]);
    const exported = await h
      .http()
      .get(`/campaign/${id}/recipients/export`)
      .set(h.as(admin))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    // E.164 in the file (after the formula quote csv-stringify puts before a leading +).
    const lines = (exported.body as Buffer).toString('utf8').slice(1).trim().split('\n');
    expect(lines.map((l) => l.split(',').slice(0, 2))).toEqual([
      ['email', 'phone'],
      ['local@example.ch', "'+41791234567"],
      ['international@example.ch', "'+41791234568"],
      ['zeros@example.ch', "'+41441234567"],
      ['berlin@example.ch', "'+49301234567"],
    ]);
    const again = await campaignOf(h.knex, admin);
    expect((await upload(again, exported.body as Buffer)).body).toMatchObject({ committed: true, imported: 4 });
    expect(await phones(again)).toEqual(await phones(id));
  });

  it('reports duplicates in the file and already in the campaign by row, and inserts each address once', async () => {
    const id = await campaignOf(h.knex, admin);
    await upload(id, csvOf([['email'], ['known@example.ch']]));
    const res = await upload(
      id,
      csvOf([
        ['email', 'salutation'],
        ['new@example.ch', 'first'],
        ['KNOWN@example.ch', ''],
        ['New@Example.ch', 'second'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      committed: true,
      rows: 3,
      imported: 1,
      duplicateCount: 2,
      duplicates: [
        { row: 3, email: 'known@example.ch', inCampaign: true },
        { row: 4, email: 'new@example.ch', inCampaign: false },
      ],
    });
    expect(await h.knex('recipients').where({ campaign_id: id, email: 'new@example.ch' }).first()).toMatchObject({
      salutation: 'first',
    });
    // Each committed import is one audit entry of the campaign's history, with its counts.
    const audit = await h
      .knex('outbox')
      .where({ subject: 'audit.campaign.recorded' })
      .whereRaw(`payload->>'entityId' = ?`, [id])
      .orderBy('seq')
      .select('payload');
    expect(audit.map((a) => a.payload)).toMatchObject([
      { action: 'insert', entity: 'campaignRecipients', value: { rows: 1, imported: 1, duplicates: 0 } },
      { action: 'insert', entity: 'campaignRecipients', value: { rows: 3, imported: 1, duplicates: 2 } },
    ]);
  });

  it('finds duplicates across merge chunks: known addresses and repeats far apart in a long file', async () => {
    const id = await campaignOf(h.knex, admin);
    await upload(id, csvOf([['email'], ['known1@example.ch'], ['known2@example.ch']]));
    // 25,000 rows: three merge chunks; a known address in the second and third, a repeat of row 2 at the end.
    const rows = Array.from({ length: 25_000 }, (_, i) => [`m${i}@example.ch`]);
    rows[12_000] = ['KNOWN1@example.ch'];
    rows[24_000] = ['known2@example.ch'];
    rows[24_999] = ['m0@example.ch'];
    const res = await upload(id, csvOf([['email'], ...rows]));
    expect(res.body).toMatchObject({
      committed: true,
      rows: 25_000,
      imported: 24_997,
      duplicateCount: 3,
      duplicates: [
        { row: 12_002, email: 'known1@example.ch', inCampaign: true },
        { row: 24_002, email: 'known2@example.ch', inCampaign: true },
        { row: 25_001, email: 'm0@example.ch', inCampaign: false },
      ],
    });
    expect(await countOf(id)).toBe(24_999);
    // The file's order survives the chunks: the list sorted by creation starts and ends as the file does.
    const page = await h.http().get(`/campaign/${id}/recipients?sort=createdAt&order=desc&pageSize=1`).set(h.as(admin));
    expect(page.body.items[0].email).toBe('m24998@example.ch');
  });

  it('publishes its progress on core NATS for the importing user, and ends with done', async () => {
    const id = await campaignOf(h.knex, admin);
    const nc: NatsConnection = await connect({ servers: h.nats.url });
    const heard: ImportProgressMessage[] = [];
    const sub = nc.subscribe(IMPORT_PROGRESS_SUBJECT);
    const done = (async () => {
      for await (const msg of sub) {
        const m = JSON.parse(new TextDecoder().decode(msg.data)) as ImportProgressMessage;
        if (m.campaignId !== id) continue;
        heard.push(m);
        if (m.phase === 'done' || m.phase === 'failed') return;
      }
    })();
    await nc.flush();
    const rows = Array.from({ length: 12_000 }, (_, i) => [`p${i}@example.ch`]);
    expect((await upload(id, csvOf([['email'], ...rows]))).body.imported).toBe(12_000);
    await done;
    await nc.drain();
    expect(heard.map((m) => [m.phase, m.rows])).toEqual([
      ['reading', 0],
      ['reading', 5000],
      ['reading', 10_000],
      ['merging', 12_000],
      ['done', 12_000],
    ]);
    expect(heard.every((m) => m.userId === admin.userId)).toBe(true);
  });
});

describe('malformed files: a clear key, never a 5xx, never half-written', () => {
  it('lists row errors with row, column, the offending value and key, and commits none of the good rows', async () => {
    const id = await campaignOf(h.knex, admin);
    const res = await upload(
      id,
      csvOf([
        ['email', 'phone', 'salutation'],
        ['good@example.ch', '', ''],
        ['not-an-address', '', ''],
        ['ok@example.ch', '079 123 45', ''],
        ['', '+41791234567', ''],
        ['too@many.ch', '', '', 'cells'],
        ['good@example.ch', '', ''],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      committed: false,
      rows: 6,
      imported: 0,
      duplicates: [{ row: 7, email: 'good@example.ch', inCampaign: false }],
      duplicateCount: 1,
      errors: [
        { row: 3, column: 'email', value: 'not-an-address', key: 'zod.invalidEmail' },
        { row: 4, column: 'phone', value: '079 123 45', key: 'error.phone.invalid' },
        { row: 5, column: 'email', value: '', key: 'zod.required' },
        { row: 6, column: null, value: null, key: 'error.recipient.import.columnCount' },
      ],
      errorCount: 4,
    });
    expect(await countOf(id)).toBe(0);
  });

  it('lists at most 1,000 row errors but counts them all', async () => {
    const id = await campaignOf(h.knex, admin);
    const rows = Array.from({ length: 1500 }, (_, i) => [`bad-${i}`]);
    const res = await upload(id, csvOf([['email'], ...rows]));
    expect(res.body).toMatchObject({ committed: false, errorCount: 1500 });
    expect(res.body.errors).toHaveLength(1000);
    expect(await countOf(id)).toBe(0);
  });

  it("reads Excel's Windows-1252 CSV (issue 23), decided once per file; a UTF-8 file with a Windows-1252 byte later is refused", async () => {
    const id = await campaignOf(h.knex, admin);
    // What Excel on Windows saves as "CSV (comma delimited)": one byte a character, € as 80, – as 96.
    const windows1252: Record<string, number> = { '€': 0x80, '–': 0x96 };
    const text = 'email;salutation;greeting\r\nzueri@example.ch;Grüezi Frau Müller;Merci – 50 € für Sie\r\n';
    const excel = Buffer.from([...text].map((c) => windows1252[c] ?? c.charCodeAt(0)));
    const res = await upload(id, excel);
    expect(res.body).toMatchObject({ committed: true, imported: 1, errorCount: 0 });
    expect(await h.knex('recipients').where({ campaign_id: id }).first('salutation', 'greeting')).toEqual({
      salutation: 'Grüezi Frau Müller',
      greeting: 'Merci – 50 € für Sie',
    });
    const other = await campaignOf(h.knex, admin);
    const mixed = Buffer.concat([
      Buffer.from('email;salutation\r\na@example.ch;Grüezi\r\n'),
      Buffer.from('b@example.ch;Zoé\r\n', 'latin1'),
    ]);
    await refused(other, mixed, 400, 'error.recipient.import.encoding');
  });

  it('refuses a file without an e-mail column, and a mapping naming a column the file lacks', async () => {
    const id = await campaignOf(h.knex, admin);
    await refused(
      id,
      csvOf([
        ['name', 'phone'],
        ['Anna', '+41791234567'],
      ]),
      400,
      'error.recipient.import.emailColumnMissing',
    );
    await refused(
      id,
      csvOf([['email'], ['a@example.ch']]),
      400,
      'error.recipient.import.columnNotFound',
      '?phone=Telefon',
    );
  });

  it('names the row and field of broken quoting (RFC 4180) and writes nothing; in the header it refuses the file', async () => {
    const id = await campaignOf(h.knex, admin);
    const brokenAt = async (body: string, row: number, column: string | null) => {
      const res = await upload(id, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        committed: false,
        imported: 0,
        errors: [{ row, column, value: null, key: 'error.recipient.import.malformed' }],
        errorCount: 1,
      });
      expect(await countOf(id)).toBe(0);
    };
    // A spreadsheet formula with a quote in an unquoted cell, after a blank row (counted, as a spreadsheet does).
    await brokenAt('email,salutation\r\na@example.ch,Hallo\r\n\r\nb@example.ch,=HYPERLINK("x")\r\n', 4, 'salutation');
    await brokenAt('email,salutation\r\na@example.ch,"Liebe Anna\r\nb@example.ch,Hallo\r\n', 2, 'salutation');
    await brokenAt('email,salutation\r\na@example.ch,"Liebe" Anna\r\n', 2, 'salutation');
    await brokenAt('email,salutation,Ort\r\na@example.ch,Hans,Z"rich\r\n', 2, null);
    await brokenAt('email,salutation\r\nHans "Hansi" Muster,Hallo\r\n', 2, 'email');
    await refused(id, 'email,"salutation\r\na@example.ch,Hallo\r\n', 400, 'error.recipient.import.malformed');
    await refused(id, 'email,sal"utation\r\na@example.ch,Hallo\r\n', 400, 'error.recipient.import.malformed');
  });

  it('refuses an empty file and a header without rows', async () => {
    const id = await campaignOf(h.knex, admin);
    await refused(id, '', 400, 'error.recipient.import.empty');
    await refused(id, 'email\r\n', 400, 'error.recipient.import.empty');
  });

  it('refuses a 10 MB single line', async () => {
    const id = await campaignOf(h.knex, admin);
    await refused(id, `email,${'x'.repeat(10 * 1024 * 1024)}`, 400, 'error.recipient.import.lineTooLong');
    await refused(
      id,
      `email\r\na@example.ch,${'x'.repeat(10 * 1024 * 1024)}\r\n`,
      400,
      'error.recipient.import.lineTooLong',
    );
  });

  it('refuses 1 million rows (over the limit) and writes nothing', async () => {
    const id = await campaignOf(h.knex, admin);
    const line = (i: number) => `r${i}@example.ch\r\n`;
    const parts = ['email\r\n'];
    for (let i = 0; i < 1_000_000; i++) parts.push(line(i));
    expect(1_000_000).toBeGreaterThan(IMPORT_MAX_ROWS);
    await refused(id, parts.join(''), 413, 'error.recipient.import.tooManyRows');
    // Bounded work (parsing 200,001 rows before the refusal) whose length follows the machine's load.
  }, 180_000);

  it('writes nothing when the client goes away mid-upload, after rows were merged', async () => {
    const id = await campaignOf(h.knex, admin);
    const nc: NatsConnection = await connect({ servers: h.nats.url });
    const sub = nc.subscribe(IMPORT_PROGRESS_SUBJECT);
    const phases: string[] = [];
    let reading!: () => void;
    const readRows = new Promise<void>((resolve) => (reading = resolve));
    const failed = (async () => {
      for await (const msg of sub) {
        const m = JSON.parse(new TextDecoder().decode(msg.data)) as ImportProgressMessage;
        if (m.campaignId !== id) continue;
        phases.push(m.phase);
        if (m.phase === 'reading' && m.rows >= 20_000) reading();
        if (m.phase === 'failed') return;
      }
    })();
    await nc.flush();
    const handle = h.service.app.callback();
    const server = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const req = http.request({
      host: '127.0.0.1',
      port: (server.address() as { port: number }).port,
      method: 'POST',
      path: `/campaign/${id}/recipients/import`,
      headers: { 'content-type': 'text/csv', ...signUserContext(admin, SECRET) },
    });
    req.on('error', () => undefined);
    // Two merge chunks arrive, then the connection drops before the file ends.
    req.write(csvOf([['email'], ...Array.from({ length: 25_000 }, (_, i) => [`gone${i}@example.ch`])]));
    await readRows;
    req.destroy();
    await failed;
    await nc.drain();
    await new Promise((resolve) => server.close(resolve));
    expect(phases.at(-1)).toBe('failed');
    expect(await countOf(id)).toBe(0);
  });

  it('ends the export query and its connection when the downloader goes away', async () => {
    const id = await campaignOf(h.knex, admin);
    await upload(id, csvOf([['email'], ...Array.from({ length: 30_000 }, (_, i) => [`dl${i}@example.ch`])]));
    const exporting = async () =>
      Number(
        (
          await h.knex.raw<{ rows: { n: string }[] }>(
            `select count(*) as n from pg_stat_activity where datname = current_database() and query like 'copy (select email%'`,
          )
        ).rows[0]!.n,
      );
    const handle = h.service.app.callback();
    const server = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The first bytes only (the header and some rows), then the downloader leaves.
    const first = await new Promise<{ status: number; head: string; res: http.IncomingMessage }>((resolve) => {
      http.get(
        {
          host: '127.0.0.1',
          port: (server.address() as { port: number }).port,
          path: `/campaign/${id}/recipients/export`,
          headers: signUserContext(admin, SECRET),
        },
        (res) => {
          let head = '';
          const onData = (chunk: Buffer) => {
            head += chunk.toString('utf8');
            if (head.length < 200) return;
            res.off('data', onData);
            res.pause();
            resolve({ status: res.statusCode!, head, res });
          };
          res.on('data', onData);
        },
      );
    });
    first.res.destroy();
    expect(first.status).toBe(200);
    expect(first.head).toMatch(/^\ufeffemail,phone,salutation,greeting,unsubscribed\ndl0@example.ch,,,,false\n/);
    await until('the export connection to end', async () => (await exporting()) === 0);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks a caller to retry when the service runs as many imports and exports as it holds connections for', async () => {
    const held = await Promise.all(Array.from({ length: MAX_COPY_CONNECTIONS }, () => campaignOf(h.knex, admin)));
    const nc: NatsConnection = await connect({ servers: h.nats.url });
    const sub = nc.subscribe(IMPORT_PROGRESS_SUBJECT);
    const started = new Set<string>();
    const ended = new Set<string>();
    let allStarted!: () => void;
    let allEnded!: () => void;
    const starting = new Promise<void>((resolve) => (allStarted = resolve));
    const ending = new Promise<void>((resolve) => (allEnded = resolve));
    void (async () => {
      for await (const msg of sub) {
        const m = JSON.parse(new TextDecoder().decode(msg.data)) as ImportProgressMessage;
        if (!held.includes(m.campaignId)) continue;
        if (m.phase === 'reading') started.add(m.campaignId);
        if (m.phase === 'failed') ended.add(m.campaignId);
        if (started.size === held.length) allStarted();
        if (ended.size === held.length) allEnded();
      }
    })();
    await nc.flush();
    const handle = h.service.app.callback();
    const server = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Uploads that never end: each holds its connection until its client goes away.
    const requests = held.map((id) => {
      const req = http.request({
        host: '127.0.0.1',
        port: (server.address() as { port: number }).port,
        method: 'POST',
        path: `/campaign/${id}/recipients/import`,
        headers: { 'content-type': 'text/csv', ...signUserContext(admin, SECRET) },
      });
      req.on('error', () => undefined);
      req.write('email\r\nheld@example.ch\r\n');
      return req;
    });
    await starting;
    const another = await campaignOf(h.knex, admin);
    expect(await upload(another, csvOf([['email'], ['a@example.ch']]))).toMatchObject({
      status: 429,
      body: { message: 'error.tooManyRequests' },
    });
    const download = await h.http().get(`/campaign/${another}/recipients/export`).set(h.as(admin));
    expect(download.status).toBe(429);
    for (const req of requests) req.destroy();
    await ending;
    await nc.drain();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect((await upload(another, csvOf([['email'], ['a@example.ch']]))).body).toMatchObject({ imported: 1 });
  });

  it('stores formula cells as text and exports them escaped; an export imports again unchanged', async () => {
    const id = await campaignOf(h.knex, admin);
    const res = await upload(
      id,
      csvOf([
        ['email', 'phone', 'salutation', 'greeting'],
        ['f1@example.ch', '+41791234567', '=HYPERLINK("http://evil.example","click")', '@SUM(A1:A2)'],
        ['f2@example.ch', '', '-2+3', 'Tab\tand "quotes"'],
      ]),
    );
    expect(res.body).toMatchObject({ committed: true, imported: 2 });
    expect(await h.knex('recipients').where({ campaign_id: id, email: 'f1@example.ch' }).first()).toMatchObject({
      salutation: '=HYPERLINK("http://evil.example","click")',
      greeting: '@SUM(A1:A2)',
    });

    const exported = await h
      .http()
      .get(`/campaign/${id}/recipients/export`)
      .set(h.as(admin))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="recipients-.*\.csv"/);
    const text = (exported.body as Buffer).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\n').slice(0, 3)).toEqual([
      'email,phone,salutation,greeting,unsubscribed',
      `f1@example.ch,'+41791234567,"'=HYPERLINK(""http://evil.example"",""click"")",'@SUM(A1:A2),false`,
      `f2@example.ch,,'-2+3,"Tab\tand ""quotes""",false`,
    ]);

    const again = await campaignOf(h.knex, admin);
    expect((await upload(again, exported.body as Buffer)).body).toMatchObject({ committed: true, imported: 2 });
    const pick = (rows: object[]) => rows;
    const columns = ['email', 'phone', 'salutation', 'greeting'];
    expect(pick(await h.knex('recipients').where({ campaign_id: again }).orderBy('email').select(columns))).toEqual(
      await h.knex('recipients').where({ campaign_id: id }).orderBy('email').select(columns),
    );
  });
});

describe('importing the valid rows and leaving out the others (issue 23)', () => {
  const withErrors = csvOf([
    ['email', 'phone'],
    ['good@example.ch', '079 123 45 67'],
    ['not-an-address', ''],
    ['ok@example.ch', '079 123 45'],
    ['fine@example.ch', ''],
  ]);

  it('commits the valid rows with skipInvalid=true and lists the refused ones with their values', async () => {
    const id = await campaignOf(h.knex, admin);
    const res = await upload(id, withErrors, '?skipInvalid=true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      committed: true,
      rows: 4,
      imported: 2,
      duplicates: [],
      duplicateCount: 0,
      errors: [
        { row: 3, column: 'email', value: 'not-an-address', key: 'zod.invalidEmail' },
        { row: 4, column: 'phone', value: '079 123 45', key: 'error.phone.invalid' },
      ],
      errorCount: 2,
    });
    expect(
      (await h.knex('recipients').where({ campaign_id: id }).orderBy('email').select('email')).map((r) => r.email),
    ).toEqual(['fine@example.ch', 'good@example.ch']);
    // The same file without the choice: all or nothing, as before.
    const other = await campaignOf(h.knex, admin);
    expect((await upload(other, withErrors, '?skipInvalid=false')).body).toMatchObject({
      committed: false,
      imported: 0,
    });
    expect(await countOf(other)).toBe(0);
  });

  it('commits nothing when broken quoting stopped the reading, since the rows after it were never read', async () => {
    const id = await campaignOf(h.knex, admin);
    const res = await upload(
      id,
      'email,salutation\r\na@example.ch,Hallo\r\nb@example.ch,=HYPERLINK("x")\r\nc@example.ch,Hallo\r\n',
      '?skipInvalid=true',
    );
    expect(res.body).toMatchObject({
      committed: false,
      imported: 0,
      errors: [{ row: 3, key: 'error.recipient.import.malformed' }],
    });
    expect(await countOf(id)).toBe(0);
  });
});
