import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlatformFigure, PlatformStatistics } from '@cadeau/contracts';
import { usePlatformStatistics } from '@cadeau/ui/api';
import { Panel, Stack, Paragraph, SecondaryText } from '@cadeau/ui/cockpit';
import { formatChf, formatCount } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';

type Headline = { key: string; figure: PlatformFigure; money?: boolean };

/** The figures an administrator sees first (the whole answer is on the reports' overview). */
function headlinesOf(s: PlatformStatistics): Headline[] {
  return [
    { key: 'organizations', figure: s.organizations.new },
    { key: 'users', figure: s.users.new },
    { key: 'recipients', figure: s.codesIssued },
    { key: 'codesRedeemed', figure: s.codesRedeemed },
    { key: 'orders', figure: s.orders.placed.count },
    { key: 'depositsPaid', figure: s.deposits.paid.amountRappen, money: true },
    { key: 'feesEarned', figure: s.feesEarnedRappen, money: true },
  ];
}

/**
 * The platform at a glance on an administrator's dashboard (issue 20, GET /platform/statistics): the last 30 days'
 * headline figures, each with its change against the 30 days before, and the way to the reports.
 */
export function PlatformFiguresPanel() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { data, isError } = usePlatformStatistics();
  const value = (h: Headline, n: number) => (h.money ? formatChf(n) : formatCount(n, lang));
  const change = (h: Headline) => {
    const delta = h.figure.current - h.figure.previous;
    if (delta === 0) return t('campaigns.dashboard.figures.unchanged');
    const amount = value(h, Math.abs(delta));
    return t(delta > 0 ? 'campaigns.dashboard.figures.up' : 'campaigns.dashboard.figures.down', { amount });
  };
  return (
    <Panel title={t('campaigns.dashboard.figures.title')} testId="dashboard-figures">
      {isError && !data ? (
        <Paragraph secondary>{t('campaigns.dashboard.figures.unavailable')}</Paragraph>
      ) : data ? (
        <Stack vertical gap="sm">
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
              gap: 12,
              margin: 0,
            }}
          >
            {headlinesOf(data).map((h) => (
              <div key={h.key} data-testid={`dashboard-figure-${h.key}`}>
                <SecondaryText as="dt" small>
                  {t(`campaigns.dashboard.figures.${h.key}`)}
                </SecondaryText>
                <dd style={{ margin: '2px 0 0' }}>
                  <span style={{ display: 'block', fontSize: 20, fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {value(h, h.figure.current)}
                  </span>
                  <SecondaryText small>{change(h)}</SecondaryText>
                </dd>
              </div>
            ))}
          </dl>
          <Paragraph secondary small>
            {t('campaigns.dashboard.figures.period')}
          </Paragraph>
          <Link to="/cockpit/reports">{t('campaigns.dashboard.figures.reports')}</Link>
        </Stack>
      ) : null}
    </Panel>
  );
}
