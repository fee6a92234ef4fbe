import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignSummary } from '@cadeau/contracts';
import type { ListParams } from '@cadeau/ui/api';
import { EmptyState, Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useCampaignList } from '../api/campaigns';
import { useCurrentCampaigns } from '../api/current-campaigns';
import { CampaignStatusTag } from './CampaignStatusTag';
import { formatCalendarDay } from './calendar-day';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

/** The approved campaigns waiting for their start, the next to start first (as many as the other groups show). */
const approvedParams: ListParams = { page: 1, pageSize: 10, sort: 'startDate', order: 'asc', status: 'approved' };

/**
 * The current giver organisation's campaigns at a glance (issue 11: the dashboard's running and pending
 * campaigns): each group with the server's count and its newest campaigns, leading to their workspaces, and the
 * way to the whole list. Approved campaigns waiting for their start day come after the running ones with their
 * status tag: `GET /campaign/current` counts them but does not list them, so they are listed from the campaign
 * list filtered to approved, asked only when there are some.
 */
export function CampaignsPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const { data, isPending, isError } = useCurrentCampaigns();
  const approved = data?.counts.approved ?? 0;
  const approvedList = useCampaignList(approvedParams, approved > 0);
  const group = (
    testId: string,
    count: number,
    items: CampaignSummary[],
    countKey: string,
    detail: (c: CampaignSummary) => string,
    tagged = false,
  ) =>
    count > 0 && (
      <div data-testid={testId}>
        <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid={`${testId}-count`}>
          {t(countKey, { count })}
        </p>
        <ul style={listStyle}>
          {items.map((c) => (
            <li key={c.id} style={itemStyle(token)} data-testid={`${testId}-item`}>
              <Link to={`/cockpit/campaigns/${c.id}`}>{c.name}</Link>
              {tagged && (
                <span style={{ marginInlineStart: 8 }}>
                  <CampaignStatusTag status={c.status} />
                </span>
              )}
              <span style={secondaryStyle(token)}>{detail(c)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  const running = data?.counts.running ?? 0;
  const pending = data?.counts.pending ?? 0;
  return (
    <Panel title={t('campaigns.dashboard.campaigns.title')} testId="dashboard-campaigns">
      {isPending ? null : (
        <>
          {isError ? (
            <Paragraph secondary data-testid="dashboard-campaigns-error">
              {t('campaigns.dashboard.campaigns.unavailable')}
            </Paragraph>
          ) : !running && !pending && !approved ? (
            <EmptyState testId="dashboard-campaigns-empty">{t('campaigns.dashboard.campaigns.empty')}</EmptyState>
          ) : (
            <Stack vertical gap="md">
              {group(
                'dashboard-campaigns-running',
                running,
                data.running,
                'campaigns.dashboard.campaigns.running',
                (c) => t('campaigns.dashboard.campaigns.runningUntil', { date: formatCalendarDay(c.endDate, lang) }),
              )}
              {group(
                'dashboard-campaigns-approved',
                approved,
                approvedList.data?.items ?? [],
                'campaigns.dashboard.campaigns.approved',
                (c) => t('campaigns.dashboard.campaigns.startsOn', { date: formatCalendarDay(c.startDate, lang) }),
                true,
              )}
              {group(
                'dashboard-campaigns-pending',
                pending,
                data.pending,
                'campaigns.dashboard.campaigns.pending',
                (c) =>
                  // Nothing changes a pending campaign but its review: its last change is its release.
                  t('campaigns.dashboard.campaigns.releasedAt', { date: formatDate(c.updatedAt, lang) }),
              )}
            </Stack>
          )}
          <p style={footerStyle}>
            <Link to="/cockpit/campaigns" data-testid="dashboard-campaigns-list">
              {t('campaigns.dashboard.campaigns.showAll')}
            </Link>
          </p>
        </>
      )}
    </Panel>
  );
}
