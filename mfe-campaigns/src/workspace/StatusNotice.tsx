import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@cadeau/contracts';

/**
 * What the status means for the giver, at the top: a pending campaign is read-only while Cadeau reviews it; a
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
        description={t('campaigns.workspace.pendingText')}
      />
    );
  if ((campaign.status === 'rejected' || campaign.status === 'blocked') && campaign.rejectionReason) {
    const rejected = campaign.status === 'rejected';
    return (
      <Alert
        type="error"
        showIcon
        data-testid="rejection-reason"
        title={t(rejected ? 'campaigns.workspace.rejectedTitle' : 'campaigns.workspace.blockedTitle')}
        description={
          <>
            <p
              style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="rejection-reason-text"
            >
              {campaign.rejectionReason}
            </p>
            {rejected && <p style={{ margin: '8px 0 0' }}>{t('campaigns.workspace.rejectedHelp')}</p>}
          </>
        }
      />
    );
  }
  return null;
}
