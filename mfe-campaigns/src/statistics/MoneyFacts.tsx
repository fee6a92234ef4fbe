import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { CampaignStatistics } from '@cadeau/contracts';
import { formatChf } from '@cadeau/ui/format';

/**
 * The money against the deposit (issue 20): the deposit and what was paid, what the gifts cost so far, and what the
 * final billing would settle if nothing more were redeemed (credit that would remain, or what would be left to pay).
 */
export function MoneyFacts({ money }: { money: CampaignStatistics['money'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!money)
    return (
      <p style={{ margin: 0, color: token.colorTextSecondary }} data-testid="statistics-money-none">
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
      : { key: 'creditRemaining', value: money.creditRemainingRappen },
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
            <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              {t(`campaigns.statistics.money.${f.key}`)}
            </dt>
            <dd style={{ margin: '2px 0 0', fontSize: 20, fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatChf(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: '8px 0 0', color: token.colorTextSecondary }}>{t('campaigns.statistics.money.help')}</p>
    </div>
  );
}
