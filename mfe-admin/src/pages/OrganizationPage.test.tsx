import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { toasts } from '@cadeau/ui/toast';
import { stubFetch } from '@cadeau/ui/testing';
import { anOrganization, ORG_ID, renderPage } from '../test/render';
import OrganizationPage from './OrganizationPage';

describe('an organisation (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  let org: ReturnType<typeof anOrganization> & { members: unknown[] };
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    await i18n.changeLanguage('en');
    org = { ...anOrganization(), members: [] };
    api = stubFetch({
      [`GET /api/organization/${ORG_ID}`]: () => ({ status: 200, body: org }),
      'PUT /api/organization/status': (call) => {
        const body = call.body as { status: string; reason: string };
        org = { ...org, status: body.status, statusReason: body.reason };
        return { status: 200, body: org };
      },
      'PUT /api/organization/features': (call) => {
        org = { ...org, features: (call.body as { features: string[] }).features };
        return { status: 200, body: org };
      },
    });
  });
  afterEach(() => api.restore());

  const open = () =>
    renderPage(<OrganizationPage />, {
      path: '/cockpit/organizations/:organizationId',
      url: `/cockpit/organizations/${ORG_ID}`,
    });

  it('requires a reason before approving, then sends it and shows the new status', async () => {
    open();
    expect(await screen.findByTestId('organization-status')).toHaveTextContent('Pending');
    fireEvent.click(screen.getByTestId('status-approved'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Register checked  ' } });
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    await waitFor(() => expect(screen.getByTestId('organization-status')).toHaveTextContent('Approved'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      organizationId: ORG_ID,
      status: 'approved',
      reason: 'Register checked',
    });
    expect(screen.getByTestId('organization-status-reason')).toHaveTextContent('Register checked');
    // The current status cannot be chosen again (the server refuses it too).
    expect(screen.getByTestId('status-approved')).toBeDisabled();
  });

  it('saves the features giver and seller', async () => {
    open();
    fireEvent.click(await screen.findByLabelText('Giver'));
    fireEvent.click(screen.getByTestId('save-features'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/organization/features')?.body).toEqual({
        organizationId: ORG_ID,
        features: ['giver', 'seller'],
      }),
    );
  });

  it('shows a refused status change as a translated error toast', async () => {
    api.restore();
    api = stubFetch({
      [`GET /api/organization/${ORG_ID}`]: { status: 200, body: org },
      'PUT /api/organization/status': { status: 400, body: { message: 'error.organization.invalidStatus' } },
    });
    open();
    fireEvent.click(await screen.findByTestId('status-blocked'));
    fireEvent.change(within(await screen.findByRole('dialog')).getByLabelText('Reason'), {
      target: { value: 'Fraud' },
    });
    fireEvent.click(screen.getByTestId('confirm-reason'));
    await waitFor(() =>
      expect(
        toasts.list().some((x) => x.severity === 'error' && x.summary === i18n.t('error.organization.invalidStatus')),
      ).toBe(true),
    );
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    open();
    expect(await screen.findByTestId('organization-status')).toHaveTextContent('In Prüfung');
    expect(screen.getByTestId('status-approved')).toHaveTextContent('Genehmigen');
  });

  it('names the legal form and the country, in en and de, not their register codes', async () => {
    org = { ...anOrganization({ legalForm: '0107' }), members: [] };
    open();
    const page = await screen.findByTestId('organization-page');
    expect(within(page).getByText('GmbH')).toBeInTheDocument();
    expect(within(page).getByText('Bahnhofstrasse 1, 8001 Zürich, ZH, Switzerland')).toBeInTheDocument();
    expect(within(page).queryByText(/0107|\bCH\b/)).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(within(page).getByText('Bahnhofstrasse 1, 8001 Zürich, ZH, Schweiz')).toBeInTheDocument();
  });

  it("offers the features as the kit's antd checkboxes under a named group", async () => {
    open();
    const group = await screen.findByTestId('organization-features');
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getByText('Features', { selector: 'legend' })).toBeInTheDocument();
    const seller = within(group).getByRole('checkbox', { name: 'Seller' });
    expect(seller).toBeChecked();
    expect(seller.closest('.ant-checkbox-wrapper')).not.toBeNull();
  });

  it('shows an unknown organisation as not found, with the way back and no retry', async () => {
    const UNKNOWN = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0999';
    api.restore();
    api = stubFetch({
      [`GET /api/organization/${UNKNOWN}`]: { status: 404, body: { message: 'error.organization.notFound' } },
    });
    renderPage(<OrganizationPage />, {
      path: '/cockpit/organizations/:organizationId',
      url: `/cockpit/organizations/${UNKNOWN}`,
    });
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Organisation not found.');
    // The shared not-found state (issue 9): a page of its own with its heading, not a bare error line.
    expect(screen.getByTestId('not-found-state')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/cockpit/organizations');
  });
});
