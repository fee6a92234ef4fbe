import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrganizationList } from '@cadeau/ui/api';
import { EmptyState, Panel } from '@cadeau/ui/cockpit';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

/** How many of the waiting organisations are named (the longest waiting first); the count is the server's total. */
export const PENDING_SHOWN = 5;

/** The organisations list page, filtered to those awaiting approval (mfe-admin reads `status` from the URL). */
export const PENDING_LIST_PATH = '/cockpit/organizations?status=pending';

/** A platform administrator's work: organisations awaiting approval (spec section 4: pending until approved). */
export function TasksPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data, isPending } = useOrganizationList({
    page: 1,
    pageSize: PENDING_SHOWN,
    sort: 'createdAt',
    order: 'asc',
    status: 'pending',
  });
  const lang = currentLanguage();
  const total = data?.total ?? 0;
  return (
    <Panel title={t('campaigns.dashboard.tasks.title')} testId="dashboard-tasks">
      {isPending ? null : !total ? (
        <EmptyState testId="dashboard-tasks-empty">{t('campaigns.dashboard.tasks.empty')}</EmptyState>
      ) : (
        <>
          <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid="dashboard-pending-count">
            {t('campaigns.dashboard.tasks.pendingOrganizations', { count: total })}
          </p>
          <ul style={listStyle}>
            {data?.items.map((o) => (
              <li key={o.id} style={itemStyle(token)} data-testid="dashboard-pending-organization">
                <Link to={`/cockpit/organizations/${o.id}`}>{o.name}</Link>
                <span style={secondaryStyle(token)}>
                  {t('campaigns.dashboard.tasks.registeredAt', { date: formatDate(o.createdAt, lang) })}
                </span>
              </li>
            ))}
          </ul>
          <p style={footerStyle}>
            <Link to={PENDING_LIST_PATH} data-testid="dashboard-pending-list">
              {t('campaigns.dashboard.tasks.showAll')}
            </Link>
          </p>
        </>
      )}
    </Panel>
  );
}
