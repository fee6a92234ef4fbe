import { Fragment } from 'react';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMyUser } from '@cadeau/ui/api';
import { BackLink, LoadError, PageSkeleton, PageTitle, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { useCampaign } from '../api/campaigns';
import { CampaignStatusTag } from '../components/CampaignStatusTag';
import { workspaceSections } from '../domain/sections';
import { mayReadAudit } from '../domain/viewer';
import { hasVouchers } from '../domain/vouchers';
import { AuditSection } from '../sections/AuditSection';
import { BudgetSection } from '../sections/BudgetSection';
import { GreetingDesignSection } from '../sections/GreetingDesignSection';
import { MailDesignSection } from '../sections/MailDesignSection';
import { ProductsSection } from '../sections/ProductsSection';
import { RecipientsSection } from '../sections/RecipientsSection';
import { ReleaseSummarySection } from '../sections/ReleaseSummarySection';
import { ReviewSection } from '../sections/ReviewSection';
import { StatisticsSection } from '../sections/StatisticsSection';
import { TimespanSection } from '../sections/TimespanSection';
import { TypeSection } from '../sections/TypeSection';
import { Anchor } from '../workspace/Anchor';
import { SectionNav } from '../workspace/SectionNav';
import { StatusNotice } from '../workspace/StatusNotice';
import { useHashSection } from '../workspace/use-hash-section';

/**
 * /cockpit/campaigns/:campaignId: the campaign workspace with the sections of spec section 2. At the top the
 * status (a pending campaign is read-only, a rejected one shows why) and the progress summary listing every
 * release blocker with a link to its section; then the sections, each saving its own fields. What a caller
 * may change follows the campaign's `actions` (its status and the caller's role, decided by svc-campaign).
 */
export default function CampaignPage() {
  const { t } = useTranslation();
  const { campaignId = '' } = useParams();
  const { data: user } = useMyUser();
  const { data: campaign, isPending, error, refetch } = useCampaign(campaignId);
  useHashSection(!!campaign);
  if (isPending) return <PageSkeleton />;
  if (!campaign)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        back="/cockpit/campaigns"
        backLabel={t('campaigns.back')}
      />
    );
  const audit = mayReadAudit(user);
  const review = campaign.actions.some((a) => a === 'approve' || a === 'reject' || a === 'block');
  const finished = ['approved', 'running', 'finished'].includes(campaign.status);
  // An approved campaign's numbers and feedback come first: what its giver opens it for from then on.
  const statistics = hasVouchers(campaign);
  const nav = [
    ...(statistics ? ['statistics'] : []),
    ...workspaceSections,
    ...(review ? ['review'] : []),
    ...(audit ? ['audit'] : []),
  ];
  return (
    <Stack vertical maxWidth={1100} testId="campaign-page">
      <BackLink to="/cockpit/campaigns">{t('campaigns.back')}</BackLink>
      <Stack vertical gap="xxs">
        <PageTitle title={campaign.name}>
          <span style={{ overflowWrap: 'anywhere' }}>{campaign.name}</span>{' '}
          <CampaignStatusTag status={campaign.status} />
        </PageTitle>
        {user?.isPlatformAdmin && campaign.organizationName && (
          <Paragraph data-testid="campaign-organization">
            {t('campaigns.workspace.organization')}: {campaign.organizationName}
          </Paragraph>
        )}
      </Stack>
      <StatusNotice campaign={campaign} />
      {finished && <Alert type="info" showIcon title={t('campaigns.workspace.readOnly')} />}
      <ReleaseSummarySection campaign={campaign} />
      <SectionNav sections={nav} />
      {/* Another campaign (opened from here, e.g. a new one from a template) starts its forms afresh. */}
      <Fragment key={campaign.id}>
        {statistics && <StatisticsSection campaign={campaign} />}
        <TypeSection campaign={campaign} />
        <TimespanSection campaign={campaign} />
        <Anchor section="recipients">
          <RecipientsSection campaign={campaign} />
        </Anchor>
        <ProductsSection campaign={campaign} />
        <Anchor section="mailDesign">
          <MailDesignSection campaign={campaign} />
        </Anchor>
        <Anchor section="greetingDesign">
          <GreetingDesignSection campaign={campaign} />
        </Anchor>
        <BudgetSection campaign={campaign} />
        {review && <ReviewSection campaign={campaign} />}
        {audit && <AuditSection campaign={campaign} />}
      </Fragment>
    </Stack>
  );
}
