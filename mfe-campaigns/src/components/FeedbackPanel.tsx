import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Panel, Paragraph } from '@cadeau/ui/cockpit';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useCurrentCampaigns } from '../api/current-campaigns';
import { sectionAnchor } from '../domain/sections';
import { itemStyle, listStyle, secondaryStyle } from './list-styles';

/**
 * The dashboard's feedback (spec section 2: "tasks, notifications, conversations, feedback"; issue 12): the
 * newest thanks recipients left on the current giver organisation's campaigns, each leading to its campaign's
 * statistics, which list all of them. The entries come with `GET /campaign/current` (the campaigns panel's
 * query: one request for both). A long text is cut after a few lines on screen; a screen reader reads it whole.
 */
export function FeedbackPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const { data, isPending, isError } = useCurrentCampaigns();
  const entries = data?.feedback ?? [];
  return (
    <Panel title={t('campaigns.dashboard.feedback.title')} testId="dashboard-feedback">
      {isPending ? null : isError ? (
        <Paragraph secondary data-testid="dashboard-feedback-error">
          {t('campaigns.dashboard.feedback.unavailable')}
        </Paragraph>
      ) : !entries.length ? (
        <EmptyState testId="dashboard-feedback-empty">{t('campaigns.dashboard.feedback.empty')}</EmptyState>
      ) : (
        <ul style={listStyle}>
          {entries.map((f) => (
            <li key={f.voucherId} style={itemStyle(token)} data-testid="dashboard-feedback-item">
              {/* The campaign first, as the other panels lead with their link; a link of its own line, never one
                  inside the secondary text (which would need its own underline to stand out). */}
              <Link
                to={`/cockpit/campaigns/${f.campaignId}#${sectionAnchor('statistics')}`}
                data-testid="dashboard-feedback-campaign"
              >
                {f.campaignName}
              </Link>
              <blockquote
                style={{
                  margin: '4px 0 0',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitBoxOrient: 'vertical',
                  WebkitLineClamp: 4,
                  overflow: 'hidden',
                }}
                data-testid="dashboard-feedback-text"
              >
                {f.feedback}
              </blockquote>
              <span style={secondaryStyle(token)}>
                {t('campaigns.dashboard.feedback.by', {
                  // The address, as the statistics' feedback list names the recipient: a salutation ("Liebe
                  // Anna") addresses the recipient and does not tell the giver who wrote.
                  who: f.email,
                  date: formatDate(f.feedbackAt, lang),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
