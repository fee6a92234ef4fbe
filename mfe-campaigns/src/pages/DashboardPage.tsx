import { useTranslation } from 'react-i18next';
import { useMyUser } from '@cadeau/ui/api';
import { EmptyState, PageSkeleton, PageTitle, PendingOrganizationNotice, Stack } from '@cadeau/ui/cockpit';
import { CampaignsPanel } from '../components/CampaignsPanel';
import { CampaignTasksPanel } from '../components/CampaignTasksPanel';
import { ConversationsPanel } from '../components/ConversationsPanel';
import { CurrentOrganization } from '../components/CurrentOrganization';
import { FeedbackPanel } from '../components/FeedbackPanel';
import { NotificationsPanel } from '../components/NotificationsPanel';
import { OrdersToShipPanel } from '../components/OrdersToShipPanel';
import { PlatformFiguresPanel } from '../components/PlatformFiguresPanel';
import { TasksPanel } from '../components/TasksPanel';

/**
 * /cockpit/dashboard, the cockpit's start page (spec section 2: tasks, notifications, conversations, feedback):
 * a greeting with the current organisation, a platform administrator's tasks and headline figures (issue 20), the
 * latest notifications, the
 * open conversations and, for a member of an approved giver, the campaigns to adjust, the running and pending
 * campaigns (issue 11) and the newest feedback of their recipients (issue 12). A giver still awaiting approval
 * reads where that feedback will show; while the current organisation is pending, what happens next comes first.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  if (!user) return <PageSkeleton panels={3} />;
  const admin = user.isPlatformAdmin;
  // Conversations belong to an organisation: members see their current one's, administrators every one's.
  const conversations = admin || !!user.currentOrganizationId;
  const firstName = user.firstName.trim();
  const membership = user.organizations.find((o) => o.id === user.currentOrganizationId);
  // GET /campaign/current needs a current organisation with the giver feature; a pending or blocked one has none.
  const giver = membership?.status === 'approved' && membership.features.includes('giver');
  // Rejected campaigns are tasks for the roles that may change them or their designs (docs/permissions.md).
  const adjusts = giver && membership.roles.some((r) => r === 'admin' || r === 'manager' || r === 'designer');
  const futureGiver = !giver && !!membership?.features.includes('giver');
  // An approved seller's tasks: its orders to ship (issue 20).
  const seller = membership?.status === 'approved' && membership.features.includes('seller');
  return (
    <Stack vertical maxWidth={1100} testId="dashboard-page">
      <Stack as="header" vertical gap="xs">
        <PageTitle title={t('layout.nav.dashboard')} testId="dashboard-greeting">
          {firstName ? t('campaigns.dashboard.greeting', { firstName }) : t('campaigns.dashboard.greetingNoName')}
        </PageTitle>
        <CurrentOrganization user={user} />
      </Stack>
      {membership?.status === 'pending' && (
        <PendingOrganizationNotice name={membership.name} admin={membership.roles.includes('admin')} />
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
          gap: 24,
          alignItems: 'start',
        }}
      >
        {admin && <TasksPanel />}
        {admin && <PlatformFiguresPanel />}
        {seller && <OrdersToShipPanel />}
        <NotificationsPanel />
        {conversations && <ConversationsPanel platformAdmin={admin} />}
        {adjusts && <CampaignTasksPanel />}
        {giver && <CampaignsPanel />}
        {giver && <FeedbackPanel />}
      </div>
      {futureGiver && <EmptyState testId="dashboard-note">{t('campaigns.dashboard.note')}</EmptyState>}
    </Stack>
  );
}
