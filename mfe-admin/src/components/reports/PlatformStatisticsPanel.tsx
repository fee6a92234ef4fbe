import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformFigure, PlatformStatistics } from '@cadeau/contracts';
import { usePlatformStatistics } from '@cadeau/ui/api';
import { formatCount } from '@cadeau/ui/charts';
import { DateInput, LoadError, Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { formatChf, formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable } from '@cadeau/ui/list';
import { FilterField } from '../FilterField';

interface Row {
  id: string;
  figure: PlatformFigure;
  money: boolean;
}

/** Every figure of the statistics that has a period, in the order of a gift's way through the platform. */
function rowsOf(s: PlatformStatistics): Row[] {
  const count = (id: string, figure: PlatformFigure): Row => ({ id, figure, money: false });
  const money = (id: string, figure: PlatformFigure): Row => ({ id, figure, money: true });
  return [
    count('organizationsNew', s.organizations.new),
    count('usersNew', s.users.new),
    count('campaignsNew', s.campaigns.new),
    count('recipients', s.recipients),
    count('codesIssued', s.codesIssued),
    count('codesRedeemed', s.codesRedeemed),
    count('ordersPlaced', s.orders.placed.count),
    money('ordersValue', s.orders.placed.amountRappen),
    count('depositsInvoiced', s.deposits.invoiced.count),
    money('depositsInvoicedAmount', s.deposits.invoiced.amountRappen),
    money('depositsPaidAmount', s.deposits.paid.amountRappen),
    money('payoutsRequestedAmount', s.payouts.requested.amountRappen),
    money('payoutsDoneAmount', s.payouts.done.amountRappen),
    money('feesEarned', s.feesEarnedRappen),
    money('creditHeld', s.creditHeldRappen),
  ];
}

/**
 * The platform at a glance on the reports' overview (issue 20, GET /platform/statistics): a period (default the
 * last 30 days) and every figure beside the period of equal length before it, with the change; the organisations
 * and campaigns by status now.
 */
export function PlatformStatisticsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const lang = currentLanguage();
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const query = usePlatformStatistics(period);
  const s = query.data;
  const value = (r: Row, n: number) => (r.money ? formatChf(n) : formatCount(n, lang));
  const change = (r: Row) => {
    const delta = r.figure.current - r.figure.previous;
    return delta === 0 ? '±0' : `${delta > 0 ? '+' : '−'}${value(r, Math.abs(delta))}`;
  };
  return (
    <Panel title={t('admin.reports.statistics.title')} testId="platform-statistics">
      <Stack vertical gap="md">
        <Stack gap="sm" wrap align="end">
          <FilterField id={`${id}-from`} label={t('admin.reports.from')}>
            <DateInput
              id={`${id}-from`}
              value={s?.from ?? ''}
              max={s?.to}
              onChange={(day) => setPeriod((p) => ({ ...p, from: day || undefined }))}
            />
          </FilterField>
          <FilterField id={`${id}-to`} label={t('admin.reports.to')}>
            <DateInput
              id={`${id}-to`}
              value={s?.to ?? ''}
              min={s?.from}
              onChange={(day) => setPeriod((p) => ({ ...p, to: day || undefined }))}
            />
          </FilterField>
        </Stack>
        {query.isError && !s ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : s ? (
          <>
            <ListTable<Row>
              rows={rowsOf(s)}
              testId="platform-statistics-figures"
              caption={t('admin.reports.statistics.title')}
              columns={[
                {
                  key: 'figure',
                  title: t('admin.reports.statistics.figure'),
                  render: (r) => t(`admin.reports.statistics.${r.id}`),
                },
                {
                  key: 'current',
                  title: t('admin.reports.statistics.period', {
                    from: formatDate(s.from, lang),
                    to: formatDate(s.to, lang),
                  }),
                  align: 'end',
                  render: (r) => value(r, r.figure.current),
                },
                {
                  key: 'previous',
                  title: t('admin.reports.statistics.period', {
                    from: formatDate(s.previousFrom, lang),
                    to: formatDate(s.previousTo, lang),
                  }),
                  align: 'end',
                  render: (r) => value(r, r.figure.previous),
                },
                { key: 'change', title: t('admin.reports.statistics.change'), align: 'end', render: change },
              ]}
            />
            <Paragraph data-testid="platform-statistics-now">
              {t('admin.reports.statistics.now', {
                approved: formatCount(s.organizations.byStatus.approved, lang),
                pending: formatCount(s.organizations.byStatus.pending, lang),
                givers: formatCount(s.organizations.byFeature.giver, lang),
                sellers: formatCount(s.organizations.byFeature.seller, lang),
                users: formatCount(s.users.total, lang),
                running: formatCount(s.campaigns.byStatus.running ?? 0, lang),
                pendingCampaigns: formatCount(s.campaigns.byStatus.pending ?? 0, lang),
              })}
            </Paragraph>
          </>
        ) : null}
      </Stack>
    </Panel>
  );
}
