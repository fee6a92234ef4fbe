import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Panel, Paragraph } from '@cadeau/ui/cockpit';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useCurrentCampaigns } from '../api/current-campaigns';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

/**
 * A giver member's tasks (issue 11, spec section 4): the campaigns the review rejected, which wait for the
 * member to adjust them and release them again, each leading to its workspace (which shows the reason). Shown to
 * the roles that may change a campaign or its designs; the count is the server's.
 */
export function CampaignTasksPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const { data, isPending, isError } = useCurrentCampaigns();
  const count = data?.counts.toAdjust ?? 0;
  return (
    <Panel title={t('campaigns.dashboard.tasks.title')} testId="dashboard-campaign-tasks">
      {isPending ? null : isError ? (
        <Paragraph secondary data-testid="dashboard-campaign-tasks-error">
          {t('campaigns.dashboard.campaigns.unavailable')}
        </Paragraph>
      ) : !count ? (
        <EmptyState testId="dashboard-campaign-tasks-empty">{t('campaigns.dashboard.campaigns.tasksEmpty')}</EmptyState>
      ) : (
        <div data-testid="dashboard-campaigns-to-adjust">
          <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid="dashboard-campaigns-to-adjust-count">
            {t('campaigns.dashboard.campaigns.toAdjust', { count })}
          </p>
          <ul style={listStyle}>
            {data.toAdjust.map((c) => (
              <li key={c.id} style={itemStyle(token)} data-testid="dashboard-campaign-to-adjust">
                <Link to={`/cockpit/campaigns/${c.id}`}>{c.name}</Link>
                <span style={secondaryStyle(token)}>
                  {/* Nothing else changes a campaign once rejected until it is adjusted: its last change is the review. */}
                  {t('campaigns.dashboard.campaigns.rejectedAt', { date: formatDate(c.updatedAt, lang) })}
                </span>
              </li>
            ))}
          </ul>
          {count > data.toAdjust.length && (
            <p style={footerStyle}>
              <Link to="/cockpit/campaigns?status=rejected">{t('campaigns.dashboard.campaigns.showAllToAdjust')}</Link>
            </p>
          )}
        </div>
      )}
    </Panel>
  );
}
