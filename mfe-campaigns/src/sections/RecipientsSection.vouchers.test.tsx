import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { toasts } from '@cadeau/ui/toast';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { chooseOption, optionsOf } from '@cadeau/ui/testing/render-page';
import type { MyUser, RecipientVoucher, RecipientWithVoucher } from '@cadeau/contracts';
import { renderPage } from '../test/render';
import { aCampaign, CAMPAIGN_ID } from '../test/campaign-detail';
import { axeViolations } from '../test/workspace-fixtures';
import { RecipientsSection } from './RecipientsSection';

/**
 * The recipients once the campaign is approved (issue 12): each with its gift code's columns, and for a running
 * manual campaign the codes as CSV and "send code" per row, for the giver's admins and managers.
 */
const LIST = `GET /api/campaign/${CAMPAIGN_ID}/recipients`;
const ORG = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002';
const idOf = (n: number) => `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`;
// Local times, so the shown dates do not depend on the machine's time zone.
const MAILED = new Date(2026, 11, 10, 8, 15).toISOString();
const OPENED = new Date(2026, 11, 10, 9, 30).toISOString();
const REDEEMED = new Date(2026, 11, 11, 14, 5).toISOString();

const aVoucher = (n: number, overrides: Partial<RecipientVoucher> = {}): RecipientVoucher => ({
  id: idOf(500 + n),
  status: 'unused',
  code: null,
  redeemedAt: null,
  mailedAt: null,
  openedAt: null,
  clickedAt: null,
  mailFailedAt: null,
  mailFailure: null,
  hasFeedback: false,
  ...overrides,
});

const aRecipient = (
  n: number,
  voucher: RecipientVoucher | null,
  overrides: Partial<RecipientWithVoucher> = {},
): RecipientWithVoucher => ({
  id: idOf(n),
  email: `person${n}@example.ch`,
  phone: null,
  salutation: null,
  greeting: null,
  unsubscribed: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  voucher,
  ...overrides,
});

/** Anna: code mailed and unused; Ben: used, thanked; Cleo: unsubscribed; Dan: the mail failed. */
const rows = (codes: boolean) => [
  aRecipient(1, aVoucher(1, { code: codes ? '1234-5678-9012-3452' : null, mailedAt: MAILED, openedAt: OPENED })),
  aRecipient(
    2,
    aVoucher(2, {
      status: 'used',
      code: codes ? '2222-3333-4444-5558' : null,
      mailedAt: MAILED,
      openedAt: OPENED,
      clickedAt: OPENED,
      redeemedAt: REDEEMED,
      hasFeedback: true,
    }),
  ),
  aRecipient(3, aVoucher(3, { code: codes ? '3333-4444-5555-6661' : null }), { unsubscribed: true }),
  aRecipient(4, aVoucher(4, { mailFailedAt: MAILED, mailFailure: 'error.mail.noMx' })),
];
const page = (items: RecipientWithVoucher[]) => ({
  status: 200,
  body: { items, page: 1, pageSize: 25, total: items.length },
});

const running = (type: 'manual' | 'automatic') =>
  aCampaign({ type, status: 'running', approvedAt: '2026-12-01T08:00:00.000Z', actions: ['createTemplate'] });
