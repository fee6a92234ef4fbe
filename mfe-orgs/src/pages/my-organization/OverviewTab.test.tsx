import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { chooseOption, chosenOption } from '@cadeau/ui/testing/render-page';
import { ME, ORG_ID, renderPage } from '../../test/render';
import OverviewTab from './OverviewTab';

const org = {
  id: ORG_ID,
  name: 'Giver AG',
  companyName: 'Giver Holding AG',
  uid: 'CHE-111.222.333',
  vatNumber: 'CHE-111.222.333 MWST',
  legalForm: 'AG',
  address: { street: 'Seestrasse', houseNumber: '5', zip: '8002', city: 'Zürich', canton: 'ZH', country: 'ch' },
  iban: null,
  status: 'approved',
  statusReason: null,
  statusChangedAt: null,
  features: ['giver'],
  // The fields this answer names as the register's, as the tests need them (not the server's list): the company
  // name, street and country are shown disabled, and neither the VAT number nor the address (street) is sent.
  readOnlyFields: ['companyName', 'vatNumber', 'address.street', 'address.country'],
  registerSyncedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const invoice = {
  name: '',
  street: '',
  houseNumber: '',
  zip: '',
  city: '',
  country: 'ch',
  email: null,
  iban: null,
  complete: false,
};

describe('my organisation: overview', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: ME },
      'GET /api/organization': { status: 200, body: org },
      'PUT /api/organization': (call) => ({ status: 200, body: { ...org, ...(call.body as object) } }),
      'GET /api/organization/invoice-address': { status: 200, body: invoice },
      'PUT /api/organization/invoice-address': (call) => ({
        status: 200,
        body: { ...(call.body as object), complete: true },
      }),
    });
  });
  afterEach(() => api.restore());

  it('shows register values read-only and sends only editable fields', async () => {
    renderPage(<OverviewTab />, { path: '/', url: '/' });
    const data = await screen.findByTestId('organization-data');
    expect(within(data).getByLabelText('Company name (synced)')).toBeDisabled();
    expect(within(data).getByLabelText('Street (synced)')).toBeDisabled();
    fireEvent.change(within(data).getByLabelText('Name on Cadeau'), { target: { value: 'Giver' } });
    fireEvent.click(screen.getByTestId('save-organization'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/organization')?.body).toEqual({
        name: 'Giver',
        iban: null,
      }),
    );
  });

  it('validates the IBAN of the invoice address before saving', async () => {
    renderPage(<OverviewTab />, { path: '/', url: '/' });
    const box = await screen.findByTestId('invoice-address');
    expect(screen.getByTestId('invoice-complete')).toHaveTextContent('incomplete');
    for (const [label, value] of [
      ['Name', 'Giver AG'],
      ['Street', 'Seestrasse'],
      ['Postcode', '8002'],
      ['City', 'Zürich'],
      ['IBAN', 'CH94 0076 2011 6238 5295 7'],
    ]) {
      fireEvent.change(within(box).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('save-invoice-address'));
    expect(await within(box).findByText('Please enter a valid IBAN.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/organization/invoice-address' && c.method === 'PUT')).toBe(false);

    fireEvent.change(within(box).getByLabelText('IBAN'), { target: { value: 'CH93 0076 2011 6238 5295 7' } });
    fireEvent.click(screen.getByTestId('save-invoice-address'));
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.path === '/api/organization/invoice-address' && c.method === 'PUT')?.body,
      ).toMatchObject({ iban: 'CH93 0076 2011 6238 5295 7', name: 'Giver AG' }),
    );
  });

  it('names the legal form and the country instead of showing their codes (en and de)', async () => {
    api.restore();
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: ME },
      'GET /api/organization': { status: 200, body: { ...org, legalForm: '0108' } },
      'GET /api/organization/invoice-address': { status: 200, body: invoice },
    });
    renderPage(<OverviewTab />, { path: '/', url: '/' });
    const data = await screen.findByTestId('organization-data');
    expect(within(data).getByText('Cooperative')).toBeInTheDocument();
    expect(within(data).queryByText('0108')).not.toBeInTheDocument();
    const country = within(data).getByRole('combobox', { name: 'Country (synced)' });
    expect(chosenOption(country)).toBe('Switzerland');
    expect(country).toBeDisabled();
    await act(() => i18n.changeLanguage('de'));
    expect(within(data).getByText('Genossenschaft')).toBeInTheDocument();
    expect(chosenOption(country)).toBe('Schweiz');
  });

  it("offers the invoice address's country by name and saves its code", async () => {
    renderPage(<OverviewTab />, { path: '/', url: '/' });
    const box = await screen.findByTestId('invoice-address');
    for (const [label, value] of [
      ['Name', 'Giver AG'],
      ['Street', 'Seestrasse'],
      ['Postcode', '9490'],
      ['City', 'Vaduz'],
    ]) {
      fireEvent.change(within(box).getByLabelText(label), { target: { value } });
    }
    await chooseOption(within(box).getByRole('combobox', { name: 'Country' }), 'Liechtenstein');
    fireEvent.click(screen.getByTestId('save-invoice-address'));
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.path === '/api/organization/invoice-address' && c.method === 'PUT')?.body,
      ).toMatchObject({ country: 'li', city: 'Vaduz' }),
    );
  });
});
