import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { funnelRatesPerMille, funnelSteps, type FunnelCounts } from '@cadeau/contracts/funnel';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatCount } from '@cadeau/ui/format';
import { formatPerMille } from './figures';

/**
 * The funnel as horizontal bars, each step's width its share of the recipients, with its count and rate written
 * beside it. The figure is described for screen readers by the table next to it (FunnelTable), so the bars
 * themselves are hidden from them.
 */
export function FunnelBars({
  counts,
  base,
  testId,
}: {
  counts: FunnelCounts;
  /** The rates' base and the full bar (a period's recipients to date); the counts' own recipients by default. */
  base?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const rates = funnelRatesPerMille(counts, base);
  const top = Math.max(base ?? counts.recipients, 1);
  return (
    <div aria-hidden="true" data-testid={testId} style={{ display: 'grid', gap: 6 }}>
      {funnelSteps.map((step) => (
        <div
          key={step}
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(90px, 8rem) 1fr minmax(110px, auto)',
            gap: 8,
            alignItems: 'center',
          }}
        >
          <span>{t(`funnel.steps.${step}`)}</span>
          <span style={{ height: 18, background: token.colorFillTertiary, borderRadius: 4, overflow: 'hidden' }}>
            <span
              style={{
                display: 'block',
                height: '100%',
                width: `${Math.min(100, (counts[step] / top) * 100)}%`,
                background: token.colorPrimary,
              }}
            />
          </span>
          <span style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
            {formatCount(counts[step], lang)} · {formatPerMille(rates[step], lang)}
          </span>
        </div>
      ))}
    </div>
  );
}
