import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiResponse } from '@cadeau/ui/api';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

/** How many of the waiting organisations are named (the longest waiting first); the count is the server's total. */
export const PENDING_SHOWN = 5;

/** The organisations list page, filtered to those awaiting approval (mfe-admin reads `status` from the URL). */
export const PENDING_LIST_PATH = '/cockpit/organizations?status=pending';

/** Organisations awaiting approval (spec section 4: pending until approved): the count, the first ones, the list. */
export function PendingOrganizationsTask({ page }: { page: ApiResponse<'GET', '/organization/list'> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  return (
    <div data-testid="dashboard-pending-organizations">
      <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid="dashboard-pending-count">
        {t('campaigns.dashboard.tasks.pendingOrganizations', { count: page.total })}
      </p>
      <ul style={listStyle}>
        {page.items.map((o) => (
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
    </div>
  );
}
