import { useTranslation } from 'react-i18next';
import { funnelRatesPerMille, funnelSteps, type FunnelCounts } from '@cadeau/contracts/funnel';
import { ListTable } from '@cadeau/ui/list';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatCount } from '@cadeau/ui/format';
import { formatPerMille } from './figures';

/** The funnel's figures as a table: the chart's text for keyboard and screen-reader users. */
export function FunnelTable({
  counts,
  base,
  caption,
  testId,
}: {
  counts: FunnelCounts;
  /** The rates' base (a period's recipients to date); the counts' own recipients by default. */
  base?: number;
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const rates = funnelRatesPerMille(counts, base);
  const rows = funnelSteps.map((step) => ({ id: step, step, count: counts[step], rate: rates[step] }));
  return (
    <ListTable
      rows={rows}
      testId={testId}
      caption={caption}
      columns={[
        { key: 'step', title: t('funnel.step'), render: (r) => t(`funnel.steps.${r.step}`) },
        {
          key: 'count',
          title: t('funnel.count'),
          align: 'end',
          render: (r) => formatCount(r.count, lang),
        },
        {
          key: 'rate',
          title: t('funnel.rate'),
          align: 'end',
          render: (r) => formatPerMille(r.rate, lang),
        },
      ]}
    />
  );
}
