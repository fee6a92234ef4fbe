import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aBudget, stubFetch } from '@cadeau/ui/testing';
import { idOf, pagedList, queriesTo } from '../test/list-server';
import { renderPage } from '../test/render';
import BudgetsPage from './BudgetsPage';

const PATH = '/api/organization/budgets';
const DEFAULT = { page: '1', pageSize: '25', sort: 'organizationName', order: 'asc' };
// 30 organisations with money at the platform: even ones sellers with earnings, odd ones givers with credit.
const budgets = Array.from({ length: 30 }, (_v, i) =>
  aBudget({
    organizationId: idOf(i),
    organizationName: `Org ${i}`,
    features: i % 2 ? ['giver'] : ['seller'],
    creditRappen: i % 2 ? 123_456_78 + i : 0,
    payableRappen: i % 2 ? 0 : 50_000 + i,
    openRappen: 1_000_00,
    payoutRequestedRappen: i === 0 ? 25_000 : 0,
    paidOutRappen: 0,
  }),
);

describe('budgets of every organisation (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({
      [`GET ${PATH}`]: pagedList(budgets, (b, q) => !q.q || b.organizationName.includes(q.q)),
    });
  });
  afterEach(() => api.restore());
  const open = () => renderPage(<BudgetsPage />, { path: '/cockpit/budgets', url: '/cockpit/budgets' });
  const rows = () => screen.getAllByTestId('budgets-table-row');
  const header = (name: string) => screen.getByRole('columnheader', { name });

  it('lists each organisation with its money in CHF, linking to its payments', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Budgets', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(queriesTo(api.calls, PATH)).toEqual([DEFAULT]);
    const seller = within(rows()[0]!);
    expect(seller.getByRole('link', { name: 'Org 0' })).toHaveAttribute('href', `/cockpit/payments/${idOf(0)}`);
    expect(seller.getByText('Seller')).toBeInTheDocument();
    expect(seller.getByTestId('budget-payableRappen')).toHaveTextContent('CHF 500.00');
    expect(seller.getByTestId('budget-payoutRequestedRappen')).toHaveTextContent('CHF 250.00');
    expect(seller.getByTestId('budget-openRappen')).toHaveTextContent("CHF 1'000.00");
    const giver = within(rows()[1]!);
    expect(giver.getByTestId('budget-creditRappen')).toHaveTextContent("CHF 123'456.79");
    expect(header('Organisation')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Paid out')).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('30 entries')).toBeInTheDocument();
  });

  it('sorts by an amount, searches and pages on the server', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(25));
    fireEvent.click(screen.getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(queriesTo(api.calls, PATH).at(-1)).toEqual({ ...DEFAULT, sort: 'creditRappen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Credit' }));
    await waitFor(() =>
      expect(queriesTo(api.calls, PATH).at(-1)).toEqual({ ...DEFAULT, sort: 'creditRappen', order: 'desc' }),
    );
    expect(header('Credit')).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queriesTo(api.calls, PATH).at(-1)).toMatchObject({ page: '2' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Org 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queriesTo(api.calls, PATH).at(-1)).toMatchObject({ page: '1', q: 'Org 2' }));
    expect(await screen.findByText('11 entries')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    open();
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(header('Guthaben')).toBeInTheDocument();
    expect(header('Auszahlbare Erträge')).toBeInTheDocument();
    expect(header('Auszahlung beantragt')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Anbieter')).toBeInTheDocument();
  });
});
