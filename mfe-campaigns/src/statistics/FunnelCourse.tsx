import { Suspense, useMemo } from 'react';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { CampaignStatistics } from '@cadeau/contracts';
import { funnelSteps } from '@cadeau/contracts/funnel';
import { FunnelSeriesTable, TrendChart } from '@cadeau/ui/charts';
import { currentLanguage } from '@cadeau/ui/i18n';
import { downloadText, toCsv } from '../csv/error-csv';
import { Stack, Paragraph } from '@cadeau/ui/cockpit';

/**
 * The campaign's funnel over time (issue 20): a line per step (the chart library loads with this section only) and
 * the same numbers as a table beside it for keyboard and screen-reader users, with the course as CSV.
 */
export function FunnelCourse({ funnel, campaignName }: { funnel: CampaignStatistics['funnel']; campaignName: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const days = useMemo(() => funnel.series.map((p) => p.period), [funnel]);
  const series = useMemo(
    () => funnelSteps.map((s) => ({ label: t(`funnel.steps.${s}`), values: funnel.series.map((p) => p.counts[s]) })),
    [funnel, t],
  );
  const download = () => {
    const lang = currentLanguage();
    const rows = [
      [t('funnel.period'), ...funnelSteps.map((s) => t(`funnel.steps.${s}`))],
      ...funnel.series.map((p) => [p.period, ...funnelSteps.map((s) => p.counts[s])]),
    ];
    downloadText(
      toCsv(rows, lang === 'de' ? ';' : ','),
      `${campaignName} - ${t('campaigns.statistics.course.title')}.csv`,
    );
  };
  return (
    <Stack vertical gap="sm" testId="statistics-course">
      <Stack gap="sm" wrap justify="space-between">
        <div>
          <h3 style={{ margin: '0 0 4px', fontSize: 16, fontWeight: 600, color: token.colorTextHeading }}>
            {t('campaigns.statistics.course.title')}
          </h3>
          <Paragraph>{t('campaigns.statistics.course.help')}</Paragraph>
        </div>
        {funnel.series.length > 0 && (
          <Button icon={<DownloadOutlined />} onClick={download} data-testid="statistics-course-download">
            {t('campaigns.statistics.course.download')}
          </Button>
        )}
      </Stack>
      {funnel.series.length === 0 ? (
        <Paragraph secondary>{t('campaigns.statistics.course.empty')}</Paragraph>
      ) : (
        <>
          <Suspense fallback={<div style={{ height: 260 }} />}>
            <TrendChart days={days} series={series} testId="statistics-course-chart" />
          </Suspense>
          <FunnelSeriesTable
            series={funnel.series}
            granularity={funnel.granularity}
            caption={t('campaigns.statistics.course.title')}
            testId="statistics-course-table"
          />
        </>
      )}
    </Stack>
  );
}
