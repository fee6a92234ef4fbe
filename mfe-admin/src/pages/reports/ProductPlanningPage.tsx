import { Suspense, useMemo } from 'react';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { CampaignProductPlanning } from '@cadeau/contracts';
import { ColumnChart, formatCount } from '@cadeau/ui/charts';
import { LoadError, PageTitle, Panel } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable, useListState } from '@cadeau/ui/list';
import { reportCsvUrl, useProductPlanning } from '../../api/reports';
import { WeeksFilters } from '../../components/reports/WeeksFilters';

type Product = CampaignProductPlanning['products']['items'][number];

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
  const report = query.data;
  const title = t('admin.reports.planning.name');
  const series = useMemo(
    () =>
      report
        ? (['remaining', 'expected'] as const).map((k) => ({
            label: t(`admin.reports.planning.${k}`),
            values: report.totals.map((w) => w[k]),
          }))
        : [],
    [report, t],
  );
  const shortage = <Tag color="error">{t('admin.reports.planning.shortage')}</Tag>;
  return (
    <div data-testid="product-planning-page" style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PageTitle title={title} />
      <Panel>
        <WeeksFilters
          state={state}
          weeks={{ from: report?.fromWeek, to: report?.toWeek }}
          csvHref={reportCsvUrl('campaign-product-planning', state.params)}
          testId="product-planning"
        />
      </Panel>
      {query.isError && !report ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Panel title={t('admin.reports.planning.weeks')}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
              <p style={{ margin: 0 }}>{t('admin.reports.planning.help')}</p>
              <Suspense fallback={<div style={{ height: 240 }} />}>
                {report && <ColumnChart categories={report.weeks} series={series} testId="product-planning-chart" />}
              </Suspense>
              <ListTable
                rows={(report?.totals ?? []).map((w) => ({ id: w.week, ...w }))}
                testId="product-planning-totals"
                caption={t('admin.reports.planning.weeks')}
                columns={[
                  { key: 'week', title: t('admin.reports.week'), render: (w) => w.week },
                  ...(['remaining', 'expected', 'potential', 'campaigns'] as const).map((k) => ({
                    key: k,
                    title: t(`admin.reports.planning.${k}`),
                    align: 'end' as const,
                    render: (w: Record<typeof k, number>) => formatCount(w[k], lang),
                  })),
                  {
                    key: 'shortage',
                    title: t('admin.reports.planning.shortage'),
                    render: (w) => (w.shortage ? shortage : '—'),
                  },
                ]}
              />
            </div>
          </Panel>
          <Panel title={t('admin.reports.planning.products')}>
            <p style={{ marginTop: 0 }}>{t('admin.reports.planning.cellHelp')}</p>
            <ListTable<Product>
              state={state}
              query={{ data: report?.products, isFetching: query.isFetching }}
              testId="product-planning-products"
              caption={t('admin.reports.planning.products')}
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
                  render: (p: Product) => {
                    const w = p.weeks[i]!;
                    const text = t('admin.reports.planning.cell', {
                      expected: formatCount(w.expected, lang),
                      remaining: formatCount(w.remaining, lang),
                    });
                    return w.shortage ? (
                      <span style={{ whiteSpace: 'nowrap' }}>
                        {text} {shortage}
                      </span>
                    ) : (
                      text
                    );
                  },
                })),
              ]}
            />
          </Panel>
        </>
      )}
    </div>
  );
}
