import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@cadeau/ui/api';
import { formatChf } from '@cadeau/ui/format';
import { useCampaignBilling } from '../api/vouchers';
import { SecondaryText } from '@cadeau/ui/cockpit';

/**
 * The money against the deposit (issue 20), from svc-billing's journal: the deposit and what was paid, what the
 * gifts cost so far, and what the final billing makes of it: as it would settle today if nothing more were
 * redeemed, or as it settled the campaign (the credit kept, or what is left to pay).
 */
export function MoneyFacts({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useCampaignBilling(campaignId);
  const secondary = { margin: 0, color: token.colorTextSecondary };
  if (query.isPending) return null;
  // svc-billing knows a campaign from its first release: before, there is no money to show.
  const unknown = query.error instanceof ApiError && query.error.status === 404;
  if (query.isError && !unknown)
    return (
      <p style={secondary} data-testid="statistics-money-error">
        {t('campaigns.statistics.money.unavailable')}
      </p>
    );
  const money = query.data?.forecast;
  if (!money)
    return (
      <p style={secondary} data-testid="statistics-money-none">
        {t('campaigns.statistics.money.none')}
      </p>
    );
  const facts = [
    { key: 'deposit', value: money.depositRappen },
    { key: 'depositPaid', value: money.depositPaidRappen },
    { key: 'spent', value: money.spentRappen },
    { key: 'fees', value: money.feesRappen },
    money.toPayRappen > 0
      ? { key: 'toPay', value: money.toPayRappen }
      : { key: money.settled ? 'creditKept' : 'creditRemaining', value: money.creditRemainingRappen },
  ];
  return (
    <div data-testid="statistics-money">
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: '12px 16px',
          margin: 0,
        }}
      >
        {facts.map((f) => (
          <div key={f.key} data-testid={`statistics-money-${f.key}`}>
            <SecondaryText as="dt" small>
              {t(`campaigns.statistics.money.${f.key}`)}
            </SecondaryText>
            <dd style={{ margin: '2px 0 0', fontSize: 20, fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatChf(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p style={{ ...secondary, marginTop: 8 }}>
        {t(money.settled ? 'campaigns.statistics.money.settled' : 'campaigns.statistics.money.help')}
      </p>
    </div>
  );
}
