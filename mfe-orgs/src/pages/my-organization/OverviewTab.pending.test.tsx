import { act, cleanup, screen, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { ORG_ID, renderPage } from '../../test/render';
import OverviewTab from './OverviewTab';

/** A pending organisation's members read what happens next (issue 9), not only a "Pending" tag. */
const org = (status: string) => ({
  id: ORG_ID,
  name: 'Neu AG',
  companyName: null,
  uid: null,
  vatNumber: null,
  legalForm: null,
  address: { street: 'Seestrasse', houseNumber: '5', zip: '8002', city: 'Zürich', canton: 'ZH', country: 'ch' },
  iban: null,
  status,
  statusReason: null,
  statusChangedAt: null,
  features: ['giver'],
  readOnlyFields: [],
  registerSyncedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const invoice = { name: '', street: '', houseNumber: '', zip: '', city: '', country: 'ch', email: null, iban: null };
const withRoles = (roles: string[], status = 'pending', extra: Record<string, unknown> = {}) =>
  aUser({ organizations: [{ id: ORG_ID, name: 'Neu AG', status, roles, features: ['giver'] }], ...extra });

describe('my organisation: overview of a pending organisation', () => {
  let api: ReturnType<typeof stubFetch>;
  function serve(user: ReturnType<typeof aUser>, status = 'pending') {
    setMyUser(user as never);
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: user },
      'GET /api/organization': { status: 200, body: org(status) },
      'GET /api/organization/invoice-address': { status: 200, body: { ...invoice, complete: false } },
    });
    renderPage(<OverviewTab />, { path: '/', url: '/' });
  }
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  it("tells its admin that it is under review, that a mail follows and what to prepare, in the reader's language", async () => {
    serve(withRoles(['admin']));
    const notice = await screen.findByTestId('pending-organization');
    expect(within(notice).getByRole('heading', { name: 'Neu AG is being reviewed' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('Cadeau checks every new organisation before it can run campaigns.');
    expect(within(notice).getByTestId('pending-organization-mail')).toHaveTextContent(
      'You will receive an e-mail as soon as it is decided',
    );
    const steps = within(within(notice).getByTestId('pending-organization-steps')).getAllByRole('link');
    expect(steps.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Complete the organisation data and the invoice address', '/cockpit/my-organization'],
      ['Invite your team', '/cockpit/my-organization/invitations'],
      ['Check your profile and language', '/cockpit/my-profile'],
    ]);
    // The organisation's data stays below, to be completed right there.
    expect(screen.getByTestId('organization-data')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('de'));
    expect(within(notice).getByRole('heading', { name: 'Neu AG wird geprüft' })).toBeInTheDocument();
    expect(within(notice).getByText('In der Zwischenzeit können Sie vorbereiten:')).toBeInTheDocument();
  });

  it('tells a member who is not an admin that the administrators get the mail, without the steps', async () => {
    serve(withRoles(['user']));
    const notice = await screen.findByTestId('pending-organization');
    expect(within(notice).getByTestId('pending-organization-mail')).toHaveTextContent(
      'The administrators of your organisation receive an e-mail as soon as it is decided.',
    );
    expect(within(notice).queryByTestId('pending-organization-steps')).toBeNull();
  });

  it('says nothing of the kind once the organisation is approved, nor to a reviewing platform administrator', async () => {
    serve(withRoles(['admin'], 'approved'), 'approved');
    await screen.findByTestId('organization-data');
    expect(screen.queryByTestId('pending-organization')).toBeNull();
    api.restore();
    queryClient.clear();
    cleanup();

    serve(aUser({ roles: ['platformAdmin'], isPlatformAdmin: true, organizations: [] }));
    await screen.findByTestId('organization-data');
    expect(screen.queryByTestId('pending-organization')).toBeNull();
  });
});
