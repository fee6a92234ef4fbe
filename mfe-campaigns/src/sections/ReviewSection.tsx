import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@cadeau/contracts';
import { campaignDecisions, type CampaignDecision as Decision } from '@cadeau/contracts/values';
import { ConfirmDialog, ReasonDialog, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useReviewCampaign } from '../api/campaigns';
import { DepositState } from '../components/DepositFacts';
import { SectionPanel } from '../workspace/SectionPanel';

const done: Record<Decision, string> = {
  approve: 'campaigns.review.approved',
  reject: 'campaigns.review.rejected',
  block: 'campaigns.review.blocked',
};

/**
 * A platform administrator's review: approve, reject or block, each shown only when the campaign's `actions`
 * allow it. Approving asks first and says what follows (the codes are made and sent; issue 23). Rejecting and
 * blocking ask for the reason the giver will read (required, as on the server). The
 * deposit invoice's payment comes first (issue 19): while a pending campaign's deposit is not paid, svc-campaign
 * offers no `approve`, and the button stays visible but disabled with the reason beside it.
 */
export function ReviewSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const review = useReviewCampaign();
  const [reasonFor, setReasonFor] = useState<'reject' | 'block' | null>(null);
  const [confirmApprove, setConfirmApprove] = useState(false);
  const allowed = campaignDecisions.filter((d) => campaign.actions.includes(d));
  if (!allowed.length) return null;
  // Reject is offered exactly while approving would be but for the deposit (a pending campaign, a reviewer).
  const awaitingDeposit = campaign.actions.includes('reject') && !campaign.actions.includes('approve');
  const shown = awaitingDeposit ? campaignDecisions.filter((d) => d === 'approve' || allowed.includes(d)) : allowed;

  const decide = (decision: Decision, reason?: string) =>
    review.mutate(
      { campaignId: campaign.id, decision, reason },
      {
        onSuccess: () => {
          setReasonFor(null);
          setConfirmApprove(false);
          showSuccess(t(done[decision]));
        },
        onError: showError,
      },
    );

  return (
    <SectionPanel section="review" title={t('campaigns.sections.review')}>
      <Paragraph keepMargin="bottom">{t('campaigns.review.help')}</Paragraph>
      <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{t('campaigns.deposit.reviewTitle')}</h3>
      <div style={{ marginBottom: 16 }} data-testid="review-deposit">
        {campaign.deposit ? (
          <DepositState deposit={campaign.deposit} />
        ) : (
          <Paragraph>{t('campaigns.deposit.reviewNone')}</Paragraph>
        )}
      </div>
      <Stack gap="sm" wrap>
        {shown.map((decision) => {
          const unpaid = decision === 'approve' && awaitingDeposit;
          return (
            <Button
              key={decision}
              data-testid={`review-${decision}`}
              type={decision === 'approve' ? 'primary' : 'default'}
              danger={decision !== 'approve'}
              disabled={unpaid}
              aria-describedby={unpaid ? 'review-approve-unpaid' : undefined}
              loading={review.isPending && review.variables?.decision === decision}
              onClick={() => (decision === 'approve' ? setConfirmApprove(true) : setReasonFor(decision))}
            >
              {t(`campaigns.review.${decision}`)}
            </Button>
          );
        })}
      </Stack>
      {awaitingDeposit && (
        <p id="review-approve-unpaid" style={{ margin: '8px 0 0' }} data-testid="review-approve-unpaid">
          {t('campaigns.deposit.approveUnpaid')}
        </p>
      )}
      <ConfirmDialog
        open={confirmApprove}
        title={t('campaigns.review.approveTitle', { name: campaign.name })}
        okText={t('campaigns.review.approve')}
        busy={review.isPending}
        testId="confirm-approve"
        onCancel={() => setConfirmApprove(false)}
        onConfirm={() => decide('approve')}
      >
        <Paragraph>
          {t(campaign.type === 'automatic' ? 'campaigns.review.approveTextAutomatic' : 'campaigns.review.approveText')}
        </Paragraph>
      </ConfirmDialog>
      <ReasonDialog
        open={!!reasonFor}
        title={reasonFor ? t(`campaigns.review.${reasonFor}Title`, { name: campaign.name }) : ''}
        okText={reasonFor ? t(`campaigns.review.${reasonFor}`) : ''}
        help={t('campaigns.review.reasonHelp')}
        busy={review.isPending}
        onCancel={() => setReasonFor(null)}
        onConfirm={(reason) => reasonFor && decide(reasonFor, reason)}
      />
    </SectionPanel>
  );
}
