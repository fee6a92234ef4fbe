import Alert from 'antd/es/alert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@cadeau/contracts';
import { StatusWithReason, Paragraph } from '@cadeau/ui/cockpit';
import { formatChf } from '@cadeau/ui/format';

/** The deposit's state in one sentence (issue 19): being issued, what is open, or paid. */
function depositLine({ deposit }: CampaignDetail, t: TFunction): string {
  if (!deposit) return t('campaigns.deposit.noticeIssuing');
  if (deposit.status === 'paid') return t('campaigns.deposit.noticePaid', { number: deposit.number });
  return t('campaigns.deposit.notice', {
    number: deposit.number,
    status: t(`campaigns.deposit.statusName.${deposit.status}`),
    open: formatChf(deposit.openRappen),
  });
}

/**
 * What the status means for the giver, at the top: a pending campaign is read-only while Cadeau reviews it, with
 * its deposit invoice's state (issue 19: the approval waits for the payment); a
 * rejected one shows the reason and that it may be adjusted and released again; a blocked one its reason.
 */
export function StatusNotice({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  if (campaign.status === 'pending')
    return (
      <Alert
        type="info"
        showIcon
        data-testid="pending-notice"
        title={t('campaigns.workspace.pendingTitle')}
        description={
          <>
            <Paragraph>{t('campaigns.workspace.pendingText')}</Paragraph>
            <p style={{ margin: '8px 0 0' }} data-testid="pending-deposit">
              {depositLine(campaign, t)}
            </p>
          </>
        }
      />
    );
  if ((campaign.status === 'rejected' || campaign.status === 'blocked') && campaign.rejectionReason) {
    const rejected = campaign.status === 'rejected';
    return (
      <StatusWithReason
        testId="rejection-reason"
        title={t(rejected ? 'campaigns.workspace.rejectedTitle' : 'campaigns.workspace.blockedTitle')}
        reason={campaign.rejectionReason}
        help={rejected && t('campaigns.workspace.rejectedHelp')}
      />
    );
  }
  return null;
}
