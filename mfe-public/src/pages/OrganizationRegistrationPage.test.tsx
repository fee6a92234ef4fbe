import { act, waitFor } from '@testing-library/react';
import { stubFetch } from '@cadeau/ui/testing';
import { errorToast, renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

const company = {
  uid: 'CHE-109.322.551',
  name: 'Muster Geschenke AG',
  legalName: 'Muster Geschenke AG',
  legalForm: '0106',
  vatNumber: 'CHE-109.322.551 MWST',
  address: { street: 'Seestrasse', houseNumber: '12', zip: '8002', city: 'Zürich', canton: 'ZH', country: 'CH' },
  status: '3',
};
const PASSWORD = 'Admin-Password-2026';

async function fillAdmin() {
  await userEvent.type(screen.getByLabelText('First name'), 'Olga');
  await userEvent.type(screen.getByLabelText('Last name'), 'Org');
  await userEvent.type(screen.getByLabelText('E-mail'), 'olga@muster.ch');
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.type(screen.getByLabelText('Repeat password'), PASSWORD);
}

describe('/register-organization', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => {
    api?.restore();
    jest.useRealTimers();
  });

  it('searches the register after a pause in typing, and a picked company fills read-only fields', async () => {
    api = stubFetch({
      'GET /api/auth/company-search': { status: 200, body: [company] },
      'POST /api/auth/organization-registration': {
        status: 201,
        body: { email: 'olga@muster.ch' },
      },
    });
    renderPage('/register-organization');
    await userEvent.type(await screen.findByLabelText(t('public.orgRegistration.search')), 'Muster');
    await userEvent.click(await screen.findByRole('button', { name: /Muster Geschenke AG/ }));
    // One request for the settled text, not one per keystroke.
    expect(api.calls.filter((c) => c.path === '/api/auth/company-search')).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ query: { q: 'Muster' } });
    expect(screen.getByLabelText('Company name')).toHaveValue('Muster Geschenke AG');
    expect(screen.getByLabelText('Company name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Postcode')).toHaveValue('8002');
    expect(screen.getByLabelText('Name on Cadeau')).toHaveValue('Muster Geschenke AG');
    await userEvent.click(screen.getByLabelText(/sell products/));
    await fillAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Register organisation' }));
    expect(await screen.findByTestId('org-registration-done')).toHaveTextContent(
      t('public.orgRegistration.done', { email: 'olga@muster.ch' }),
    );
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/auth/organization-registration',
      body: {
        organization: { name: 'Muster Geschenke AG', feature: 'seller', uid: 'CHE-109.322.551' },
        user: {
          firstName: 'Olga',
          lastName: 'Org',
          email: 'olga@muster.ch',
          language: 'en',
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
        },
      },
    });
    expect(api.calls[1].body).not.toHaveProperty('organization.address');
  });

  it('debounces: typing fast asks once', async () => {
    jest.useFakeTimers();
    api = stubFetch({ 'GET /api/auth/company-search': { status: 200, body: [] } });
    renderPage('/register-organization');
    const user = (await import('@testing-library/user-event')).default.setup({
      advanceTimers: jest.advanceTimersByTime,
      delay: 50,
    });
    await user.type(await screen.findByLabelText(t('public.orgRegistration.search')), 'CHE-109.322.551');
    await act(async () => {
      jest.advanceTimersByTime(400);
    });
    expect(await screen.findByTestId('company-search-empty')).toHaveTextContent(t('public.orgRegistration.noResults'));
    expect(api.calls).toHaveLength(1);
  });

  it('registers a company typed by hand, checking the Swiss postcode', async () => {
    api = stubFetch({
      'POST /api/auth/organization-registration': {
        status: 201,
        body: { email: 'olga@muster.ch' },
      },
    });
    renderPage('/register-organization');
    await userEvent.click(await screen.findByRole('button', { name: 'Enter the company manually' }));
    await userEvent.type(screen.getByLabelText('Company name'), 'Handmade GmbH');
    await userEvent.type(screen.getByLabelText('Street'), 'Dorfstrasse');
    await userEvent.type(screen.getByLabelText('House number'), '3');
    await userEvent.type(screen.getByLabelText('Postcode'), '300');
    await userEvent.type(screen.getByLabelText('City'), 'Bern');
    await userEvent.type(screen.getByLabelText('Name on Cadeau'), 'Handmade');
    await fillAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Register organisation' }));
    expect(screen.getByText(t('public.orgRegistration.zipInvalid'))).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await userEvent.type(screen.getByLabelText('Postcode'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Register organisation' }));
    await screen.findByTestId('org-registration-done');
    expect(api.calls[0].body).toMatchObject({
      organization: {
        name: 'Handmade',
        feature: 'giver',
        companyName: 'Handmade GmbH',
        address: { street: 'Dorfstrasse', houseNumber: '3', zip: '3000', city: 'Bern', country: 'ch' },
      },
    });
  });

  // A taken address is answered like a new one (issue 8): only the organisation's name can be refused.
  it.each([['error.organization.alreadyExists', 'Name on Cadeau']])(
    'shows %s as a toast and under its field',
    async (key, label) => {
      api = stubFetch({
        'GET /api/auth/company-search': { status: 200, body: [company] },
        'POST /api/auth/organization-registration': { status: 409, body: { message: key } },
      });
      renderPage('/register-organization');
      await userEvent.type(await screen.findByLabelText(t('public.orgRegistration.search')), 'Muster');
      await userEvent.click(await screen.findByRole('button', { name: /Muster Geschenke AG/ }));
      await fillAdmin();
      await userEvent.click(screen.getByRole('button', { name: 'Register organisation' }));
      await waitFor(() => expect(errorToast()).toBe(t(key)));
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(t(key)));
    },
  );

  it('shows a register failure of the search translated', async () => {
    api = stubFetch({
      'GET /api/auth/company-search': { status: 503, body: { message: 'error.companyRegister.unavailable' } },
    });
    renderPage('/register-organization');
    await userEvent.type(await screen.findByLabelText(t('public.orgRegistration.search')), 'Muster');
    await waitFor(() => expect(errorToast()).toBe(t('error.companyRegister.unavailable')));
    expect(screen.getByLabelText(t('public.orgRegistration.search'))).toHaveAccessibleDescription(
      expect.stringContaining(t('error.companyRegister.unavailable')),
    );
  });
});
