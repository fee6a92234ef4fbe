import { Suspense, useId, useMemo, useState } from 'react';
import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';
import type { FunnelCampaign } from '@cadeau/contracts';
import { funnelSteps, type ReportGranularity } from '@cadeau/contracts/funnel';
import { FunnelBars, FunnelSeriesTable, FunnelTable, TrendChart, formatCount } from '@cadeau/ui/charts';
import { DateInput, LoadError, PageTitle, Panel, Stack } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable, useListState } from '@cadeau/ui/list';
import { reportCsvUrl, useEngagementFunnel } from '../../api/reports';
import { useOrganizationMatches } from '../../components/billing/matches';
import { SearchSelect, type Picked } from '../../components/billing/SearchSelect';
import { useCampaignMatches } from '../../components/reports/matches';
import { ReportDownload } from '../../components/reports/ReportDownload';
import { FilterField } from '../../components/FilterField';

/**
 * /cockpit/reports/engagement-funnel (issue 20): recipients → sent → delivered → opened → clicked → redeemed →
 * thanked for all campaigns or one giver's, in a period, per day or week: the funnel as bars and a table, its
 * course as a line chart and a table, the campaigns paged and sorted by the server, and the CSV of them all.
 */
export default function EngagementFunnelPage() {
  const { t } = useTranslation();
  const id = useId();
  const lang = currentLanguage();
  const state = useListState({ sort: 'recipients', order: 'desc', granularity: 'week' });
  const [organization, setOrganization] = useState<Picked | null>(null);
  const [campaign, setCampaign] = useState<Picked | null>(null);
  const params = state.params;
  const query = useEngagementFunnel(params);
  const report = query.data;
  const title = t('admin.reports.funnel.title');
  const series = useMemo(
    () =>
      report
        ? funnelSteps.map((s) => ({
            label: t(`funnel.steps.${s}`),
            values: report.series.map((p) => p.counts[s]),
          }))
        : [],
    [report, t],
  );
  const days = useMemo(() => report?.series.map((p) => p.period) ?? [], [report]);
  return (
    <Stack vertical testId="engagement-funnel-page">
      <PageTitle title={title} />
      <Panel>
        <div
          data-testid="funnel-filters"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
            gap: 12,
            alignItems: 'end',
          }}
        >
          <FilterField id={`${id}-organization`} label={t('admin.reports.giver')}>
            <SearchSelect
              id={`${id}-organization`}
              value={organization}
              onChange={(picked) => {
                setOrganization(picked);
                state.setFilter('organizationId', picked?.id);
              }}
              useMatches={useOrganizationMatches}
              placeholder={t('admin.reports.allGivers')}
              allowClear
              testId="funnel-filter-organization"
            />
          </FilterField>
          <FilterField id={`${id}-campaign`} label={t('admin.reports.campaign')}>
            <SearchSelect
              id={`${id}-campaign`}
              value={campaign}
              onChange={(picked) => {
                setCampaign(picked);
                state.setFilter('campaignId', picked?.id);
              }}
              useMatches={useCampaignMatches}
              placeholder={t('admin.reports.allCampaigns')}
              allowClear
              testId="funnel-filter-campaign"
            />
          </FilterField>
          <FilterField id={`${id}-from`} label={t('admin.reports.from')}>
            <DateInput
              id={`${id}-from`}
              data-testid="funnel-filter-from"
              value={report?.from ?? ''}
              max={report?.to}
              onChange={(day) => state.setFilter('from', day || undefined)}
            />
          </FilterField>
          <FilterField id={`${id}-to`} label={t('admin.reports.to')}>
            <DateInput
              id={`${id}-to`}
              data-testid="funnel-filter-to"
              value={report?.to ?? ''}
              min={report?.from}
              onChange={(day) => state.setFilter('to', day || undefined)}
            />
          </FilterField>
          <Stack vertical gap="xxs">
            <span id={`${id}-granularity`}>{t('admin.reports.granularity')}</span>
            <Segmented<ReportGranularity>
              aria-labelledby={`${id}-granularity`}
              value={(params.granularity as ReportGranularity | undefined) ?? 'week'}
              onChange={(v) => state.setFilter('granularity', v)}
              options={[
                { value: 'day', label: t('admin.reports.perDay') },
                { value: 'week', label: t('admin.reports.perWeek') },
              ]}
            />
          </Stack>
          <ReportDownload href={reportCsvUrl('engagement-funnel', params)} testId="funnel-download" />
        </div>
      </Panel>
      {query.isError && !report ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Panel title={t('admin.reports.funnel.totals')}>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 24 }}>
              {report && <FunnelBars counts={report.totals} base={report.recipientsToDate} testId="funnel-bars" />}
              {report && (
                <FunnelTable
                  counts={report.totals}
                  base={report.recipientsToDate}
                  caption={t('admin.reports.funnel.totals')}
                  testId="funnel-totals"
                />
              )}
            </div>
            {report && (
              <p style={{ margin: '12px 0 0' }} data-testid="funnel-rate-base">
                {t('admin.reports.funnel.rateBase', { recipients: formatCount(report.recipientsToDate, lang) })}
              </p>
            )}
          </Panel>
          <Panel title={t('admin.reports.funnel.course')}>
            <Stack vertical gap="md">
              <Suspense fallback={<div style={{ height: 260 }} />}>
                {report && <TrendChart days={days} series={series} testId="funnel-chart" />}
              </Suspense>
              <FunnelSeriesTable
                series={report?.series ?? []}
                granularity={report?.granularity ?? 'week'}
                caption={t('admin.reports.funnel.course')}
                testId="funnel-series"
              />
            </Stack>
          </Panel>
          <Panel title={t('admin.reports.funnel.campaigns')}>
            <ListTable<FunnelCampaign>
              state={state}
              query={{
                data: report?.campaigns,
                isFetching: query.isFetching,
              }}
              testId="funnel-campaigns"
              caption={t('admin.reports.funnel.campaigns')}
              empty={t('admin.reports.funnel.noCampaigns')}
              rowKey={(c) => c.campaignId}
              columns={[
                { key: 'name', title: t('admin.reports.campaign'), sorter: true, render: (c) => c.name },
                { key: 'giver', title: t('admin.reports.giver'), render: (c) => c.organizationName ?? '—' },
                ...funnelSteps.map((s) => ({
                  key: s,
                  title: t(`funnel.steps.${s}`),
                  align: 'end' as const,
                  sorter: s === 'recipients' || s === 'redeemed',
                  render: (c: FunnelCampaign) => formatCount(c.counts[s], lang),
                })),
              ]}
            />
          </Panel>
        </>
      )}
    </Stack>
  );
}
