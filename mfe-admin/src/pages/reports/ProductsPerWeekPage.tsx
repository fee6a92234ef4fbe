import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductsPerWeek } from '@cadeau/contracts';
import { ColumnChart, formatCount } from '@cadeau/ui/charts';
import { LoadError, PageTitle, Panel } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable, useListState } from '@cadeau/ui/list';
import { reportCsvUrl, useProductsPerWeek } from '../../api/reports';
import { WeeksFilters } from '../../components/reports/WeeksFilters';

type Product = ProductsPerWeek['products']['items'][number];

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
  const report = query.data;
  const title = t('admin.reports.productsPerWeek.name');
  const series = useMemo(
    () =>
      report
        ? (['availability', 'reserved', 'ordered'] as const).map((k) => ({
            label: t(`admin.reports.productsPerWeek.${k}`),
            values: report.totals.map((w) => w[k]),
          }))
        : [],
    [report, t],
  );
  return (
    <div data-testid="products-per-week-page" style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PageTitle title={title} />
      <Panel>
        <WeeksFilters
          state={state}
          weeks={{ from: report?.fromWeek, to: report?.toWeek }}
          csvHref={reportCsvUrl('products-per-week', state.params)}
          testId="products-per-week"
        />
      </Panel>
      {query.isError && !report ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Panel title={t('admin.reports.productsPerWeek.weeks')}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
              <Suspense fallback={<div style={{ height: 240 }} />}>
                {report && <ColumnChart categories={report.weeks} series={series} testId="products-per-week-chart" />}
              </Suspense>
              <ListTable
                rows={(report?.totals ?? []).map((w) => ({ id: w.week, ...w }))}
                testId="products-per-week-totals"
                caption={t('admin.reports.productsPerWeek.weeks')}
                columns={[
                  { key: 'week', title: t('admin.reports.week'), render: (w) => w.week },
                  ...(['availability', 'reserved', 'ordered', 'remaining'] as const).map((k) => ({
                    key: k,
                    title: t(`admin.reports.productsPerWeek.${k}`),
                    align: 'end' as const,
                    render: (w: Record<typeof k, number>) => formatCount(w[k], lang),
                  })),
                ]}
              />
            </div>
          </Panel>
          <Panel title={t('admin.reports.productsPerWeek.products')}>
            <p style={{ marginTop: 0 }}>{t('admin.reports.productsPerWeek.cellHelp')}</p>
            <ListTable<Product>
              state={state}
              query={{ data: report?.products, isFetching: query.isFetching }}
              testId="products-per-week-products"
              caption={t('admin.reports.productsPerWeek.products')}
              empty={t('admin.reports.noProducts')}
              rowKey={(p) => p.groupId}
              columns={[
                {
                  key: 'product',
                  title: t('admin.reports.product'),
                  render: (p) => `${p.number} ${p.name[lang] || p.name.en}`,
                },
                { key: 'seller', title: t('admin.reports.seller'), render: (p) => p.organizationName ?? '—' },
                ...(report?.weeks ?? []).map((week, i) => ({
                  key: week,
                  title: week,
                  align: 'end' as const,
                  render: (p: Product) =>
                    t('admin.reports.productsPerWeek.cell', {
                      remaining: formatCount(p.weeks[i]!.remaining, lang),
                      availability: formatCount(p.weeks[i]!.availability, lang),
                    }),
                })),
              ]}
            />
          </Panel>
        </>
      )}
    </div>
  );
}
