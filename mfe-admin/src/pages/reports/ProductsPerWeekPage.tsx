import { useTranslation } from 'react-i18next';
import type { ProductWeek } from '@cadeau/contracts';
import { formatCount } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useListState } from '@cadeau/ui/list';
import { useProductsPerWeek } from '../../api/reports';
import { WeeklyReport } from '../../components/reports/WeeklyReport';

const figures = ['availability', 'reserved', 'ordered', 'remaining'] as const;

/**
 * /cockpit/reports/products-per-week (issue 20): per product and ISO week, the weekly availability, the units
 * reserved and ordered, and what remains; the weeks of all the filtered products as columns and a table, each
 * product's weeks in the paged table (free of available), and the CSV of every row.
 */
export default function ProductsPerWeekPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const state = useListState({ pageSize: 10 });
  const query = useProductsPerWeek(state.params);
  return (
    <WeeklyReport<ProductWeek>
      report="products-per-week"
      testId="products-per-week"
      texts="productsPerWeek"
      state={state}
      query={query}
      chart={['availability', 'reserved', 'ordered']}
      totals={figures.map((k) => ({
        key: k,
        title: t(`admin.reports.productsPerWeek.${k}`),
        align: 'end' as const,
        render: (w: ProductWeek) => formatCount(w[k], lang),
      }))}
      cell={(w, l) =>
        t('admin.reports.productsPerWeek.cell', {
          remaining: formatCount(w.remaining, l),
          availability: formatCount(w.availability, l),
        })
      }
    />
  );
}
