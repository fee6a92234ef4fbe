import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { PlanningWeek } from '@cadeau/contracts';
import { formatCount } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useListState } from '@cadeau/ui/list';
import { useProductPlanning } from '../../api/reports';
import { WeeklyReport } from '../../components/reports/WeeklyReport';

const figures = ['remaining', 'expected', 'potential', 'campaigns'] as const;

/**
 * /cockpit/reports/campaign-product-planning (issue 20): per product and ISO week, the demand approved and running
 * campaigns can still bring against what remains, so an administrator sees a shortage before recipients do; the
 * weeks of all the filtered products as columns and a table, each product's weeks (a shortage tagged), the CSV.
 */
export default function ProductPlanningPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const state = useListState({ pageSize: 10 });
  const query = useProductPlanning(state.params);
  const shortage = <Tag color="error">{t('admin.reports.planning.shortage')}</Tag>;
  return (
    <WeeklyReport<PlanningWeek>
      report="campaign-product-planning"
      testId="product-planning"
      texts="planning"
      state={state}
      query={query}
      help={t('admin.reports.planning.help')}
      chart={['remaining', 'expected']}
      totals={[
        ...figures.map((k) => ({
          key: k,
          title: t(`admin.reports.planning.${k}`),
          align: 'end' as const,
          render: (w: PlanningWeek) => formatCount(w[k], lang),
        })),
        {
          key: 'shortage',
          title: t('admin.reports.planning.shortage'),
          render: (w: PlanningWeek) => (w.shortage ? shortage : '—'),
        },
      ]}
      cell={(w, l) => {
        const text = t('admin.reports.planning.cell', {
          expected: formatCount(w.expected, l),
          remaining: formatCount(w.remaining, l),
        });
        return w.shortage ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            {text} {shortage}
          </span>
        ) : (
          text
        );
      }}
    />
  );
}
