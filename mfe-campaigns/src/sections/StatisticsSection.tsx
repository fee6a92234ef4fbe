import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, CampaignStatistics } from '@cadeau/contracts';
import { formatChf } from '@cadeau/ui/format';
import { useCampaignStatistics } from '../api/vouchers';
import { formatCount } from '../recipients/count';
import { FeedbackList } from '../statistics/FeedbackList';
import { FunnelCourse } from '../statistics/FunnelCourse';
import { GiftsChosen } from '../statistics/GiftsChosen';
import { MoneyFacts } from '../statistics/MoneyFacts';
import { VoucherFunnel } from '../statistics/VoucherFunnel';
import { SectionPanel } from '../workspace/SectionPanel';
import { Stack, Paragraph, SecondaryText } from '@cadeau/ui/cockpit';

/** The numbers shown, in the order of a code's way; failures and unsubscriptions only when there are some. */
function numbersOf(s: CampaignStatistics) {
  return [
    { key: 'recipients', value: formatCount(s.recipients.total) },
    ...(s.recipients.unsubscribed ? [{ key: 'unsubscribed', value: formatCount(s.recipients.unsubscribed) }] : []),
    { key: 'generated', value: formatCount(s.vouchers.issued) },
    { key: 'mailed', value: formatCount(s.mails.sent) },
    ...(s.mails.failed ? [{ key: 'mailFailed', value: formatCount(s.mails.failed) }] : []),
    { key: 'opened', value: formatCount(s.mails.opened) },
    { key: 'clicked', value: formatCount(s.mails.clicked) },
    { key: 'redeemed', value: formatCount(s.vouchers.redeemed) },
    { key: 'feedback', value: formatCount(s.vouchers.feedback) },
    { key: 'usedValue', value: formatChf(s.budget.usedRappen) },
  ];
}

/**
 * The statistics of an approved campaign (spec section 7 `GET /campaign/{campaignId}/statistics`, issue 12): the
 * gift codes generated, mailed, opened, clicked and redeemed as numbers and as a funnel, their course over time, the
 * gifts chosen and the money against the deposit (issue 20), then the feedback and thanks the recipients left. Every
 * member of the giver reads it.
 */
export function StatisticsSection({ campaign }: { campaign: Pick<CampaignDetail, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: stats, isError } = useCampaignStatistics(campaign.id);
  return (
    <SectionPanel section="statistics" title={t('campaigns.sections.statistics')}>
      <Stack vertical>
        {isError && !stats && (
          <Paragraph secondary data-testid="statistics-unavailable">
            {t('campaigns.statistics.unavailable')}
          </Paragraph>
        )}
        {stats && (
          <Stack wrap align="flex-start">
            <div style={{ flex: '1 1 260px', minWidth: 0 }}>
              <h3 style={{ margin: '0 0 8px', fontSize: 16, fontWeight: 600, color: token.colorTextHeading }}>
                {t('campaigns.statistics.numbersTitle')}
              </h3>
              <dl
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
                  gap: '12px 16px',
                  margin: 0,
                }}
                data-testid="statistics-numbers"
              >
                {numbersOf(stats).map((n) => (
                  <div key={n.key} data-testid={`statistics-${n.key}`}>
                    <SecondaryText as="dt" small>
                      {t(`campaigns.statistics.${n.key}`)}
                    </SecondaryText>
                    <dd style={{ margin: '2px 0 0', fontSize: 20, fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {n.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <div style={{ flex: '1 1 300px', minWidth: 0 }}>
              <VoucherFunnel stats={stats} />
            </div>
          </Stack>
        )}
        {stats && <FunnelCourse funnel={stats.funnel} campaignName={campaign.name} />}
        {stats && (
          <Stack wrap align="flex-start">
            <div style={{ flex: '1 1 300px', minWidth: 0 }}>
              <h3 style={{ margin: '0 0 8px', fontSize: 16, fontWeight: 600, color: token.colorTextHeading }}>
                {t('campaigns.statistics.gifts.title')}
              </h3>
              <GiftsChosen gifts={stats.gifts} />
            </div>
            <div style={{ flex: '1 1 300px', minWidth: 0 }}>
              <h3 style={{ margin: '0 0 8px', fontSize: 16, fontWeight: 600, color: token.colorTextHeading }}>
                {t('campaigns.statistics.money.title')}
              </h3>
              <MoneyFacts campaignId={campaign.id} />
            </div>
          </Stack>
        )}
        <div>
          <h3 style={{ margin: '0 0 8px', fontSize: 16, fontWeight: 600, color: token.colorTextHeading }}>
            {t('campaigns.statistics.feedbackList.title')}
          </h3>
          <FeedbackList campaignId={campaign.id} />
        </div>
      </Stack>
    </SectionPanel>
  );
}
