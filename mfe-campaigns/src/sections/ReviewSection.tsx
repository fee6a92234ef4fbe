import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@cadeau/contracts';
import { ReasonDialog } from '@cadeau/ui/cockpit';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useReviewCampaign } from '../api/campaigns';
import { SectionPanel } from '../workspace/SectionPanel';

type Decision = 'approve' | 'reject' | 'block';
const DECISIONS: readonly Decision[] = ['approve', 'reject', 'block'];
const done: Record<Decision, string> = {
  approve: 'campaigns.review.approved',
  reject: 'campaigns.review.rejected',
  block: 'campaigns.review.blocked',
};

/**
 * A platform administrator's review: approve, reject or block, each shown only when the campaign's `actions`
 * allow it. Rejecting and blocking ask for the reason the giver will read (required, as on the server).
 */
export function ReviewSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const review = useReviewCampaign();
  const [reasonFor, setReasonFor] = useState<'reject' | 'block' | null>(null);
  const allowed = DECISIONS.filter((d) => campaign.actions.includes(d));
  if (!allowed.length) return null;

  const decide = (decision: Decision, reason?: string) =>
    review.mutate(
      { campaignId: campaign.id, decision, reason },
      {
        onSuccess: () => {
          setReasonFor(null);
          showSuccess(t(done[decision]));
        },
        onError: showError,
      },
    );

  return (
    <SectionPanel section="review" title={t('campaigns.sections.review')}>
      <p style={{ marginTop: 0 }}>{t('campaigns.review.help')}</p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {allowed.map((decision) => (
          <Button
            key={decision}
            data-testid={`review-${decision}`}
            type={decision === 'approve' ? 'primary' : 'default'}
            danger={decision !== 'approve'}
            loading={review.isPending && review.variables?.decision === decision}
            onClick={() => (decision === 'approve' ? decide('approve') : setReasonFor(decision))}
          >
            {t(`campaigns.review.${decision}`)}
          </Button>
        ))}
      </div>
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
