import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aVatCategory, stubFetch, type StubCall } from '@cadeau/ui/testing';
import { typeDay } from '@cadeau/ui/testing/render-page';
import { renderPage } from '../test/render';
import VatCategoryPage from './VatCategoryPage';

const ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0700';
const NEW_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0701';

function aDetail(overrides: Record<string, unknown> = {}) {
  return {
    ...aVatCategory({ id: ID, version: 3 }),
    rates: [
      { rateBasisPoints: 770, validFrom: '2018-01-01' },
      { rateBasisPoints: 810, validFrom: '2024-01-01' },
    ],
    ...overrides,
  };
}

/** A 400 of the save's rules: each issue at its field, as svc-catalog answers. */
const refused = (...issues: { path: (string | number)[]; message: string }[]) => ({
  status: 400,
  body: { message: 'zod.invalid', issues },
});

describe('a VAT category (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  const open = (id = ID) =>
    renderPage(<VatCategoryPage />, {
      path: '/cockpit/vat-categories/:categoryId',
      url: `/cockpit/vat-categories/${id}`,
      otherRoutes: { '/cockpit/vat-categories': <p data-testid="list" /> },
    });
  const rows = () => screen.getAllByTestId('vat-rate');
  const dateOf = (row: HTMLElement) => within(row).getByLabelText('Valid from');
  const percentOf = (row: HTMLElement) => within(row).getByLabelText('Rate in %');
  const puts = () => api.calls.filter((c) => c.method === 'PUT');
  const stub = (put: (call: StubCall) => { status: number; body: unknown }) =>
    (api = stubFetch({
      [`GET /api/vat-category/${ID}`]: { status: 200, body: aDetail() },
      'PUT /api/vat-category': put,
    }));

  it('shows the names, flags and rates, and saves a future rate as basis points with the loaded version', async () => {
    stub((call) => ({ status: 200, body: { ...aDetail(), ...(call.body as object), version: 4 } }));
    open();
    expect(await screen.findByRole('heading', { name: /Standard rate/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Name in German')).toHaveValue('Normalsatz');
    expect(screen.getByLabelText('Default')).toBeChecked();
    expect(screen.getByLabelText('Shipping')).toBeChecked();
    expect(screen.getByLabelText('Outside VAT scope')).not.toBeChecked();
    // Days as the page writes them (issue 23), kept as ISO.
    expect(rows().map((r) => [dateOf(r).getAttribute('value'), (percentOf(r) as HTMLInputElement).value])).toEqual([
      ['01/01/2018', '7.70'],
      ['01/01/2024', '8.10'],
    ]);
    expect(rows().map((r) => r.getAttribute('data-valid-from'))).toEqual(['2018-01-01', '2024-01-01']);
    expect(within(rows()[1]!).getByTestId('vat-rate-in-force-tag')).toHaveTextContent('In force');

    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    const added = rows()[2]!;
    await waitFor(() => expect(dateOf(added)).toHaveFocus());
    typeDay(dateOf(added), '2099-01-01');
    fireEvent.change(percentOf(added), { target: { value: '8,5' } });
    expect(within(rows()[2]!).getByTestId('vat-rate-upcoming')).toHaveTextContent('Upcoming');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      id: ID,
      version: 3,
      name: { de: 'Normalsatz', en: 'Standard rate' },
      isDefault: true,
      isShipping: true,
      outsideScope: false,
      rates: [
        { validFrom: '2018-01-01', rateBasisPoints: 770 },
        { validFrom: '2024-01-01', rateBasisPoints: 810 },
        { validFrom: '2099-01-01', rateBasisPoints: 850 },
      ],
    });
  });

  it("shows the server's refusal of the rates under the rates, and a row's under its field", async () => {
    stub((call) => {
      const sent = (call.body as { rates: unknown[] }).rates;
      return sent.length === 1
        ? refused({ path: ['rates'], message: 'error.vatCategory.atLeastOneRatePast' })
        : refused({ path: ['rates', 1, 'validFrom'], message: 'error.vatCategory.duplicateValidFrom' });
    });
    open();
    await screen.findByLabelText('Name in German');
    // The two dated rates become one future rate: no rate in force any more.
    fireEvent.click(screen.getByRole('button', { name: 'Remove the rate valid from 01/01/18' }));
    expect(screen.getByRole('button', { name: 'Add rate' })).toHaveFocus();
    typeDay(dateOf(rows()[0]!), '2099-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ratesPanel = screen.getByTestId('vat-rates');
    await waitFor(() =>
      expect(within(ratesPanel).getByRole('alert')).toHaveTextContent(
        'At least one rate must be valid from today or earlier.',
      ),
    );
    // Changing a rate may resolve it: the message goes.
    typeDay(dateOf(rows()[0]!), '2024-01-01');
    expect(within(ratesPanel).queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    typeDay(dateOf(rows()[1]!), '2024-01-01');
    fireEvent.change(percentOf(rows()[1]!), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(rows()[1]!).getByRole('alert')).toHaveTextContent(
        'Another rate of this category starts on the same day.',
      ),
    );
    expect(dateOf(rows()[1]!)).toHaveAttribute('aria-invalid', 'true');
    expect(dateOf(rows()[0]!)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows at the flag that the default cannot be switched off', async () => {
    stub(() => refused({ path: ['isDefault'], message: 'error.vatCategory.cannotUnsetDefault' }));
    open();
    fireEvent.click(await screen.findByLabelText('Default'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByTestId('vat-flag-field-isDefault');
    await waitFor(() =>
      expect(within(field).getByRole('alert')).toHaveTextContent('The default category cannot be switched off.'),
    );
    expect(screen.getByLabelText('Default')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks what it can before sending: names, dates and percentages with two decimals at most', async () => {
    stub(() => ({ status: 500, body: {} }));
    open();
    await screen.findByLabelText('Name in German');
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: ' ' } });
    fireEvent.change(percentOf(rows()[1]!), { target: { value: '8.123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The changed rate and the added empty one.
    expect(await screen.findAllByText('Enter a percentage from 0 to 100 with at most two decimals.')).toHaveLength(2);
    expect(percentOf(rows()[1]!)).toHaveAttribute('aria-invalid', 'true');
    expect(dateOf(rows()[2]!)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name in English')).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it('creates a new category without id or version and opens it', async () => {
    api = stubFetch({
      'PUT /api/vat-category': (call) => ({
        status: 200,
        body: { ...aDetail(), ...(call.body as object), id: NEW_ID, version: 1, isDefault: false, isShipping: false },
      }),
      [`GET /api/vat-category/${NEW_ID}`]: { status: 200, body: aDetail({ id: NEW_ID }) },
    });
    renderPage(<VatCategoryPage />, {
      path: '/cockpit/vat-categories/:categoryId',
      url: '/cockpit/vat-categories/new',
    });
    expect(screen.getByRole('heading', { name: 'New VAT category' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A VAT category needs at least one rate.')).toBeInTheDocument();
    expect(screen.getAllByText('Required.')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Name in German'), { target: { value: 'Reduziert' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Reduced' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    typeDay(dateOf(rows()[0]!), '2024-01-01');
    fireEvent.change(percentOf(rows()[0]!), { target: { value: '2.6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      name: { de: 'Reduziert', en: 'Reduced' },
      isDefault: false,
      isShipping: false,
      outsideScope: false,
      rates: [{ validFrom: '2024-01-01', rateBasisPoints: 260 }],
    });
    // The answer is the stored category: the editor now edits it.
    expect(await screen.findByRole('heading', { name: /Reduced/ })).toBeInTheDocument();
  });

  it('discards the changes only after asking, and keeps them when the person cancels (issue 23)', async () => {
    stub(() => ({ status: 500, body: {} }));
    open();
    const name = await screen.findByLabelText('Name in German');
    fireEvent.change(name, { target: { value: 'Neuer Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the rate valid from 01/01/18' }));
    expect(rows()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('vat-reset'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Discard your changes to this VAT category?');
    fireEvent.click(within(dialog).getByTestId('confirm-discard-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(name).toHaveValue('Neuer Name');

    fireEvent.click(screen.getByTestId('vat-reset'));
    fireEvent.click(await screen.findByTestId('confirm-discard-ok'));
    await waitFor(() => expect(screen.getByLabelText('Name in German')).toHaveValue('Normalsatz'));
    expect(rows()).toHaveLength(2);
    expect(puts()).toEqual([]);
  });

  it('shows the not-found state for an unknown category', async () => {
    api = stubFetch({});
    open();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('speaks German, with a decimal comma', async () => {
    await i18n.changeLanguage('de');
    stub((call) => ({ status: 200, body: { ...aDetail(), ...(call.body as object) } }));
    open();
    expect(await screen.findByRole('heading', { name: /Normalsatz/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Standard')).toBeChecked();
    expect(rows().map((r) => (within(r).getByLabelText('Satz in %') as HTMLInputElement).value)).toEqual([
      '7,70',
      '8,10',
    ]);
    expect(within(rows()[1]!).getByTestId('vat-rate-in-force-tag')).toHaveTextContent('Gilt');
    expect(screen.getByRole('button', { name: 'Den Satz ab 01.01.18 entfernen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]!.body as { rates: unknown[] }).rates).toEqual([
      { validFrom: '2018-01-01', rateBasisPoints: 770 },
      { validFrom: '2024-01-01', rateBasisPoints: 810 },
    ]);
  });
});
