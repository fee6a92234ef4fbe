import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Budget } from '@cadeau/contracts';
import { registerBillingTexts, useInvoiceUpdates } from '@cadeau/ui/billing';
import { formatChf } from '@cadeau/ui/format';
import { ListPage, useListState, type ListColumn } from '@cadeau/ui/list';
import { useBudgetList } from '../api/billing';
import { NameTags } from '../components/tags';

registerBillingTexts();

/**
 * /cockpit/budgets: the money of every organisation at the platform (credit, payable earnings, open invoices,
 * payouts asked for), sorted, searched and paged by the server; each organisation links to its payments page.
 */
export default function BudgetsPage() {
  const { t } = useTranslation();
  useInvoiceUpdates();
  const state = useListState({ sort: 'organizationName', order: 'asc' });
  const query = useBudgetList(state.params);
  const title = t('admin.billing.budgets.title');
  const amount = (key: keyof Budget & string, label: string, sorter = true): ListColumn<Budget> => ({
    key,
    title: label,
    sorter,
    align: 'end',
    render: (b) => <span data-testid={`budget-${key}`}>{formatChf(b[key] as number)}</span>,
  });
  return (
    <ListPage<Budget>
      pageTestId="budgets-page"
      title={title}
      panel
      state={state}
      query={query}
      testId="budgets-table"
      search
      empty={t('admin.billing.budgets.empty')}
      rowKey={(b) => b.organizationId}
      columns={[
        {
          key: 'organizationName',
          title: t('admin.billing.budgets.organization'),
          sorter: true,
          render: (b) => <Link to={`/cockpit/payments/${b.organizationId}`}>{b.organizationName}</Link>,
        },
        {
          key: 'features',
          title: t('admin.billing.budgets.features'),
          render: (b) => <NameTags names={b.features} group="features" />,
        },
        amount('creditRappen', t('billing.budget.credit')),
        amount('payableRappen', t('billing.budget.payable')),
        amount('openRappen', t('billing.budget.open')),
        amount('payoutRequestedRappen', t('billing.budget.payoutRequested')),
        amount('paidOutRappen', t('billing.budget.paidOut'), false),
      ]}
    />
  );
}
