import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChart } from '@cadeau/ui/charts';
import { LoadError, PageTitle, Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { currentLanguage, type Language } from '@cadeau/ui/i18n';
import { ListTable, type ListColumn, type ListState } from '@cadeau/ui/list';
import { reportCsvUrl } from '../../api/reports';
import { WeeksFilters } from './WeeksFilters';

/** What every weekly report's answer has: its weeks, their totals over the filtered products, a page of products. */
interface WeeklyAnswer<W extends { week: string }> {
  fromWeek: string;
  toWeek: string;
  weeks: string[];
  totals: W[];
  products: {
    items: {
      groupId: string;
      number: string;
      name: { de: string; en: string };
      organizationName: string | null;
      weeks: W[];
    }[];
    page: number;
    pageSize: number;
    total: number;
  };
}

/**
 * The page of a weekly availability report (issue 20): its title, the filters (seller, product, weeks) with the CSV,
 * the weeks of all filtered products as columns with their table beside (`chart` keys as series, `totals` columns),
 * and each product's weeks in the server-paged table (`cell` tells a product's week).
 */
export function WeeklyReport<W extends { week: string }>({
  report,
  testId,
  texts,
  state,
  query,
  chart,
  totals,
  help,
  cell,
}: {
  report: 'products-per-week' | 'campaign-product-planning';
  testId: string;
  /** The report's `admin.reports.<texts>` words (name, weeks, products, cellHelp and one per figure). */
  texts: 'productsPerWeek' | 'planning';
  state: ListState;
  query: { data?: WeeklyAnswer<W>; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  chart: readonly (keyof W & string)[];
  totals: ListColumn<W & { id: string }>[];
  help?: ReactNode;
  cell: (week: W, lang: Language) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const answer = query.data;
  const words = (key: string) => t(`admin.reports.${texts}.${key}`);
  const series = useMemo(
    () =>
      answer
        ? chart.map((k) => ({ label: words(k), values: answer.totals.map((w) => w[k] as unknown as number) }))
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `words` reads `t` and `texts`
    [answer, chart, t, texts],
  );
  type Product = WeeklyAnswer<W>['products']['items'][number];
  return (
    <Stack vertical testId={`${testId}-page`}>
      <PageTitle title={words('name')} />
      <Panel>
        <WeeksFilters
          state={state}
          weeks={{ from: answer?.fromWeek, to: answer?.toWeek }}
          csvHref={reportCsvUrl(report, state.params)}
          testId={testId}
        />
      </Panel>
      {query.isError && !answer ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Panel title={words('weeks')}>
            <Stack vertical gap="md">
              {help && <Paragraph>{help}</Paragraph>}
              <Suspense fallback={<div style={{ height: 240 }} />}>
                {answer && <ColumnChart categories={answer.weeks} series={series} testId={`${testId}-chart`} />}
              </Suspense>
              <ListTable
                rows={(answer?.totals ?? []).map((w) => ({ id: w.week, ...w }))}
                testId={`${testId}-totals`}
                caption={words('weeks')}
                columns={[{ key: 'week', title: t('admin.reports.week'), render: (w) => w.week }, ...totals]}
              />
            </Stack>
          </Panel>
          <Panel title={words('products')}>
            <Paragraph keepMargin="bottom">{words('cellHelp')}</Paragraph>
            <ListTable<Product>
              state={state}
              query={{ data: answer?.products, isFetching: query.isFetching }}
              testId={`${testId}-products`}
              caption={words('products')}
              empty={t('admin.reports.noProducts')}
              rowKey={(p) => p.groupId}
              columns={[
                {
                  key: 'product',
                  title: t('admin.reports.product'),
                  render: (p) => `${p.number} ${p.name[lang] || p.name.en}`,
                },
                { key: 'seller', title: t('admin.reports.seller'), render: (p) => p.organizationName ?? '—' },
                ...(answer?.weeks ?? []).map((week, i) => ({
                  key: week,
                  title: week,
                  align: 'end' as const,
                  render: (p: Product) => cell(p.weeks[i]!, lang),
                })),
              ]}
            />
          </Panel>
        </>
      )}
    </Stack>
  );
}
