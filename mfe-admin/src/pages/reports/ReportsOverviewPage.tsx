import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle, Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { PlatformStatisticsPanel } from '../../components/reports/PlatformStatisticsPanel';

/** The reports there are (spec section 2: /cockpit/reports and its children), each with what it answers. */
const reports = [
  { key: 'engagementFunnel', path: '/cockpit/reports/engagement-funnel' },
  { key: 'productsPerWeek', path: '/cockpit/reports/products-per-week' },
  { key: 'planning', path: '/cockpit/reports/campaign-product-planning' },
] as const;

/** /cockpit/reports and /cockpit/reports/overview: the platform's statistics and its reports (issue 20). */
export default function ReportsOverviewPage() {
  const { t } = useTranslation();
  return (
    <Stack vertical testId="reports-page">
      <PageTitle title={t('admin.reports.title')} />
      <Paragraph>{t('admin.reports.intro')}</Paragraph>
      <PlatformStatisticsPanel />
      {reports.map((r) => (
        <Panel key={r.key} title={t(`admin.reports.${r.key}.name`)} testId={`report-${r.key}`}>
          <Paragraph keepMargin="bottom">{t(`admin.reports.${r.key}.description`)}</Paragraph>
          <Link to={r.path}>{t('admin.reports.open')}</Link>
        </Panel>
      ))}
    </Stack>
  );
}