const withRoles = (roles: string[]) =>
  aUser({
    organizations: [{ id: ORG, name: 'Giver AG', status: 'approved', roles, features: ['giver'] }],
  }) as MyUser;

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('the recipients of an approved campaign', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    setMyUser(withRoles(['admin']));
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  it("shows each code's status and way for a running manual campaign, with its codes as CSV", async () => {
    api = stubFetch({ [LIST]: page(rows(true)) });
    renderPage(<RecipientsSection campaign={running('manual')} />, { path: '/c', url: '/c' });
    const list = await screen.findAllByTestId('recipient-list-row');
    expect(list).toHaveLength(4);
    const headers = [...screen.getByTestId('recipient-list').querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'E-mail▲',
      'Status',
      'Gift code',
      'Actions',
      'Mailed',
      'Opened',
      'Clicked',
      'Redeemed',
      'Phone',
      'Salutation',
      'Greeting',
    ]);
    // Dates in the page's language; a moment not yet reached reads "Not yet" (a dash on screen).
    expect(cellTexts(list[0]!).slice(2)).toEqual([
      'Unused1234-5678-9012-3452',
      '',
      '12/10/26 8:15 AM',
      '12/10/26 9:30 AM',
      '—Not yet',
      '—Not yet',
      '—',
      '—',
      '—',
    ]);
    expect(within(list[1]!).getByTestId('recipient-voucher-status')).toHaveAttribute('data-status', 'used');
    expect(cellTexts(list[1]!)[7]).toBe('12/11/26 2:05 PMThanks left');
    // A failed mail stands out, with the reason in its tooltip.
    const failed = within(list[3]!).getByTestId('recipient-mail-failed');
    expect(failed).toHaveTextContent('Mail failed');
    expect(failed).toHaveAttribute('title', expect.stringMatching(/\S/));

    // Send: only where a code can go out (not used, recipient not unsubscribed).
    const sendButtons = screen.getAllByTestId('recipient-send-code');
    expect(sendButtons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Send the gift code to person1@example.ch',
      'Send the gift code to person4@example.ch',
    ]);
    expect(screen.getByTestId('vouchers-download')).toHaveAttribute(
      'href',
      `/api/campaign/${CAMPAIGN_ID}/vouchers/export`,
    );
    expect(screen.getByTestId('vouchers-download')).toHaveTextContent('Download codes (CSV)');
    expect(screen.getByTestId('recipients-codes-hint')).toHaveTextContent(/This campaign is manual/);
    // Still no editing: an approved campaign's recipients are fixed.
    expect(screen.queryByTestId('recipient-edit')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('sends one code after a confirmation that says what will happen and when it went out first, then reads the row anew', async () => {
    const sent: { path: string; body: unknown }[] = [];
    let mailed = false;
    api = stubFetch({
      [LIST]: () =>
        page([
          aRecipient(1, aVoucher(1, { mailedAt: MAILED })),
          aRecipient(4, aVoucher(4, { mailedAt: mailed ? OPENED : null })),
        ]),
      [`POST /api/campaign/${CAMPAIGN_ID}/recipients/${idOf(4)}/send-code`]: (call) => {
        sent.push({ path: call.path, body: call.body });
        mailed = true;
        return { status: 202, body: { voucherId: idOf(504), requestedAt: OPENED } };
      },
      [`POST /api/campaign/${CAMPAIGN_ID}/recipients/${idOf(1)}/send-code`]: {
        status: 409,
        body: { message: 'error.recipient.unsubscribed' },
      },
    });
    renderPage(<RecipientsSection campaign={running('manual')} />, { path: '/c', url: '/c' });
    const [again, first] = await screen.findAllByTestId('recipient-send-code');

    // A dialog asks first (it takes the focus, so a keyboard reaches its buttons); cancelling sends nothing.
    fireEvent.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Send gift code' });
    expect(within(dialog).getByTestId('recipient-send-code-question')).toHaveTextContent(
      'Send person4@example.ch the gift code by e-mail? The mail goes out with the next mailing within the mail business hours.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send gift code' })).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    // A code never mailed: a plain question.
    fireEvent.click(first!);
    expect(
      await screen.findByText(
        'Send person4@example.ch the gift code by e-mail? The mail goes out with the next mailing within the mail business hours.',
      ),
    ).toBeInTheDocument();
    const gets = () => api.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/recipients')).length;
    const before = gets();
    fireEvent.click(await screen.findByTestId('recipient-send-code-confirm'));
    await waitFor(() =>
      expect(toasts.list().at(-1)).toMatchObject({
        severity: 'success',
        summary: 'The e-mail with the gift code to person4@example.ch is queued for sending.',
      }),
    );
    expect(sent).toEqual([{ path: `/api/campaign/${CAMPAIGN_ID}/recipients/${idOf(4)}/send-code`, body: {} }]);
    // The row is read anew: its "mailed" column follows.
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
    await waitFor(() => expect(cellTexts(screen.getAllByTestId('recipient-list-row')[1]!)[4]).toBe('12/10/26 9:30 AM'));

    // A code mailed before: the question says when it went out first and that another mail follows (it does:
    // every request is a mail of its own), so nobody sends twice by mistake; a refusal is an error toast.
    fireEvent.click(again!);
    expect(
      await screen.findByText(
        'person1@example.ch was first sent the gift code on 12/10/26 8:15 AM. Send another e-mail with the same code? It goes out with the next mailing within the mail business hours.',
      ),
    ).toBeInTheDocument();
    const confirms = await screen.findAllByTestId('recipient-send-code-confirm');
    fireEvent.click(confirms.at(-1)!);
    await waitFor(() =>
      expect(toasts.list().at(-1)).toMatchObject({
        severity: 'error',
        summary: "This recipient unsubscribed from the campaign's mails; no code is sent to them.",
      }),
    );
  });

  it('offers neither sending nor the codes for an automatic campaign, whose codes go out by mail', async () => {
    api = stubFetch({ [LIST]: page(rows(false)) });
    renderPage(<RecipientsSection campaign={running('automatic')} />, { path: '/c', url: '/c' });
    const list = await screen.findAllByTestId('recipient-list-row');
    expect(within(list[0]!).getByTestId('recipient-voucher-status')).toHaveTextContent('Unused');
    expect(screen.queryByTestId('recipient-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recipient-send-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vouchers-download')).not.toBeInTheDocument();
    expect(screen.getByTestId('recipients-codes-hint')).toHaveTextContent(
      'The platform sends every recipient their gift code by e-mail from the start date.',
    );
    // The list filters by the codes on the server.
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(await optionsOf(show)).toEqual([
      'Show: All',
      'Invalid e-mail',
      'Unsubscribed',
      'Code redeemed',
      'Code not redeemed',
      'Mail failed',
    ]);
    await chooseOption(show, 'Mail failed');
    await waitFor(() => expect(api.calls.at(-1)!.query).toMatchObject({ filter: 'mailFailed', page: '1' }));
  });

  it('leaves sending and the codes to admins and managers, and sending to a running campaign', async () => {
    setMyUser(withRoles(['designer']));
    api = stubFetch({ [LIST]: page(rows(false)) });
    const { unmount } = renderPage(<RecipientsSection campaign={running('manual')} />, { path: '/c', url: '/c' });
    await screen.findAllByTestId('recipient-list-row');
    expect(screen.queryByTestId('recipient-send-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vouchers-download')).not.toBeInTheDocument();
    expect(screen.getByTestId('recipients-codes-hint')).toHaveTextContent(
      'This campaign is manual: its administrators and managers hand out the gift codes.',
    );
    unmount();

    // A manager of a finished manual campaign still downloads its codes, but sends none.
    setMyUser(withRoles(['manager']));
    renderPage(
      <RecipientsSection
        campaign={aCampaign({
          type: 'manual',
          status: 'finished',
          approvedAt: '2026-12-01T08:00:00.000Z',
          actions: [],
        })}
      />,
      { path: '/c', url: '/c' },
    );
    await screen.findAllByTestId('recipient-list-row');
    expect(screen.getByTestId('vouchers-download')).toBeInTheDocument();
    expect(screen.queryByTestId('recipient-send-code')).not.toBeInTheDocument();
  });

  it('shows no code columns before the approval, when there are no codes yet', async () => {
    api = stubFetch({ [LIST]: page([aRecipient(1, null)]) });
    renderPage(<RecipientsSection campaign={aCampaign({ type: 'manual' })} />, { path: '/c', url: '/c' });
    await screen.findAllByTestId('recipient-list-row');
    const headers = [...screen.getByTestId('recipient-list').querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).not.toContain('Gift code');
    expect(headers).not.toContain('Mailed');
    expect(screen.queryByTestId('vouchers-download')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recipients-codes-hint')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    api = stubFetch({ [LIST]: page(rows(true)) });
    renderPage(<RecipientsSection campaign={running('manual')} />, { path: '/c', url: '/c' });
    const list = await screen.findAllByTestId('recipient-list-row');
    const headers = [...screen.getByTestId('recipient-list').querySelectorAll('th')].map((th) => th.textContent);
    expect(headers.slice(2, 8)).toEqual(['Geschenkcode', 'Aktionen', 'Versendet', 'Geöffnet', 'Geklickt', 'Eingelöst']);
    expect(cellTexts(list[0]!).slice(2, 5)).toEqual(['Unbenutzt1234-5678-9012-3452', '', '10.12.26 08:15']);
    expect(screen.getByTestId('vouchers-download')).toHaveTextContent('Codes herunterladen (CSV)');
    fireEvent.click(screen.getAllByTestId('recipient-send-code')[0]!);
    expect(
      await screen.findByText(
        'person1@example.ch wurde der Geschenkcode erstmals am 10.12.26 08:15 gesendet. Eine weitere E-Mail mit demselben Code senden? Sie geht mit dem nächsten Versand innerhalb der Versandzeiten der Mails hinaus.',
      ),
    ).toBeInTheDocument();
  });
});
