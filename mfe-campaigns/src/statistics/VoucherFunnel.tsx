import { useId } from 'react';
import Progress from 'antd/es/progress';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { CampaignStatistics } from '@cadeau/contracts';
import { percentOf } from '../domain/vouchers';
import { SecondaryText, Stack } from '@cadeau/ui/cockpit';

/** The steps of a gift code's way, in order: each counted among the codes generated. */
const steps = ['mailed', 'opened', 'clicked', 'redeemed', 'feedback'] as const;
type Step = (typeof steps)[number];

const countOf = (stats: CampaignStatistics, step: Step): number =>
  step === 'mailed'
    ? stats.mails.sent
    : step === 'opened'
      ? stats.mails.opened
      : step === 'clicked'
        ? stats.mails.clicked
        : step === 'redeemed'
          ? stats.vouchers.redeemed
          : stats.vouchers.feedback;

/** One bar: its words above it (never colour alone), a progressbar named by them for screen readers. */
function FunnelStep({ label, count, total }: { label: string; count: number; total: number }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = percentOf(count, total);
  const value = t('campaigns.statistics.funnel.step', { count, total, percent });
  return (
    <li style={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="statistics-funnel-step">
      <span style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0 12px' }}>
        <span id={id}>{label}</span>
        <SecondaryText>{value}</SecondaryText>
      </span>
      <Progress percent={percent} showInfo={false} aria-labelledby={id} aria-valuetext={value} />
    </li>
  );
}

/**
 * The gift codes' funnel as bars (antd Progress: the cockpit loads no chart library; recharts only on the
 * report routes): of the codes generated, how many were mailed, opened, clicked, redeemed and thanked for.
 */
export function VoucherFunnel({ stats }: { stats: CampaignStatistics }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const total = stats.vouchers.issued;
  return (
    <div data-testid="statistics-funnel">
      <h3 style={{ margin: '0 0 4px', fontSize: 16, fontWeight: 600, color: token.colorTextHeading }}>
        {t('campaigns.statistics.funnel.title')}
      </h3>
      <p style={{ margin: '0 0 8px' }}>{t('campaigns.statistics.funnel.help')}</p>
      <Stack as="ol" vertical gap="xs">
        {steps.map((step) => (
          <FunnelStep key={step} label={t(`campaigns.statistics.${step}`)} count={countOf(stats, step)} total={total} />
        ))}
      </Stack>
    </div>
  );
}
