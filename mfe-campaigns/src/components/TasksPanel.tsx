import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useOrganizationList } from '@cadeau/ui/api';
import { EmptyState, Panel } from '@cadeau/ui/cockpit';
import { usePendingProducts } from '../api/pending-products';
import { PENDING_SHOWN, PendingOrganizationsTask } from './PendingOrganizationsTask';
import { PendingProductsTask } from './PendingProductsTask';

/**
 * A platform administrator's work: organisations awaiting approval (spec section 4) and products released for
 * review (issue 10), each with its count and the way to its list; one "nothing to do" when neither waits.
 */
export function TasksPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const organizations = useOrganizationList({
    page: 1,
    pageSize: PENDING_SHOWN,
    sort: 'createdAt',
    order: 'asc',
    status: 'pending',
  });
  const products = usePendingProducts();
  const waitingOrganizations = organizations.data?.total ?? 0;
  const waitingProducts = products.data?.total ?? 0;
  // A catalog that cannot answer says so: "nothing to do" would hide products that wait.
  const productsUnknown = products.isError;
  const loading = organizations.isPending || products.isPending;
  return (
    <Panel title={t('campaigns.dashboard.tasks.title')} testId="dashboard-tasks">
      {loading ? null : !waitingOrganizations && !waitingProducts && !productsUnknown ? (
        <EmptyState testId="dashboard-tasks-empty">{t('campaigns.dashboard.tasks.empty')}</EmptyState>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {organizations.data && waitingOrganizations > 0 && <PendingOrganizationsTask page={organizations.data} />}
          {products.data && waitingProducts > 0 && <PendingProductsTask page={products.data} />}
          {productsUnknown && (
            <p style={{ margin: 0, color: token.colorTextSecondary }} data-testid="dashboard-pending-products-error">
              {t('campaigns.dashboard.tasks.productsUnavailable')}
            </p>
          )}
        </div>
      )}
    </Panel>
  );
}
