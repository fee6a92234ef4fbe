import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useOrganizationList } from '@cadeau/ui/api';
import { EmptyState, Panel } from '@cadeau/ui/cockpit';
import { useCampaignsToReview } from '../api/current-campaigns';
import { usePendingProducts } from '../api/pending-products';
import { CampaignsToReviewTask } from './CampaignsToReviewTask';
import { PENDING_SHOWN, PendingOrganizationsTask } from './PendingOrganizationsTask';
import { PendingProductsTask } from './PendingProductsTask';

/**
 * A platform administrator's work: organisations awaiting approval (spec section 4), products (issue 10) and
 * campaigns (issue 11) released for review, each with its count and the way to its list; one "nothing to do"
 * when none waits.
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
  const campaigns = useCampaignsToReview();
  const waitingOrganizations = organizations.data?.total ?? 0;
  const waitingProducts = products.data?.total ?? 0;
  const waitingCampaigns = campaigns.data?.total ?? 0;
  // A service that cannot answer says so: "nothing to do" would hide what waits there.
  const productsUnknown = products.isError;
  const campaignsUnknown = campaigns.isError;
  const loading = organizations.isPending || products.isPending || campaigns.isPending;
  const nothing =
    !waitingOrganizations && !waitingProducts && !waitingCampaigns && !productsUnknown && !campaignsUnknown;
  return (
    <Panel title={t('campaigns.dashboard.tasks.title')} testId="dashboard-tasks">
      {loading ? null : nothing ? (
        <EmptyState testId="dashboard-tasks-empty">{t('campaigns.dashboard.tasks.empty')}</EmptyState>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {organizations.data && waitingOrganizations > 0 && <PendingOrganizationsTask page={organizations.data} />}
          {products.data && waitingProducts > 0 && <PendingProductsTask page={products.data} />}
          {campaigns.data && waitingCampaigns > 0 && <CampaignsToReviewTask page={campaigns.data} />}
          {productsUnknown && (
            <p style={{ margin: 0, color: token.colorTextSecondary }} data-testid="dashboard-pending-products-error">
              {t('campaigns.dashboard.tasks.productsUnavailable')}
            </p>
          )}
          {campaignsUnknown && (
            <p style={{ margin: 0, color: token.colorTextSecondary }} data-testid="dashboard-campaigns-to-review-error">
              {t('campaigns.dashboard.campaigns.toReviewUnavailable')}
            </p>
          )}
        </div>
      )}
    </Panel>
  );
}
