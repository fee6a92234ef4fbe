import { useTranslation } from 'react-i18next';
import { funnelSteps, type FunnelCounts, type ReportGranularity } from '@cadeau/contracts/funnel';
import { formatCount, formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable } from '@cadeau/ui/list';

/** A funnel's course as a table, a row per day or week: the line chart's numbers in text. */
export function FunnelSeriesTable({
  series,
  granularity,
  caption,
  testId,
}: {
  series: { period: string; counts: FunnelCounts }[];
  granularity: ReportGranularity;
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const periodLabel = (start: string) =>
    granularity === 'day' ? formatDate(start, lang) : t('funnel.weekOf', { day: formatDate(start, lang) });
  return (
    <ListTable
      rows={series.map((p) => ({ id: p.period, ...p }))}
      testId={testId}
      caption={caption}
      columns={[
        { key: 'period', title: t('funnel.period'), render: (p) => periodLabel(p.period) },
        ...funnelSteps.map((s) => ({
          key: s,
          title: t(`funnel.steps.${s}`),
          align: 'end' as const,
          render: (p: { counts: FunnelCounts }) => formatCount(p.counts[s], lang),
        })),
      ]}
    />
  );
}
