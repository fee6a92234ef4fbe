import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiResponse } from '@cadeau/ui/api';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { CAMPAIGNS_TO_REVIEW_PATH } from '../api/current-campaigns';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

type CampaignPage = ApiResponse<'GET', '/campaign'>;

/**
 * Campaigns released for review (issue 11: an administrator's task, spec section 4): the count, the longest
 * waiting by name with their giver and release date, each leading to its workspace where the administrator
 * approves, rejects or blocks it, and the whole queue.
 */
export function CampaignsToReviewTask({ page }: { page: CampaignPage }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  return (
    <div data-testid="dashboard-campaigns-to-review">
      <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid="dashboard-campaigns-to-review-count">
        {t('campaigns.dashboard.campaigns.toReview', { count: page.total })}
      </p>
      <ul style={listStyle}>
        {page.items.map((c) => {
          // Nothing changes a pending campaign but its review: its last change is its release.
          const released = t('campaigns.dashboard.campaigns.releasedAt', { date: formatDate(c.updatedAt, lang) });
          return (
            <li key={c.id} style={itemStyle(token)} data-testid="dashboard-campaign-to-review">
              <Link to={`/cockpit/campaigns/${c.id}`}>{c.name}</Link>
              <span style={secondaryStyle(token)}>
                {c.organizationName ? `${c.organizationName} · ${released}` : released}
              </span>
            </li>
          );
        })}
      </ul>
      <p style={footerStyle}>
        <Link to={CAMPAIGNS_TO_REVIEW_PATH} data-testid="dashboard-campaigns-to-review-list">
          {t('campaigns.dashboard.campaigns.showAllToReview')}
        </Link>
      </p>
    </div>
  );
}
