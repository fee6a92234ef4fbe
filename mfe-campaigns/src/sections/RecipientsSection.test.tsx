/**
 * @jest-environment @cadeau/build-config/jest-loopback-jsdom
 */
// The CSV import is sent with XMLHttpRequest (upload progress), which jsdom sends for real: the page's origin is
// a loopback server of the test environment (on a port the system chose, so parallel runs never share it), which
// the test answers in place of the gateway's import route. Everything else goes through fetch, stubbed at the
// network boundary.
import type http from 'node:http';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { socket } from '@cadeau/ui/socket';
import { aUser, loopback, stubFetch } from '@cadeau/ui/testing';
import { chosenOption } from '@cadeau/ui/testing/render-page';
import type { MyUser, Recipient } from '@cadeau/contracts';
import { renderPage } from '../test/render';
import { aCampaign, CAMPAIGN_ID } from '../test/campaign-detail';
import { CsvWorkerStub, installCsvWorkerStub } from '../test/csv-worker-stub';
import { RecipientsSection } from './RecipientsSection';

const LIST = `GET /api/campaign/${CAMPAIGN_ID}/recipients`;

const aRecipient = (n: number, overrides: Partial<Recipient> = {}): Recipient => ({
  id: `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`,
  email: `person${n}@example.ch`,
  phone: null,
  salutation: null,
  greeting: null,
  unsubscribed: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const page = (items: Recipient[]) => ({ status: 200, body: { items, page: 1, pageSize: 25, total: items.length } });

const imports: { url: string; contentType: string; body: string }[] = [];
/** The import's answer, released by the test once it has seen the progress. */
let answerImport: ((res: http.ServerResponse) => void) | null = null;

beforeAll(() => {
  loopback().handle((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      imports.push({
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.setHeader('content-type', 'application/json');
      answerImport?.(res);
    });
  });
});

/** What the gateway pushes on the page's socket: the listeners the section registered receive it. */
function push(event: string, payload: unknown) {
  act(() => {
    for (const listener of socket.listeners(event)) listener(payload);
  });
}

/** The files the page saves (downloadText's link), with their names. */
function captureDownloads(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      last = blob;
      return 'blob:download';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/** A saved file's text, keeping the BOM (readAsText would drop it), which tells Excel the file is UTF-8. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** Chooses `file` in the section's hidden file input, as the "Choose CSV file" button lets a person do. */
function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
}

describe('the recipients section', () => {
  let api: ReturnType<typeof stubFetch>;
  let removeWorker: () => void;
  beforeEach(async () => {
    queryClient.clear();
    setMyUser(aUser() as MyUser);
    await i18n.changeLanguage('en');
    imports.length = 0;
    answerImport = null;
    removeWorker = installCsvWorkerStub();
  });
  afterEach(() => {
    api.restore();
    removeWorker();
    jest.restoreAllMocks();
  });

  it('lists the recipients the server pages and searches, and adds one after checking its e-mail', async () => {
    let added: unknown;
    api = stubFetch({
      [LIST]: (call) =>
        page(
          call.query.q
            ? [aRecipient(2)]
            : [aRecipient(1, { phone: '+41791234567' }), aRecipient(2, { unsubscribed: true })],
        ),
      [`POST /api/campaign/${CAMPAIGN_ID}/recipients`]: (call) => {
        added = call.body;
        return (call.body as { email: string }).email === 'taken@example.ch'
          ? { status: 409, body: { message: 'error.recipient.duplicate' } }
          : { status: 200, body: aRecipient(3) };
      },
    });
    renderPage(<RecipientsSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    const rows = await screen.findAllByTestId('recipient-list-row');
    expect(rows).toHaveLength(2);
    // Stored in E.164, shown grouped once the rule's chunk has arrived (issue 23).
    expect(await within(rows[0]!).findByText('+41 79 123 45 67')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unsubscribed')).toBeInTheDocument();
    expect(screen.getByTestId('recipient-count')).toHaveTextContent('2 recipients');
    expect(screen.getByTestId('recipients-download')).toHaveAttribute(
      'href',
      `/api/campaign/${CAMPAIGN_ID}/recipients/export`,
    );
    expect(api.calls[0]!.query).toMatchObject({ page: '1', pageSize: '25', sort: 'email', order: 'asc' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'person2' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(screen.getAllByTestId('recipient-list-row')).toHaveLength(1));
    expect(api.calls.at(-1)!.query).toMatchObject({ q: 'person2', page: '1' });

    fireEvent.click(screen.getByTestId('recipient-add'));
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByTestId('recipient-save'));
    expect(await screen.findByText('Please enter a valid e-mail address, like anna@example.ch.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(email, { target: { value: ' anna@example.ch ' } });
    fireEvent.change(screen.getByLabelText('Salutation'), { target: { value: 'Dear Anna' } });
    // A Swiss number as people write it: shown grouped once the field is left, sent in E.164 (issue 23).
    const phone = screen.getByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '079 123 45 67' } });
    fireEvent.blur(phone);
    expect(phone).toHaveValue('+41 79 123 45 67');
    fireEvent.click(screen.getByTestId('recipient-save'));
    await waitFor(() =>
      expect(added).toEqual({
        email: 'anna@example.ch',
        phone: '+41791234567',
        salutation: 'Dear Anna',
        greeting: null,
      }),
    );
    // The list refetches after the change.
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(2));
  });

  it('edits a recipient in the dialog with its values and deletes one after confirming', async () => {
    const anna = aRecipient(1, { phone: '+41791234567', salutation: 'Liebe Anna', greeting: 'Danke!' });
    let edited: unknown;
    api = stubFetch({
      [LIST]: page([anna, aRecipient(2)]),
      [`PUT /api/campaign/${CAMPAIGN_ID}/recipients/${anna.id}`]: (call) => {
        edited = call.body;
        return (call.body as { greeting: string | null }).greeting === 'Danke vielmals!'
          ? {
              status: 400,
              body: { message: 'zod.invalid', issues: [{ path: ['greeting'], message: 'zod.tooLong' }] },
            }
          : { status: 200, body: anna };
      },
      [`DELETE /api/campaign/${CAMPAIGN_ID}/recipients/${aRecipient(2).id}`]: { status: 204 },
    });
    renderPage(<RecipientsSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    // Found by test id and checked by their label: role and name queries over antd's table take seconds.
    const [editAnna] = await screen.findAllByTestId('recipient-edit');
    expect(editAnna).toHaveAttribute('aria-label', 'Edit person1@example.ch');
    fireEvent.click(editAnna!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipient' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('person1@example.ch');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+41 79 123 45 67');
    expect(within(dialog).getByLabelText('Salutation')).toHaveValue('Liebe Anna');
    expect(within(dialog).getByLabelText('Greeting')).toHaveValue('Danke!');

    // A number too short is refused before sending, as the server would (the same rule); leaving the field keeps it
    // as typed, to correct.
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '079 123 45' } });
    fireEvent.blur(within(dialog).getByLabelText('Phone'));
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('079 123 45');
    fireEvent.click(screen.getByTestId('recipient-save'));
    expect(
      await within(dialog).findByText(
        'This is not a valid phone number. Write it like 079 123 45 67 or +41 79 123 45 67, a foreign one with its country code.',
      ),
    ).toBeInTheDocument();
    expect(edited).toBeUndefined();
    // The server's refusal shows at its field, translated.
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '0041 79 123 45 67' } });
    fireEvent.change(within(dialog).getByLabelText('Greeting'), { target: { value: 'Danke vielmals!' } });
    fireEvent.click(screen.getByTestId('recipient-save'));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Greeting')).toHaveAccessibleDescription(
        'Too long. Optional: replaces the greeting text of the campaign for this recipient.',
      ),
    );
    fireEvent.change(within(dialog).getByLabelText('Greeting'), { target: { value: 'Danke!' } });
    fireEvent.click(screen.getByTestId('recipient-save'));
    await waitFor(() =>
      expect(edited).toEqual({
        email: 'person1@example.ch',
        phone: '+41791234567',
        salutation: 'Liebe Anna',
        greeting: 'Danke!',
      }),
    );
    const deleteBen = screen.getAllByTestId('recipient-delete')[1]!;
    expect(deleteBen).toHaveAttribute('aria-label', 'Delete person2@example.ch');
    fireEvent.click(deleteBen);
    fireEvent.click(await screen.findByTestId('recipient-delete-confirm'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows the list read-only without edit actions when the caller may not edit', async () => {
    api = stubFetch({ [LIST]: page([aRecipient(1)]) });
    renderPage(<RecipientsSection campaign={aCampaign({ status: 'pending', actions: [] })} />, {
      path: '/c',
      url: '/c',
    });
    expect(await screen.findAllByTestId('recipient-list-row')).toHaveLength(1);
    expect(screen.queryByTestId('recipient-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recipient-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recipients-import')).not.toBeInTheDocument();
    expect(screen.getByText(/Recipients can be changed while the campaign is a draft/)).toBeInTheDocument();
    // Everyone who sees the campaign may download its recipients.
    expect(screen.getByTestId('recipients-download')).toBeInTheDocument();
  });

  it('previews a CSV in the worker, maps its columns, shows the progress and lists the refused rows', async () => {
    api = stubFetch({ [LIST]: page([]) });
    renderPage(<RecipientsSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    const csv =
      '\uFEFFE-Mail;Telefon;Anrede\r\na@x.ch;+41791234567;Liebe Anna\r\nb@x.ch;079 123 45;\r\nc@x.ch;;Lieber Carl\r\n';
    chooseFile(new File([csv], 'kunden.csv', { type: 'text/csv' }));

    expect(await screen.findByTestId('import-preview')).toBeInTheDocument();
    expect(CsvWorkerStub.created).toHaveLength(1);
    expect(CsvWorkerStub.created[0]).toMatch(/\/csv-worker\.js$/);
    expect(screen.getByTestId('import-file-facts')).toHaveTextContent('kunden.csv: 3 rows. Separated by semicolons.');
    const preview = screen.getByTestId('import-preview');
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['E-Mail', 'Telefon', 'Anrede']);
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    // The mapping is guessed from the German headers; the greeting has no column.
    const mapping = screen.getByTestId('import-mapping');
    expect(chosenOption(within(mapping).getByLabelText('E-mail *'))).toBe('E-Mail');
    expect(chosenOption(within(mapping).getByLabelText('Phone'))).toBe('Telefon');
    expect(chosenOption(within(mapping).getByLabelText('Salutation'))).toBe('Anrede');
    expect(chosenOption(within(mapping).getByLabelText('Greeting'))).toBe('Not imported');

    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      answerImport = (res) => {
        release = () =>
          res.end(
            JSON.stringify({
              committed: false,
              rows: 3,
              imported: 0,
              duplicates: [],
              duplicateCount: 0,
              errors: [{ row: 3, column: 'phone', value: '079 123 45', key: 'error.phone.invalid' }],
              errorCount: 1,
            }),
          );
        resolve();
      };
    });
    fireEvent.click(screen.getByTestId('import-start'));
    await act(() => arrived);
    expect(imports[0]!.url).toBe(
      `/api/campaign/${CAMPAIGN_ID}/recipients/import?email=E-Mail&phone=Telefon&salutation=Anrede`,
    );
    expect(imports[0]!.contentType).toBe('text/csv');
    expect(imports[0]!.body).toBe(csv);
    expect(screen.getByTestId('import-progress')).toHaveTextContent(/Uploading kunden.csv…|Checking the rows…/);
    // The server's progress on the socket: for another campaign nothing changes, for this one the rows show. The
    // progress subscribes once the socket module has loaded (a dynamic import): pushed before, nothing listens.
    await waitFor(() => expect(socket.listeners('campaign:importProgress')).toHaveLength(1));
    push('campaign:importProgress', { campaignId: 'another', rows: 99, phase: 'reading' });
    push('campaign:importProgress', { campaignId: CAMPAIGN_ID, rows: 2, phase: 'reading' });
    expect(screen.getByTestId('import-progress')).toHaveTextContent('2 of 3 rows checked…');
    // The page stays usable meanwhile: the list still answers.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeEnabled();

    release();
    expect(await screen.findByTestId('import-refused')).toHaveTextContent('Nothing was imported: 1 row needs fixing.');
    const errorRow = within(screen.getByTestId('import-error-list')).getByTestId('import-error-list-row');
    expect(
      within(errorRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '3',
      'Phone',
      '079 123 45',
      'This is not a valid phone number. Write it like 079 123 45 67 or +41 79 123 45 67, a foreign one with its country code.',
    ]);
    // No listener stays behind once the import has answered.
    expect(socket.listeners('campaign:importProgress')).toHaveLength(0);

    // The refused rows download as a CSV made in the browser (issue 23): each with its values as the file has them,
    // under the fields' names, then its row and problem; `,` in English, named after the campaign.
    const saved = captureDownloads();
    fireEvent.click(screen.getByTestId('import-errors-download'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Christmas 2026 – rows with errors.csv');
    expect(await textOf(saved[0]!.blob)).toBe(
      '\uFEFFE-mail,Phone,Salutation,Row,Problem\r\nb@x.ch,079 123 45,,3,"Phone: This is not a valid phone number. Write it like 079 123 45 67 or +41 79 123 45 67, a foreign one with its country code."\r\n',
    );
  });

  it('imports the valid rows on request and downloads the refused ones in German: headers, `;`, the campaign’s name', async () => {
    await i18n.changeLanguage('de');
    api = stubFetch({ [LIST]: page([]) });
    renderPage(<RecipientsSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    const csv = 'E-Mail;Telefon\r\na@x.ch;079 123 45 67\r\nkaputt;079 123 45 68\r\nc@x.ch;=1+1\r\n';
    chooseFile(new File([csv], 'kunden.csv', { type: 'text/csv' }));
    await screen.findByTestId('import-preview');
    const refusedAnswer = {
      committed: false,
      rows: 3,
      imported: 0,
      duplicates: [],
      duplicateCount: 0,
      errors: [
        { row: 3, column: 'email', value: 'kaputt', key: 'zod.invalidEmail' },
        { row: 4, column: 'phone', value: '=1+1', key: 'error.phone.invalid' },
      ],
      errorCount: 2,
    };
    answerImport = (res) => res.end(JSON.stringify(refusedAnswer));
    fireEvent.click(screen.getByTestId('import-start'));
    await screen.findByTestId('import-refused');

    const saved = captureDownloads();
    answerImport = (res) => res.end(JSON.stringify({ ...refusedAnswer, committed: true, imported: 1 }));
    fireEvent.click(screen.getByTestId('import-valid-rows'));
    expect(await screen.findByTestId('import-done')).toHaveTextContent('1 Empfänger wurde importiert.');
    expect(screen.getByTestId('import-left-out')).toHaveTextContent('2 Zeilen mit Fehlern wurden ausgelassen');
    expect(imports.map((i) => i.url)).toEqual([
      `/api/campaign/${CAMPAIGN_ID}/recipients/import?email=E-Mail&phone=Telefon`,
      `/api/campaign/${CAMPAIGN_ID}/recipients/import?email=E-Mail&phone=Telefon&skipInvalid=true`,
    ]);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Christmas 2026 – Zeilen mit Fehlern.csv');
    // A phone keeps no apostrophe; only a formula cell gets one. The file imports again as it is (E-Mail, Telefon).
    const lines = (await textOf(saved[0]!.blob)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFE-Mail;Telefon;Zeile;Problem');
    expect(lines[1]).toMatch(/^kaputt;079 123 45 68;3;E-Mail: /);
    expect(lines[2]).toMatch(/^c@x\.ch;'=1\+1;4;"Telefon: /);
    // The refused rows stay listed below, to download again.
    expect(within(screen.getByTestId('import-error-list')).getAllByTestId('import-error-list-row')).toHaveLength(2);
  });

  it('asks for the e-mail column before sending, reads Excel’s Windows-1252 file and says so when a file mixes encodings', async () => {
    api = stubFetch({ [LIST]: page([]) });
    renderPage(<RecipientsSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    chooseFile(new File(['Name,Firma\nAnna,Muster AG\n'], 'names.csv'));
    await screen.findByTestId('import-preview');
    fireEvent.click(screen.getByTestId('import-start'));
    expect(await screen.findByText('Please choose the column with the e-mail addresses.')).toBeInTheDocument();
    expect(imports).toHaveLength(0);

    // "Grüsse" saved by Excel as "CSV" (Windows-1252): ü is the single byte 0xFC. Read as such (issue 23).
    chooseFile(
      new File([new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0x47, 0x72, 0xfc, 0x73, 0x73, 0x65])], 'excel.csv'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('import-file-facts')).toHaveTextContent(
        'excel.csv: 1 row. Separated by commas. Read as Excel\'s "CSV" (Windows-1252).',
      ),
    );
    expect(within(screen.getByTestId('import-preview')).getByText('Grüsse')).toBeInTheDocument();
    // A file that starts as UTF-8 and has a Windows-1252 byte later is neither: the server would refuse it.
    chooseFile(new File([new TextEncoder().encode('email\nGrüsse\n'), new Uint8Array([0xfc, 0x0a])], 'mixed.csv'));
    expect(
      await screen.findByText(
        'mixed.csv starts as UTF-8 text but is not UTF-8 throughout. Save it again as "CSV UTF-8" and choose it again.',
      ),
    ).toBeInTheDocument();
  });
});
